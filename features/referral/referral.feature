Feature: Referral and affiliate tracking
  A visitor who follows an affiliate's or a friend's link arrives with a referral token. The site
  reads it once, keeps it in the browser for the days the operator allows, and attaches it when the
  visitor joins. The platform is told of every arrival with a token.

  Background:
    Given the platform knows the affiliate token "AFF-AURORA-001" from "https://partner.example"
    And the platform knows the player's code "P1234567"

  @REF-01
  Scenario Outline: The token is read from any of the referral keys
    When a visitor arrives at "/?<key>=AFF-AURORA-001"
    Then the site keeps the referral token "AFF-AURORA-001"
    And the platform was told of an arrival with "AFF-AURORA-001"

    Examples:
      | key        |
      | myafftoken |
      | referral   |
      | ref        |

  @REF-01
  Scenario: The affiliate id and the sharing method are read too, and the keys leave the address bar
    When a visitor arrives at "/casino/slots?ref=AFF-AURORA-001&affid=77&extcmpid=newsletter&lang=es&page=2"
    Then the site keeps the referral token "AFF-AURORA-001" with affiliate id "77" and sharing method "newsletter"
    And the address bar is left at "/casino/slots?lang=es&page=2"

  @REF-01
  Scenario: With several token keys, myafftoken comes first, then referral, then ref
    When a visitor arrives at "/?ref=P1234567&referral=AFF-AURORA-001"
    Then the site keeps the referral token "AFF-AURORA-001"

  @REF-01
  Scenario Outline: A token that is not a plain token is dropped, never stored nor sent
    When a visitor arrives with the referral token <token>
    Then the site keeps no referral
    And the platform was told of no arrival
    And the address bar is left at "/"

    Examples:
      | token                                |
      | "a;b"                                |
      | "abc\r\nSet-Cookie: admin=1"         |
      | "<script>alert(1)</script>"          |
      | of 10 KB                             |

  @REF-01
  Scenario: An affiliate id or sharing method that is not plain text is dropped, the token kept
    When a visitor arrives at "/?ref=AFF-AURORA-001&affid=7%3B%20path%3D%2F&extcmpid=%3Cb%3E"
    Then the site keeps the referral token "AFF-AURORA-001" with no affiliate id and no sharing method

  @REF-02
  Scenario Outline: A player's own referral and an affiliate's are told apart
    When a visitor arrives at "<address>"
    Then the referral is kept as a <type> referral

    Examples:
      | address                                          | type      |
      | /?ref=P1234567                                   | PROFILE   |
      | /?ref=AFF-AURORA-001&extcmpid=raf_email          | PROFILE   |
      | /?ref=AFF-AURORA-001&extcmpid=newsletter         | AFFILIATE |
      | /?ref=AFF-AURORA-001                             | AFFILIATE |

  @REF-02
  Scenario: A P token of 10 characters or more is an affiliate's
    Given the platform knows the affiliate token "P123456789" from "https://partner.example"
    When a visitor arrives at "/?ref=P123456789"
    Then the referral is kept as a AFFILIATE referral

  @REF-03
  Scenario: The referral affiliate, its type, its timestamp, the affiliate id and the sharing method are kept
    Given it is day 3 of the site's clock
    When a visitor arrives at "/?ref=AFF-AURORA-001&affid=77&extcmpid=newsletter"
    Then the site keeps the referral token "AFF-AURORA-001" of type AFFILIATE stored on day 3, with affiliate id "77" and sharing method "newsletter"

  @REF-04
  Scenario: A token counts for 40 days when the operator names no expiry
    Given it is day 0 of the site's clock
    And a visitor arrived at "/?ref=AFF-AURORA-001"
    When the site's clock reaches day 40
    Then joining would attach the referral token "AFF-AURORA-001"
    When the site's clock passes day 40
    Then joining would attach no referral
    And the site keeps no referral

  @REF-04
  Scenario: The configured expiry is compared by absolute difference, so a clock moved back does not keep it
    Given the site configuration says referral tokens expire after 7 days
    And it is day 30 of the site's clock
    And a visitor arrived at "/?ref=AFF-AURORA-001"
    When the site's clock is moved back to day 22
    Then joining would attach no referral

  @REF-04
  Scenario: A new arrival with a token replaces the stored one
    Given a visitor arrived at "/?ref=AFF-AURORA-001"
    When the visitor arrives again at "/welcome/P1234567"
    Then the site keeps the referral token "P1234567"

  @REF-05
  Scenario: The referral cookie lives 3456000 seconds by default
    When a visitor arrives at "/?ref=AFF-AURORA-001"
    Then the referral cookie holds "AFF-AURORA-001" for 3456000 seconds

  @REF-05
  Scenario: A configured day count is multiplied by 86400
    Given the site configuration says the referral cookie lives 10 days
    When a visitor arrives at "/?ref=AFF-AURORA-001"
    Then the referral cookie holds "AFF-AURORA-001" for 864000 seconds

  @REF-06
  Scenario: /welcome/{token} reads a referral token and shows the home page
    When a visitor arrives at "/welcome/P1234567?lang=de"
    Then the site keeps the referral token "P1234567"
    And the address bar is left at "/?lang=de"

  @REF-06
  Scenario: A token the platform does not know is not kept
    When a visitor arrives at "/?ref=AFF-UNKNOWN-1"
    Then the platform was told of an arrival with "AFF-UNKNOWN-1"
    And the site keeps no referral

  @REF-06
  Scenario: The referral is kept when the platform cannot be reached
    Given the platform cannot be reached for tracking
    When a visitor arrives at "/?ref=AFF-AURORA-001"
    Then the site keeps the referral token "AFF-AURORA-001"

  @REF-07
  Scenario: With the check on, an affiliate's token counts only from one of the affiliate's sites
    Given the check-referring-site feature flag is on
    When a visitor arrives at "/?ref=AFF-AURORA-001" from "https://partner.example/casino-reviews"
    Then the site keeps the referral token "AFF-AURORA-001"

  @REF-07
  Scenario Outline: With the check on, an affiliate's token from another page is not kept
    Given the check-referring-site feature flag is on
    When a visitor arrives at "/?ref=AFF-AURORA-001" from "<referrer>"
    Then the site keeps no referral

    Examples:
      | referrer                               |
      | https://elsewhere.example/             |
      | https://partner.example.elsewhere.test |
      | http://partner.example/                |
      |                                        |

  @REF-07
  Scenario: With the check off, the page the visitor came from does not matter
    When a visitor arrives at "/?ref=AFF-AURORA-001" from "https://elsewhere.example/"
    Then the site keeps the referral token "AFF-AURORA-001"

  @REF-07
  Scenario: A friend's referral is never checked against referring sites
    Given the check-referring-site feature flag is on
    When a visitor arrives at "/welcome/P1234567" from "https://mail.example/"
    Then the site keeps the referral token "P1234567"
