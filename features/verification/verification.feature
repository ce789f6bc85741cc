Feature: Phone, PIN and blocked operations
  The player proves their phone with an SMS code, sets, changes or forgets their PIN, and sees why and
  for how long an operation is blocked. Over the in-memory platform: the site's own rules.

  Background:
    Given the player "pat@verify.test" with password "Phone-Proof-1" is registered

  @PH-01 @PH-07
  Scenario: The phone page reads the phone's status from the profile, the number masked
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    When I open the page "/validation-code/validatePhone"
    Then the page says the phone "********3456" is not verified

  @PH-01 @PH-07
  Scenario: A verified phone is shown as verified
    Given "pat@verify.test" has the phone "+44" "7700900123", verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    When I open the page "/validation-code/validatePhone"
    Then the page says the phone "*********0123" is verified

  @PH-07
  Scenario: The account's security section shows the phone masked
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    When I open the page "/account"
    Then I read "security.title"
    And the page shows "********3456"

  @PH-03
  Scenario Outline: Verify is enabled only at exactly six digits, however they were pasted
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    When I enter the code "<typed>"
    Then Verify is <state>

    Examples:
      | typed      | state    |
      | 12345      | disabled |
      | 123456     | enabled  |
      | 123-456    | enabled  |
      |  123 456   | enabled  |
      | 1234567    | disabled |

  @PH-03
  Scenario: Letters in the code are explained, and Verify stays disabled
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    When I enter the code "12a456"
    Then I am told the code has digits only
    And Verify is disabled

  @PH-02 @PH-06
  Scenario: The right code verifies the phone, says so and goes on
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone?destination=%2Faccount"
    When I ask for a code
    And I enter the code the platform sent to "pat@verify.test"
    And I verify
    Then the platform was asked to validate "+35699123456" with the code it sent to "pat@verify.test"
    And I see a success message "phone.success"
    And I am on the page "/account"

  @PH-04
  Scenario: A code sent says how many more can be asked for
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    When I ask for a code
    Then I read "phone.sent" with "count=4"
    And I can ask for another code

  @PH-04
  Scenario Outline: Each refusal to send a code is shown, and resend hidden when none can be sent
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    And the platform answers the next code request with "<answer>"
    When I ask for a code
    Then I read "<message>" with "<params>"
    And I <resend> ask for another code

    Examples:
      | answer                                    | message                  | params     | resend |
      | ACCOUNT_BLOCKED for 600 s                 | phone.blocked            | minutes=10 | cannot |
      | NO_REMAINING_SEND_CODE_ATTEMPT for 1800 s | phone.noSendsLeft        | minutes=30 | cannot |
      | PLAYER_NOT_VALIDATED                      | phone.notVerifiedWarning |            | can    |

  @PH-04
  Scenario: PLAYER_VALIDATED clears the message: the phone was verified meanwhile
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    And meanwhile the platform has verified the phone of "pat@verify.test"
    When I ask for a code
    Then no message is shown about the code
    And the page says the phone "********3456" is verified

  @PH-05
  Scenario: Wrong codes: the count left, the last attempt, then the block hides resend
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    When I ask for a code
    And I enter a wrong code
    And I verify
    Then I read "code.attemptsLeft" with "count=2"
    When I verify
    Then I read "code.lastAttempt"
    When I verify
    Then I read "code.blocked" with "minutes=15"
    And I cannot ask for another code

  @PH-05
  Scenario: A code when none is live gets the specific message of the first mistake
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    When I enter a wrong code
    And I verify
    Then I read "code.invalidFirst"

  @PIN-01 @PIN-02
  Scenario: A player with a PIN changes it by giving the current one; the fields take four digits
    Given I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/account/pin-code"
    Then the PIN form asks for my current PIN
    And the PIN fields take four digits
    When I type "1234" as my current PIN and "4321" as my new PIN and save
    Then the platform received the PIN change "4321" with the current PIN "1234"
    And the PIN of "pat@verify.test" is "4321"
    And I see a success message "pin.success"
    And I am on the page "/"

  @PIN-02
  Scenario: A wrong current PIN is told like a wrong code, and the PIN stays
    Given I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/account/pin-code"
    When I type "9999" as my current PIN and "4321" as my new PIN and save
    Then I read "code.attemptsLeft" with "count=2"
    When I type "9999" as my current PIN and "4321" as my new PIN and save
    Then I read "code.lastAttempt"
    And the PIN of "pat@verify.test" is "1234"

  @PIN-02
  Scenario: A failed save shows a failure notification
    Given I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/account/pin-code"
    And the platform fails the next PIN change
    When I type "1234" as my current PIN and "4321" as my new PIN and save
    Then I see an error message "pin.failed"

  @PIN-03
  Scenario: Without a session the update fails with 'No session ID found'
    When a PIN is saved without a session
    Then the update fails with "No session ID found. Please log in again."

  @PIN-04
  Scenario: Forgot PIN asks the platform for the e-mail and says it was sent
    Given I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/account/pin-code"
    When I press Forgot your PIN
    Then the platform was asked to e-mail "pat@verify.test" a PIN reset link
    And I see a success message "pin.resetSent"

  @PIN-04
  Scenario: Forgot PIN that fails says so
    Given I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/account/pin-code"
    And the platform fails the next PIN reset request
    When I press Forgot your PIN
    Then I see an error message "pin.resetFailed"

  @BLK-01
  Scenario: A blocked withdrawal shows a countdown, announced by the minute, that lifts by itself
    Given the legacy application serves the cashier pages
    And withdrawals of "pat@verify.test" are blocked for 125 seconds
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    When I open the page "/account/cashier/withdraw"
    Then the withdraw page says withdrawals are blocked, with "02:05" left
    And screen readers hear "About 3 minutes left."
    When 5 seconds pass
    Then the withdraw page says withdrawals are blocked, with "02:00" left
    And screen readers hear "About 2 minutes left."
    Given withdrawals of "pat@verify.test" are blocked for 0 seconds
    When 120 seconds pass
    Then the withdraw page shows no blocked banner

  @BLK-01
  Scenario: Withdrawals not blocked: no banner; a failed status read is only logged
    Given the legacy application serves the cashier pages
    And the platform fails the next operation status read
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    When I open the page "/account/cashier/withdraw"
    Then the withdraw page shows no blocked banner
    And a warning was logged about the operation status
    When 30 seconds pass
    Then the withdraw page shows no blocked banner

  @PH-02 @PH-03
  Scenario: A forced phone reset: a new number, its code, then the player logs in again
    Given the platform gave "pat@verify.test" the phone reset token "reset-phone-1"
    When I open the page "/validation-code/validatePhone?action=forcePhoneNumberReset&token=reset-phone-1"
    And I type "+44" as the country code and "7700 900123" as the number and ask for a code
    And I enter the code the platform sent to "pat@verify.test"
    And I verify
    Then I see a success message "phone.resetDone"
    And I am on the page "/login"
    And the phone of "pat@verify.test" is "+44" "7700900123", verified
