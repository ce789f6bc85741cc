Feature: Two-factor authentication: an authenticator app's code on top of the password
  A player turns two-factor on from the account area: the enrolment is confirmed with a code of the
  site's enrolment method (an SMS code, or the player's PIN), the platform answers a key for the
  authenticator app, shown as a QR code and as text, and the app's first code turns it on. It can be
  turned off with a code of the app, and reset (the phone with the app was lost) with the enrolment
  method's code. The account page reminds the player to turn it on.

  Background:
    Given the site offers two-factor authentication, enrolled by SMS
    And the player "tess@twofactor.test" with password "Ready-Player-1" is registered
    And "tess@twofactor.test" has a validated phone and a PIN

  Rule: MFA-01 Enrolment: start the enrol operation, then submit a code; success with an otpAuthUri stores it in session storage and goes to the setup page

    @MFA-01 @MFA-07
    Scenario: Enrolling by SMS: the code sent for enable2fa opens the setup page with the key
      Given I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I open the page "/account/two-factor"
      When I press the button "Set up"
      Then the platform sent "tess@twofactor.test" a code for "enable2fa"
      When I type the code the platform sent "tess@twofactor.test" for "enable2fa" into "Code from the SMS" and press "Continue"
      Then I am on the page "/account/two-factor/setup"
      And the platform received an enrolment for "enable2fa" with that code
      And the setup page shows the key "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP" and its QR code
      And the enrolment URI is kept for the setup page

  Rule: MFA-02 The enrolment method is PIN or SMS, from `tfaEnrolment` and `mfaOperations`

    @MFA-02
    Scenario: Without SMS codes at the operator, enrolment asks for the PIN and sends nothing
      Given the operator sends no SMS codes
      And I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I open the page "/account/two-factor"
      When I press the button "Set up"
      Then the platform sent no code
      When I type "1234" into "Your 4-digit PIN" and press "Continue"
      Then I am on the page "/account/two-factor/setup"

  Rule: MFA-03 The two-factor guard redirects to `/` when the status is not among the valid statuses and shows a spinner while the status is unknown

    @MFA-03
    Scenario: Two-factor not available: the two-factor page sends the player home
      Given two-factor is "NOT_AVAILABLE" for "tess@twofactor.test"
      And I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      When I open the page "/account/two-factor"
      Then I am on the page "/"

    @MFA-03
    Scenario: While the status is not known yet, a spinner
      Given the two-factor status service answers the next request with 503
      And I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      When I open the page "/account/two-factor"
      Then I see the two-factor spinner
      # After a failure the poll waits twice its interval.
      When 60 seconds pass
      Then the page shows the two-factor status "Not set up"

    @MFA-03
    Scenario: The setup page without a key to set up goes back to the two-factor page
      Given I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      When I open the page "/account/two-factor/setup"
      Then I am on the page "/account/two-factor"

  Rule: MFA-06 The two-factor status is polled every 30 s while authenticated

    @MFA-06
    Scenario: One status request every 30 seconds once logged in, as a background refresh
      Given I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I open the page "/"
      Then the platform was asked for the two-factor status 1 time
      When 30 seconds pass
      Then the platform was asked for the two-factor status 2 times
      When 60 seconds pass
      Then the platform was asked for the two-factor status 4 times

  Rule: MFA-08 Verify is `PUT .../verifications/verify` with header `X-MOCK-2FA-VERIFICATION`; an operation code is confirmed with `POST .../operation/{operation}/confirmationCode`

    @MFA-08
    Scenario: The first code from the app turns it on and forgets the key
      Given I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I enrolled by SMS and am on the setup page
      When I type the code of the authenticator app into "6-digit code from the app" and press "Turn on"
      Then I see the success message "Two-factor authentication is on."
      And I am on the page "/account/two-factor"
      And the page shows the two-factor status "On"
      And the enrolment URI is no longer kept

  Rule: MFA-09 MFA_ACCOUNT_BLOCKED: error notification and redirect to the account two-factor page; during phone verification it hides resend and shows the blocked state

    @MFA-09
    Scenario: A blocked confirmation on the setup page
      Given I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I enrolled by SMS and am on the setup page
      And the platform will refuse the next verification as blocked for 15 minutes
      When I type "000000" into "6-digit code from the app" and press "Turn on"
      Then I see the error message "Too many wrong codes. Try again in 15 minutes."
      And I am on the page "/account/two-factor"

  Rule: MFA-10 MFA_INVALID_CONFIRMATION_CODE shows the invalid-code or last-attempt message; MFA_CONFIGURATION_ERROR and MFA_ERROR_VALIDATING_OPERATION show an error validating the operation; any other MFA error a generic one

    @MFA-10
    Scenario Outline: What the player reads for each failure of the enrolment code
      Given I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I open the page "/account/two-factor"
      And I press the button "Set up"
      And the platform will refuse the next enrolment <answer>
      When I type "123456" into "Code from the SMS" and press "Continue"
      Then the form says "<message>"
      And I am on the page "/account/two-factor"

      Examples:
        | answer                                    | message                                            |
        | as a wrong code, 2 attempts left of 3     | That code is not right. Try again.                 |
        | as a wrong code, 1 attempt left of 3      | That code is not right. You have one attempt left. |
        | with MFA_CONFIGURATION_ERROR              | There was an error validating the operation.       |
        | with MFA_ERROR_VALIDATING_OPERATION       | There was an error validating the operation.       |
        | with an error code the site does not know | Something went wrong. Please try again.            |

  Rule: MFA-07 Enrol posts to `.../two-factor/enrol` with optional `X-MFA-CODE` and `X-MFA-OPERATION`; the otp auth URI comes back either as the body or as an errorCode body

    @MFA-07
    Scenario: The URI as an error body still opens the setup page
      Given I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I open the page "/account/two-factor"
      And I press the button "Set up"
      And the platform will answer the next enrolment with an error whose code is the authenticator URI of the key "KRSXG5CTMVRXEZLU"
      When I type "123456" into "Code from the SMS" and press "Continue"
      Then I am on the page "/account/two-factor/setup"
      And the setup page shows the key "KRSX G5CT MVRX EZLU" and its QR code

  Rule: MFA-11 PLAYER_NOT_VALIDATED at enrolment start shows an error and stops

    @MFA-11
    Scenario: A phone not validated: an error, a way to validate it, and no code field
      Given "tess@twofactor.test" has no validated phone
      And I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I open the page "/account/two-factor"
      When I press the button "Set up"
      Then the form says "Validate your phone number first."
      And there is no field "Code from the SMS"
      And the page links to "/validation-code/validatePhone"

  Rule: MFA-12 Operations: changeStatus2FA, disable2FA, enable2fa, login, updateProfile, validatePhone, withdraw. Methods: PIN_CODE, SMS, TWO_FACTOR_AUTHENTICATION, EMAIL, NOT_APPLICABLE. Verification types: PASSWORD, PIN_CODE

    @MFA-12
    Scenario: The site knows exactly the operations, methods and verification types of the platform
      Then the two-factor operations are "changeStatus2FA, disable2FA, enable2fa, login, updateProfile, validatePhone, withdraw"
      And the code methods are "PIN_CODE, SMS, TWO_FACTOR_AUTHENTICATION, EMAIL, NOT_APPLICABLE"
      And the verification types are "PASSWORD, PIN_CODE"

  Rule: MFA-13 Two-factor authentication can be reset

    @MFA-13
    Scenario: Resetting with the SMS code of changeStatus2FA
      Given two-factor is "ENABLED" for "tess@twofactor.test"
      And I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I open the page "/account/two-factor"
      When I press the button "Reset"
      Then the platform sent "tess@twofactor.test" a code for "changeStatus2FA"
      When I type the code the platform sent "tess@twofactor.test" for "changeStatus2FA" into "Code from the SMS" and press "Reset two-factor authentication"
      Then I see the success message "Two-factor authentication was reset. Set it up again."
      And the page shows the two-factor status "Not set up"

    @MFA-13
    Scenario: Turning it off with the app's code
      Given two-factor is "ENABLED" for "tess@twofactor.test"
      And I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I open the page "/account/two-factor"
      When I type the code of the authenticator app into "Code from your authenticator app" and press "Turn off"
      Then I see the success message "Two-factor authentication is off."
      And the page shows the two-factor status "Off"

  Rule: MFA-04 The reminder alert shows only when two-factor is enabled, the method is ready (SMS with phone validated, or PIN with a PIN code), the status is PENDING, and the document status is not REQUESTED, INVALID or BLOCKED

    @MFA-04
    Scenario: Offered, ready, pending, and no document in the way: the reminder shows
      Given I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the two-factor reminder is shown

    @MFA-04
    Scenario Outline: Any one condition missing hides the reminder
      Given <condition>
      And I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the two-factor reminder is not shown

      Examples:
        | condition                                             |
        | two-factor is "ENABLED" for "tess@twofactor.test"     |
        | "tess@twofactor.test" has no validated phone          |
        | the site does not offer two-factor authentication     |

    @MFA-04
    Scenario Outline: The document's status holds the reminder back
      Then the reminder for a ready, pending player with the document <status> is <shown>

      Examples:
        | status    | shown     |
        | REQUESTED | not shown |
        | INVALID   | not shown |
        | BLOCKED   | not shown |
        | VERIFIED  | shown     |
        | PENDING   | shown     |
        | unknown   | shown     |

  Rule: MFA-05 Dismissing the reminder hides it for one day (cookie, 86400 s, path `/account`)

    @MFA-05
    Scenario: Not now: hidden, and back a day later
      Given I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I open the page "/account"
      When I press the button "Not now"
      Then the two-factor reminder is not shown
      When I open the page "/account"
      Then the two-factor reminder is not shown
      When I hide the page
      And 1440 minutes pass
      And I show the page again
      And I open the page "/account"
      Then the two-factor reminder is shown
