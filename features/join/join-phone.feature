Feature: Joining with a mobile number, and verifying it
  A new player gives a mobile number when joining, and verifies it with the code the platform sends
  by SMS before the first deposit. A player without a number, or with a mistyped one, puts it right on
  the phone page: nobody is sent to support.

  Background:
    Given today is "2026-11-23"
    And the platform asks a code to validate phones

  Rule: JRN-01 The join form asks for a mobile number; the new player lands on the phone page with the code sent

    @JRN-01 @JRN-04
    Scenario: A visitor joins with a mobile number, verifies it with the SMS code and goes to the welcome that leads to the first deposit
      Given I open the page "/join"
      When I join as "mary@join.test" with the mobile number "+356" "9912 3456"
      Then I am on the page "/validation-code/validatePhone?destination=%2Faccount%2Fwelcome"
      And the page says the phone "********3456" is not verified
      And a code is already on its way, and I can ask for a new one
      And the cursor is in the "Code (6 digits)" field
      When I enter the code the platform sent to my new number
      And I verify
      Then I see a success message "Your phone number is verified."
      And I am on the page "/account/welcome"

    @JRN-01
    Scenario: The country code starts at the site's jurisdiction and follows the country of residence
      Given I open the page "/join"
      Then the join form offers the mobile country code "+356"

  Rule: JRN-02 A mobile number is digits, spaces allowed, of a plausible length

    @JRN-02 @JRN-04
    Scenario Outline: A number that cannot be one is refused on its field before anything is sent
      Given I open the page "/join"
      When I join as "mary@join.test" with the mobile number "<prefix>" "<number>"
      Then the mobile number field says "<cause>"
      And the cursor is in the "Mobile number" field
      And no sign-up reached the platform

      Examples:
        | prefix | number          | cause          |
        | +356   | 99-12-34-56     | INVALID_FORMAT |
        | +356   | 123             | INVALID_FORMAT |
        | +356   | 9912 3456 78901 | TOO_LONG       |

  Rule: JRN-03 A player adds a missing number, or corrects one not verified yet, on the phone page

    Background:
      Given the player "ada@phone.test" with password "Phone-Proof-1" is registered

    @JRN-03 @JRN-04
    Scenario: A player without a number adds one, gets the code and verifies it
      Given "ada@phone.test" has no phone number
      And I am logged in as "ada@phone.test" with password "Phone-Proof-1"
      When I open the page "/validation-code/validatePhone?destination=%2Faccount"
      Then I can add a mobile number to my account
      When I add the mobile number "+44" "7700 900 123" and ask for a code
      Then the page says the phone "*********0123" is not verified
      And the cursor is in the "Code (6 digits)" field
      When I enter the code the platform sent to "ada@phone.test"
      And I verify
      Then I see a success message "Your phone number is verified."
      And the platform keeps "+447700900123" as the verified number of "ada@phone.test"
      And I am on the page "/account"

    @JRN-03
    Scenario: A player corrects a mistyped number before verifying it
      Given "ada@phone.test" has the phone "+356" "99999999", not verified
      And I am logged in as "ada@phone.test" with password "Phone-Proof-1"
      And I open the page "/validation-code/validatePhone"
      When I change my number to "+356" "9912 3456" and ask for a code
      Then the page says the phone "********3456" is not verified
      When I enter the code the platform sent to "ada@phone.test"
      And I verify
      Then the platform keeps "+35699123456" as the verified number of "ada@phone.test"
