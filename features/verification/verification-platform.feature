@platform
Feature: Phone, PIN and blocked operations, over the platform
  The same pages against the sandbox: the codes it sends to the player's phone (its outbox), the
  e-mails, the blocks it keeps, and what leaves the site on the wire.

  Background:
    Given the player "phone@verify.test" with password "Phone-Proof-1" is registered

  @PH-04 @PH-06 @PH-02
  Scenario: The code the sandbox sent by SMS verifies the phone, posted with X-MFA-CODE
    Given "phone@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "phone@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone?destination=%2Faccount"
    When I ask for a code
    Then I read "Code sent. You can ask for 4 more codes this hour."
    When I enter the code the platform sent to "phone@verify.test"
    And I verify
    Then the site posted to "/services/profile/v1/validated-phones/%2B35699123456/profile/{session}" with my session and X-MFA-CODE the code sent to "phone@verify.test"
    And I see a success message "Your phone number is verified."
    And I am on the page "/account"

  @PH-04 @PH-05
  Scenario: Three wrong codes block the operation: the sandbox's block is shown and resend hidden
    Given "phone@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "phone@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    When I ask for a code
    And I enter a wrong code
    And I verify
    And I verify
    And I verify
    Then I read "Too many wrong codes. This operation is blocked for 15 minutes."
    And I cannot ask for another code

  @PIN-04
  Scenario: Forgot PIN e-mails a link to the PIN page's reset
    Given I am logged in as "phone@verify.test" with password "Phone-Proof-1"
    And I open the page "/account/pin-code"
    When I press Forgot your PIN
    Then I see a success message "We have sent you an e-mail with a link to choose a new PIN."
    And the e-mail to "phone@verify.test" links to the PIN page to reset it

  @BLK-01
  Scenario: Withdrawals the operator blocked show the banner with the sandbox's time left
    Given the legacy application serves the cashier pages
    And withdrawals of "phone@verify.test" are blocked for 125 seconds
    And I am logged in as "phone@verify.test" with password "Phone-Proof-1"
    When I open the page "/account/cashier/withdraw"
    Then the withdraw page says withdrawals are blocked, with between "01:55" and "02:05" left
