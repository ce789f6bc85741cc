@platform
Feature: Referral and affiliate tracking, over the platform
  The same arrivals against the sandbox, which plays the operator's referral service: the calls that
  leave the site, and what the browser's own storage and cookie hold afterwards.

  Background:
    Given the browser's storage is empty

  @REF-06
  Scenario: Arriving with an affiliate's token asks the platform's tracking path
    When a visitor arrives at "/?ref=AFF-AURORA-001&affid=77"
    Then the site asked "/services/referral/v1/profiles/tracking/AFF-AURORA-001"
    And the site keeps the referral token "AFF-AURORA-001" with affiliate id "77"

  @REF-03 @REF-05
  Scenario: The browser's localStorage and cookie hold the referral under the documented keys
    When a visitor arrives at "/?myafftoken=AFF-STREAMER-7&affid=12&extcmpid=stream"
    Then the browser's local storage holds "AFF-STREAMER-7" as referral.affiliate, "AFFILIATE" as referral.type, "12" as referral.affiliateId and "stream" as referral.sharingMethod, with a timestamp
    And the browser has the cookie "referral" set to "AFF-STREAMER-7"
    And the address bar is left at "/"

  @REF-06
  Scenario: A token the platform does not know is answered 404 and forgotten
    When a visitor arrives at "/?ref=AFF-NOBODY-9"
    Then the site asked "/services/referral/v1/profiles/tracking/AFF-NOBODY-9"
    And the site keeps no referral
    And the browser has no "referral" cookie

  @REF-06
  Scenario: A player's referral data comes from the referral profile of the session, and a friend's arrival with the code is tracked
    Given the player "ada@referral.test" with password "Refer-A-Friend-1" is registered
    And I am logged in as "ada@referral.test" with password "Refer-A-Friend-1"
    When I look at my refer-a-friend profile
    Then the site asked the referral profile of my session
    And my referral code is P and 7 letters or digits, with a link to /welcome/ and that code
    When a visitor arrives at my referral link
    Then the site keeps my referral code as a PROFILE referral
