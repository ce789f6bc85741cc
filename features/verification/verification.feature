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
    Then I read "Security"
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
    And I see a success message "Your phone number is verified."
    And I am on the page "/account"

  @PH-04
  Scenario: A code sent says how many more can be asked for
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    When I ask for a code
    Then I read "Code sent. You can ask for 4 more codes this hour."
    And I can ask for another code

  @PH-04
  Scenario Outline: Each refusal to send a code is shown, and resend hidden when none can be sent
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    And the platform answers the next code request with "<answer>"
    When I ask for a code
    Then I read "<message>"
    And I <resend> ask for another code

    Examples:
      | answer                                     | message                                        | resend |
      | phone verification blocked for 10 minutes | Phone verification is blocked for 10 minutes. | cannot |
      | no more codes for 30 minutes               | You cannot ask for more codes for 30 minutes.  | cannot |
      | the phone must be verified first           | Your phone number must be verified first.      | can    |

  @PH-04
  Scenario: A phone verified meanwhile clears the message
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
    And the platform gives 3 attempts at a code, and will answer my wrong ones with 2 left, 1 left, then a block of 15 minutes
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    When I ask for a code
    And I enter a wrong code
    And I verify
    Then I read "Wrong code. You have 2 attempts left."
    When I verify
    Then I read "Wrong code. This is your last attempt before the operation is blocked."
    When I verify
    Then I read "Too many wrong codes. This operation is blocked for 15 minutes."
    And I cannot ask for another code

  @PH-05
  Scenario: A code when none is live gets the specific message of the first mistake
    Given "pat@verify.test" has the phone "+356" "99123456", not verified
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/validation-code/validatePhone"
    And the platform will take my next code for one it does not know, with all 3 attempts left
    When I enter a wrong code
    And I verify
    Then I read "That code is not valid. Check the SMS and try again."

  @PIN-01 @PIN-02
  Scenario: A player with a PIN changes it by giving the current one; the fields take four digits
    Given I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/account/pin-code"
    Then the PIN form asks for my current PIN
    And the PIN fields take four digits
    When I type "1234" as my current PIN and "4321" as my new PIN and save
    Then the platform received the PIN change "4321" with the current PIN "1234"
    And the PIN of "pat@verify.test" is "4321"
    And I see a success message "Your PIN code has been saved."
    And I am on the page "/"

  @PIN-02
  Scenario: A wrong current PIN is told like a wrong code, and the PIN stays
    Given the platform gives 3 attempts at a code, and will answer my wrong ones with 2 left, 1 left, then a block of 15 minutes
    And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/account/pin-code"
    When I type "9999" as my current PIN and "4321" as my new PIN and save
    Then I read "Wrong code. You have 2 attempts left."
    When I type "9999" as my current PIN and "4321" as my new PIN and save
    Then I read "Wrong code. This is your last attempt before the operation is blocked."
    And the PIN of "pat@verify.test" is "1234"

  @PIN-02
  Scenario: A failed save shows a failure notification
    Given I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/account/pin-code"
    And the platform fails the next PIN change
    When I type "1234" as my current PIN and "4321" as my new PIN and save
    Then I see an error message "We could not save your PIN code. Please try again."

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
    And I see a success message "We have sent you an e-mail with a link to choose a new PIN."

  @PIN-04
  Scenario: Forgot PIN that fails says so
    Given I am logged in as "pat@verify.test" with password "Phone-Proof-1"
    And I open the page "/account/pin-code"
    And the platform fails the next PIN reset request
    When I press Forgot your PIN
    Then I see an error message "We could not send the e-mail. Please try again later."

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
    Then I see a success message "Your new phone number is verified. Please log in again."
    And I am on the page "/login"
    And the phone of "pat@verify.test" is "+44" "7700900123", verified
