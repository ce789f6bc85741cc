@platform
Feature: Joining with a mobile number, over the platform
  The same journeys against the sandbox, which plays the operator's platform: the number it keeps,
  the SMS it sends (its outbox) and the code that verifies the number.

  Background:
    Given the platform asks a code to validate phones

  @JRN-01 @JRN-02 @JRN-04
  Scenario: The platform keeps the number given on joining, sends it a code, and the code verifies it
    Given I open the page "/join"
    When I join as "mary@join.test" with the mobile number "+356" "9912 3456"
    Then the platform keeps "+35699123456" as the unverified number of the player who just joined
    And I am on the page "/validation-code/validatePhone?destination=%2Faccount%2Fwelcome"
    And a code is already on its way, and I can ask for a new one
    When I enter the code the platform sent to my new number
    And I verify
    Then I see a success message "Your phone number is verified."
    And I am on the page "/account/welcome"

  @JRN-03
  Scenario: A player without a number adds one on the phone page; the platform sends the code to it
    Given the player "nophone@verify.test" with password "Phone-Proof-1" is registered
    And "nophone@verify.test" has no phone number
    And I am logged in as "nophone@verify.test" with password "Phone-Proof-1"
    When I open the page "/validation-code/validatePhone?destination=%2Faccount"
    And I add the mobile number "+44" "7700 900 123" and ask for a code
    And I enter the code the platform sent to "nophone@verify.test"
    And I verify
    Then the platform keeps "+447700900123" as the verified number of "nophone@verify.test"
    And I am on the page "/account"

  @JRN-03
  Scenario: A player corrects a mistyped number; the code the platform sends to the new one verifies it
    Given the player "mistyped@verify.test" with password "Phone-Proof-1" is registered
    And "mistyped@verify.test" has the phone "+356" "99999999", not verified
    And I am logged in as "mistyped@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    When I ask for a code
    And I change my number to "+356" "9912 3456" and ask for a code
    And I enter the code the platform sent to "mistyped@verify.test"
    And I verify
    Then the platform keeps "+35699123456" as the verified number of "mistyped@verify.test"
