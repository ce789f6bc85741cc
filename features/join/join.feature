Feature: Joining: a visitor becomes a player
  A visitor signs up with an e-mail address, a password, a name, a date of birth, a country and a
  currency. The site checks what it can before sending; the platform checks everything again, creates
  the player in every service and logs them in; the site then sends the new player to the next step.

  Background:
    Given today is "2026-11-23"

  Rule: NAV-01 A query overlay=join redirects to /join, keeping the other query parameters

    @NAV-01
    Scenario Outline: Arriving at <path> opens the join page
      When I open the page "<path>"
      Then I am on the page "<arrives at>"
      And the page has one main heading

      Examples:
        | path                                          | arrives at                         |
        | /?overlay=join                                | /join                              |
        | /casino/slots?utm_source=mail&overlay=join    | /join?utm_source=mail              |
        | /promotions/welcome?overlay=join&utm_medium=x | /join?utm_medium=x                 |

    @NAV-01
    Scenario: Another overlay leaves the page where it is
      When I open the page "/?overlay=login"
      Then I am on the page "/?overlay=login"

  Rule: The new player is logged in and sent to what the platform requires next

    Scenario: A visitor joins and goes to the welcome that leads to the first deposit
      Given I open the page "/join"
      When I join as "mary@join.test"
      Then I am logged in as the player who just joined
      And I am on the page "/account/welcome"
      And the platform received my sign-up in "en" with no referral

    Scenario: When the platform asks a code to validate phones, the new player validates the phone first
      Given the platform asks a code to validate phones
      And I open the page "/join"
      When I join as "mary@join.test"
      Then I am on the page "/validation-code/validatePhone?destination=%2Faccount%2Fwelcome"

    Scenario: A player already logged in who opens the join page goes to the account page
      Given the player "ada@join.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"
      And I am logged in as "ada@join.test" with password "Ready-Player-1"
      When I open the page "/join"
      Then I am on the page "/account"

  Rule: Field errors are shown on their fields, in the player's words

    Scenario: An under-age visitor is told so before anything is sent
      Given I open the page "/join"
      When I join as "young@join.test" born on "2020-01-01"
      Then the birthDate field says "UNDER_AGE"
      And no sign-up reached the platform
      And I am on the page "/join"

    @JRN-07
    Scenario: An 18-year-old from Ontario, where the age is 19, is told so before anything is sent
      Given today is "2026-06-01"
      And I open the page "/join"
      When I join as "young.ontario@join.test" from "CA-ON" in Canada, born on "2008-01-01"
      Then the form says I must be 19 or older to join, in its date of birth and in its terms
      And no sign-up reached the platform

    @JRN-07
    Scenario: An 18-year-old from Alberta, where the age is 18, joins, and the platform learns the province
      Given today is "2026-06-01"
      And I open the page "/join"
      When I join as "young.alberta@join.test" from "CA-AB" in Canada, born on "2008-01-01"
      Then I am logged in as the player who just joined
      And the platform received my sign-up from the region "CA-AB"

    Scenario: A password holding the address is refused by the site itself
      Given I open the page "/join"
      When I join as "marigold@join.test" with the password "marigold-forever-and-ever"
      Then the password field says "CONTAINS_EMAIL"
      And no sign-up reached the platform

    Scenario: The platform's refusal of a common password is shown on the password field
      Given the platform refuses the next sign-up's password as too common
      And I open the page "/join"
      When I join as "mary@join.test"
      Then the password field says "COMMON_PASSWORD"
      And I am on the page "/join"

    Scenario: An address already taken says no more than that it cannot be used
      Given the player "ada@join.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"
      And I open the page "/join"
      When I join as "ada@join.test", an address already taken
      Then the email field says "EMAIL_UNAVAILABLE"
      And I am on the page "/join"

  Rule: SG-17 A sign-up that matches a self-exclusion in force is refused, and the visitor is told where to find help

    @SG-17
    Scenario: A visitor whose details match a self-exclusion in force is told no account can be opened, and where to find help
      Given the platform's register of self-exclusions will refuse the next sign-up
      And I open the page "/join"
      When I join as "kept.out@join.test"
      Then the join page tells me it cannot open an account for me, as my details match a self-exclusion in force that covers every account with us
      And that message has the focus and leads to the safer gambling page and to the help centre
      And that message names no national self-exclusion scheme
      And the form still holds what I typed
      And I am not logged in
      And I am on the page "/join"

    @SG-17 @SG-19
    Scenario: A visitor from Great Britain refused by the register is also pointed to GAMSTOP
      Given the jurisdiction "GB" names the national self-exclusion scheme "GAMSTOP" at "https://www.gamstop.co.uk"
      And the platform's register of self-exclusions will refuse the next sign-up
      And I open the page "/join"
      When I join from Great Britain as "kept.out@join.test"
      Then the join page tells me it cannot open an account for me, as my details match a self-exclusion in force that covers every account with us
      And that message says I can also exclude myself from every gambling site licensed in my country with "GAMSTOP", a link to "https://www.gamstop.co.uk" in a new tab
      And I am not logged in
