Feature: Session and login
  Visitors log in to become players. The site keeps the player's session in the `sid` cookie,
  names that session in every call it makes for them, takes them where they wanted to go, and tells
  them in their own language why a login did not work.

  Background:
    Given the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"

  Rule: AUTH-01 Two states: visitor and authenticated player. The cookie `sid` holds the session id and marks an authenticated session

    @AUTH-01
    Scenario: A visitor becomes an authenticated player by logging in
      Given I open the site without a session cookie
      Then I am a visitor
      And the account menu is not shown
      When I log in as "ada@demo.test" with password "Ready-Player-1"
      Then I am an authenticated player
      And the session cookie holds the session the platform opened for me
      And the account menu shows the name "Ada Lovelace"

    @AUTH-01
    Scenario: In the browser the session lives in the cookie named sid
      Given the site keeps its session in the browser's cookies
      When I log in as "ada@demo.test" with password "Ready-Player-1"
      Then the browser has a cookie "sid" holding the session the platform opened for me
      When I log out
      Then the browser has no cookie "sid"

    @AUTH-01
    Scenario: Coming back with a session cookie the platform still knows
      Given I logged in as "ada@demo.test" with password "Ready-Player-1" and closed the site
      When I open the site again
      Then I am an authenticated player
      And the account menu shows the name "Ada Lovelace"

    @AUTH-01
    Scenario: Coming back with a session cookie the platform has ended
      Given I logged in as "ada@demo.test" with password "Ready-Player-1" and closed the site
      And the platform has since ended that session
      When I open the site again
      Then I am a visitor
      And I have no session cookie

  Rule: AUTH-02 Every authorised call carries the session id in its path (`.../profiles/{session}/...`)

    @AUTH-02
    Scenario: Every call made for the player carries their session
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the platform was asked for my profile, balances, messages and loyalty
      And every one of those calls carried my session

    @AUTH-02 @platform
    Scenario: Over HTTP the session is a segment of the path of every call made for the player
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then every call made after the login had my session as a segment of its path, and nowhere else
      And my balances were asked for with "GET /services/wallet-gateway/v1/profiles/{session}/balances"
      And my loyalty profile was asked for with "GET /services/loyalty-points/v2/players/{session}/external"

  Rule: AUTH-03 Login posts JSON credentials to `/services/login-service/v1/login` or `/v1/login/{variant}`; optional header `X-CAPTCHA-TOKEN`, or `X-MFA-CODE` plus `X-ENFORCEMENT-METHOD: TWO_FACTOR_AUTHENTICATION` when the method is two-factor

    @AUTH-03 @platform
    Scenario Outline: The credentials are posted as JSON to the login service
      When I log in as "ada@demo.test" with password "Ready-Player-1" through the "<variant>" login
      Then the platform received one "POST" to "<path>"
      And its JSON body holds the username "ada@demo.test" and the password "Ready-Player-1"

      Examples:
        | variant  | path                                   |
        | standard | /services/login-service/v1/login       |
        | pin      | /services/login-service/v1/login/pin   |

    @AUTH-03 @platform
    Scenario Outline: A captcha token or a verification code travels in the login headers
      When I log in as "ada@demo.test" with password "Ready-Player-1" <proof>
      Then the login request carried the header "X-CAPTCHA-TOKEN" as "<captcha header>"
      And the login request carried the header "X-MFA-CODE" as "<code header>"
      And the login request carried the header "X-ENFORCEMENT-METHOD" as "<enforcement header>"

      Examples:
        | proof                                    | captcha header | code header | enforcement header        |
        | and nothing else                         | (none)         | (none)      | (none)                    |
        | and the captcha token "captcha-tok-42"   | captcha-tok-42 | (none)      | (none)                    |
        | and the SMS code "123456"                | (none)         | 123456      | (none)                    |
        | and the PIN_CODE code "4321"             | (none)         | 4321        | (none)                    |
        | and the TWO_FACTOR_AUTHENTICATION code "654321" | (none)  | 654321      | TWO_FACTOR_AUTHENTICATION |

    @AUTH-03 @AUTH-08 @platform
    Scenario: A player asked to prove they are not a robot logs in with a captcha token
      Given the player "robot@demo.test" with password "Captcha-Pass-1" is registered
      And the platform asks "robot@demo.test" to pass a captcha
      When I log in as "robot@demo.test" with password "Captcha-Pass-1"
      Then the login is refused because a captcha is required
      And I am a visitor
      When I pass the captcha
      And I log in again with the captcha token I was given
      Then I am an authenticated player
      And my last login attempt carried the captcha token I was given

    @AUTH-03 @AUTH-08 @platform
    Scenario: A player who confirms logins by SMS logs in with the code sent to their phone
      Given the player "sms@demo.test" with password "Sms-Pass-1" is registered
      And "sms@demo.test" confirms logins with a code sent by SMS
      When I log in as "sms@demo.test" with password "Sms-Pass-1"
      Then the login is refused because the "SMS" code is required
      When I log in again with the code the platform sent to "sms@demo.test"
      Then I am an authenticated player
      And my last login attempt carried the code the platform sent to "sms@demo.test"

  Rule: AUTH-04 Status 428 yields a required action `{action, token, profileInfo}`; 401 yields a login error

    @AUTH-04 @platform
    Scenario: A 428 answer asks for an action, with its token and the player's profile information
      Given "ada@demo.test" has the pending action "forcePasswordReset"
      When I log in as "ada@demo.test" with password "Ready-Player-1" wanting to go to "/account"
      Then I must complete the required action "forcePasswordReset" with the token the platform issued
      And the required action carries the profile information:
        | email     | ada@demo.test |
        | firstName | Ada           |
      And I am sent to "/account/password-reset" with the action, the token the platform issued and the destination "/account"
      And I am a visitor

    @AUTH-04 @AUTH-08 @platform
    Scenario: A 401 answer is a login error
      When I log in as "ada@demo.test" with password "not-my-password"
      Then the login is refused because the credentials are wrong, with the errors "INVALID_CREDENTIALS"
      And I see a login error message in English
      And I am a visitor
      And I have no session cookie

  Rule: AUTH-05 On success the session id is stored and the profile is loaded; a profile without a PIN code turns the outcome into ACTION_REQUIRED with ADD_PIN_CODE; a failed profile load clears the session

    @AUTH-05
    Scenario: A successful login stores the session and loads the profile
      When I log in as "ada@demo.test" with password "Ready-Player-1"
      Then the session cookie holds the session the platform opened for me
      And the platform was asked for the profile of that session
      And the account menu shows the name "Ada Lovelace"

    @AUTH-05 @AUTH-06 @AUTH-07
    Scenario: A player without a PIN code must add one before going on
      Given the player "grace@demo.test" with password "No-Pin-Pass-1" is registered as "Grace" "Hopper"
      And "grace@demo.test" has no PIN code
      When I log in as "grace@demo.test" with password "No-Pin-Pass-1" wanting to go to "/account"
      Then I must complete the required action "ADD_PIN_CODE"
      And I am sent to "/account/pin-code" with the action and the destination "/account"
      And I am an authenticated player

    @AUTH-05 @AUTH-08
    Scenario: When the profile cannot be loaded the session is cleared
      Given the platform cannot return profiles right now
      When I log in as "ada@demo.test" with password "Ready-Player-1"
      Then the login is refused because my account could not be loaded
      And I see a login error message in English
      And I have no session cookie
      And I am a visitor

  Rule: AUTH-06 Required actions are ADD_PIN_CODE, forcePasswordReset, forcePhoneNumberReset, forcePinReset; any other raises UNKNOWN_REQUIRED_ACTION

    @AUTH-06 @AUTH-07 @platform
    Scenario Outline: Each required action sends the player to its page
      Given "ada@demo.test" has the pending action "<action>"
      When I log in as "ada@demo.test" with password "Ready-Player-1" wanting to go to "/casino"
      Then I must complete the required action "<action>"
      And I am sent to "<page>" with the action, the token the platform issued and the destination "/casino"
      And I am a visitor

      Examples:
        | action                | page                           |
        | ADD_PIN_CODE          | /account/pin-code              |
        | forcePasswordReset    | /account/password-reset        |
        | forcePhoneNumberReset | /validation-code/validatePhone |
        | forcePinReset         | /account/pin-code              |

    @AUTH-06 @AUTH-08 @platform
    Scenario: An action the site does not know is refused
      Given "ada@demo.test" has the pending action "acceptNewTermsAndConditions"
      When I log in as "ada@demo.test" with password "Ready-Player-1"
      Then the login is refused because the required action is unknown
      And I see a login error message in English
      And I am a visitor

  Rule: AUTH-07 ACTION_REQUIRED sends the player to that action's page with its params plus the destination; otherwise to the destination, else the last page, else home

    @AUTH-07
    Scenario Outline: The destination, else the last page, else home
      Given the last page I visited was "<last page>"
      When I log in as "ada@demo.test" with password "Ready-Player-1" wanting to go to "<destination>"
      Then I am sent to "<sent to>"

      Examples:
        | destination            | last page                 | sent to                |
        | /casino/slots?sort=new | /help                     | /casino/slots?sort=new |
        |                        | /help/search-content?searchTerm=bonus | /help/search-content?searchTerm=bonus |
        |                        |                           | /                      |
        |                        | /login?destination=%2Fhelp | /                     |

    @AUTH-07
    Scenario Outline: A destination that leads off the site sends the player home
      When I log in as "ada@demo.test" with password "Ready-Player-1" wanting to go to "<destination>"
      Then I am sent to "/"

      Examples:
        | destination          |
        | //evil.example       |
        | /\\evil.example      |
        | https://evil.example |
        | javascript:alert(1)  |
        | %2F%2Fevil.example   |
        | /%2F%2Fevil.example  |
        | /%5Cevil.example     |
        | /.//evil.example     |
        | /a/..//evil.example  |

  Rule: AUTH-08 Login error causes: blocked, DISABLED_PROFILE, invalid_grant (server returns an errors list), invalid_grant_captcha_enforcement, INVALID_REQUIRED_ACTION_DETAILS, mfa_required:PIN_CODE, mfa_required:SMS, mfa_required:TWO_FACTOR_AUTHENTICATION, Precondition Required, VERIFICATION_BLOCKED, UNKNOWN_REQUIRED_ACTION; an unrecognised errorCode is UNKNOWN_ERROR; 422 is VALIDATION_ERROR with per-field `{field, cause}`; any other non-OK reply is a generic error. Each cause shows the player a distinct, translated message

    @AUTH-08 @platform
    Scenario Outline: A refusal shows the player a message of its own, in English and in Spanish
      Given the platform answers the next login with "<answer>"
      When I log in as "ada@demo.test" with password "Ready-Player-1"
      Then the login is refused
      And the English message I see mentions "<the message mentions>"
      And the Spanish message is a translation of it, not the same text

      Examples:
        | answer                                 | the message mentions |
        | blocked                                | blocked              |
        | DISABLED_PROFILE                       | disabled             |
        | invalid_grant                          | password             |
        | invalid_grant_captcha_enforcement      | robot                |
        | INVALID_REQUIRED_ACTION_DETAILS        | step                 |
        | mfa_required:PIN_CODE                  | PIN                  |
        | mfa_required:SMS                       | phone                |
        | mfa_required:TWO_FACTOR_AUTHENTICATION | authenticator        |
        | Precondition Required                  | attention            |
        | VERIFICATION_BLOCKED                   | blocked              |
        | UNKNOWN_REQUIRED_ACTION                | step                 |
        | an errorCode nobody knows              | try again            |
        | an empty username                      | fields               |
        | too many attempts from one connection  | wait                 |
        | a server failure                       | went wrong           |

    @AUTH-08 @platform
    Scenario: Every cause has a message of its own in each language
      When I try to log in once against each of these platform answers:
        | answer                                 |
        | blocked                                |
        | DISABLED_PROFILE                       |
        | invalid_grant                          |
        | invalid_grant_captcha_enforcement      |
        | INVALID_REQUIRED_ACTION_DETAILS        |
        | mfa_required:PIN_CODE                  |
        | mfa_required:SMS                       |
        | mfa_required:TWO_FACTOR_AUTHENTICATION |
        | a wrong SMS code, 2 attempts left      |
        | a wrong SMS code, last attempt         |
        | Precondition Required                  |
        | VERIFICATION_BLOCKED                   |
        | UNKNOWN_REQUIRED_ACTION                |
        | an errorCode nobody knows              |
        | an empty username                      |
        | too many attempts from one connection  |
        | a server error with no body            |
      Then each answer showed a different message in English
      And each answer showed a different message in Spanish
      And no answer showed the same message in English and in Spanish

    @AUTH-08 @platform
    Scenario: A 428 answer the site cannot use is a login error too
      When I try to log in once against each of these platform answers:
        | answer                                     | error code                      |
        | a 428 with no body                         | Precondition Required           |
        | a 428 without a token                      | INVALID_REQUIRED_ACTION_DETAILS |
        | a 428 for an action the site does not know | UNKNOWN_REQUIRED_ACTION         |
      Then each answer was refused with the same message as its error code

    @AUTH-08 @platform
    Scenario: Any other reply that is not OK shows the same generic message
      When I try to log in once against each of these platform answers:
        | answer                      |
        | a server error with no body |
        | a service unavailable page  |
        | a not found with no body    |
        | a bad request with no code  |
        | no connection               |
      Then every answer showed the same message in English
      And that message is not the one for an unknown error code

    @AUTH-08 @platform
    Scenario: An unprocessable login shows what is wrong with each field
      Given the platform answers the next login with "a username that is not an email and a password too long"
      When I log in as "not-an-email" with password "Ready-Player-1"
      Then the login is refused as invalid, with these field errors:
        | field    | cause          |
        | username | INVALID_FORMAT |
        | password | TOO_LONG       |
      And the two fields show different messages, in English and in Spanish

    @AUTH-08 @platform
    Scenario: Empty fields are refused field by field
      When I log in as "" with password ""
      Then the login is refused as invalid, with these field errors:
        | field    | cause    |
        | username | REQUIRED |
        | password | REQUIRED |

    @AUTH-08 @platform
    Scenario: Wrong verification codes count down, then verification is blocked
      Given the player "sms@demo.test" with password "Sms-Pass-1" is registered
      And "sms@demo.test" confirms logins with a code sent by SMS
      When I log in as "sms@demo.test" with password "Sms-Pass-1" and the SMS code "111111"
      Then I am told the code is wrong and that I have 2 attempts left
      When I log in again with the SMS code "222222"
      Then I am told the code is wrong and that this is my last attempt
      When I log in again with the SMS code "333333"
      Then the login is refused because verification is blocked
      And I am a visitor

    @AUTH-08 @platform
    Scenario: Too many wrong passwords block the account
      When I log in 5 times as "ada@demo.test" with the wrong password "not-my-password"
      Then the login is refused because the account is blocked
      And the message I see differs from the one for a wrong password

    @AUTH-08 @platform
    Scenario: A disabled profile cannot log in
      Given the profile of "ada@demo.test" is disabled
      When I log in as "ada@demo.test" with password "Ready-Player-1"
      Then the login is refused because the profile is disabled
      And I see a login error message in English

  Rule: AUTH-09 Logout success: unauthenticated, a message, then home. Failure: 'An unexpected error occurred while logging out.' or the error's own message

    @AUTH-09
    Scenario: Logging out makes the player a visitor, with a message
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I log out
      Then I am a visitor
      And I have no session cookie
      And I see a success message that I have been logged out, in English
      And the site is told that I logged out

    @AUTH-09 @ui
    Scenario: Logging out from the account menu takes the player home
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And I open the page "/account/cashier/deposit"
      When I open the account menu and press the log out button
      Then I am on the page "/"
      And I see the message that I have been logged out

    @AUTH-09
    Scenario: A failed logout keeps the player logged in and says so
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the platform fails the next logout with status 500
      When I log out
      Then I see the error "An unexpected error occurred while logging out."
      And I am an authenticated player
      And the session cookie holds the session the platform opened for me

    @AUTH-09
    Scenario: A failed logout shows the platform's own explanation when it gives one
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the platform fails the next logout with status 503 saying "Logout is paused for maintenance, please retry."
      When I log out
      Then I see the error "Logout is paused for maintenance, please retry."
      And I am an authenticated player

    @AUTH-09
    Scenario: The logout failure is shown in the player's language
      Given the player "ana@demo.test" with password "Hola-Pass-1" is registered and prefers "Spanish"
      And I am logged in as "ana@demo.test" with password "Hola-Pass-1"
      And the platform fails the next logout with status 500
      When I log out
      Then I see an error in Spanish that is not the English "An unexpected error occurred while logging out."

    @AUTH-09
    Scenario: Logging out of a session the platform already ended still logs the player out
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the platform has since ended that session
      When I log out
      Then I am a visitor
      And I have no session cookie

  Rule: AUTH-10 Display name: first and last name, else nickname, else email

    @AUTH-10
    Scenario Outline: First and last name, else nickname, else email
      An empty cell is a name the player never gave; "(spaces)" is one made only of spaces.

      Given the player "<email>" with password "Name-Pass-1" is registered with first name "<first name>", last name "<last name>" and nickname "<nickname>"
      When I log in as "<email>" with password "Name-Pass-1"
      Then the account menu shows the name "<shown>"

      Examples:
        | email           | first name | last name | nickname | shown           |
        | ada@demo.test   | Ada        | Lovelace  | ada      | Ada Lovelace    |
        | ada@demo.test   |            |           | adal     | adal            |
        | ada@demo.test   | (spaces)   | (spaces)  | adal     | adal            |
        | ada@demo.test   | Ada        |           | adal     | Ada             |
        | grace@demo.test |            |           |          | grace@demo.test |
        | grace@demo.test |            |           | (spaces) | grace@demo.test |

  Rule: AUTH-11 Login success carries sessionId, userCountry, loginFromDifferentCountry and attributes.language; the player's language is applied

    @AUTH-11 @platform
    Scenario: The login answer carries the session, the country, the different-country flag and the language
      Given the platform answers the next login with the session "Zq7uVb2yXk9LmN4pQr8sT1wA" from "ES", flagged as from a different country, in "es"
      When the site reads the platform's answer to a login as "ada@demo.test" with password "Ready-Player-1"
      Then the answer names the session "Zq7uVb2yXk9LmN4pQr8sT1wA", the country "ES", a login from a different country and the language "es"

    @AUTH-11
    Scenario: The player's own language is applied when they log in
      Given the player "ana@demo.test" with password "Hola-Pass-1" is registered and prefers "Spanish"
      And "ana@demo.test" has a playable balance of 1234.5 "EUR"
      And I am browsing in "English"
      When I log in as "ana@demo.test" with password "Hola-Pass-1"
      And the account menu is shown
      Then the site is in "Spanish"
      And the language cookie says "es"
      And the account menu shows the balance "1234,50 €"

    @AUTH-11 @platform
    Scenario: The language in the login answer wins over the one in the profile
      Given I am browsing in "English"
      And the platform answers the next login as "ada@demo.test" with a session of theirs, in "es"
      When I log in as "ada@demo.test" with password "Ready-Player-1"
      Then I am an authenticated player
      And the site is in "Spanish"

  Rule: AUTH-12 The login page takes a `destination` query parameter

    @AUTH-12 @ui
    Scenario: The login page sends the player to its destination
      Given I open the page "/login?destination=%2Faccount%2Fcashier%2Fdeposit"
      When I log in on the page as "ada@demo.test" with password "Ready-Player-1"
      Then I am on the page "/account/cashier/deposit"

    @AUTH-12 @ui
    Scenario: A page for players sends a visitor to log in, with that page as the destination
      Given I open the page "/account"
      Then I am on the page "/login?destination=%2Faccount"
      When I log in on the page as "ada@demo.test" with password "Ready-Player-1"
      Then I am on the page "/account"
      And the page shows the name "Ada Lovelace"

    @AUTH-12 @AUTH-07 @ui
    Scenario: The login page ignores a destination off the site
      Given I open the page "/login?destination=%2F%2Fevil.example%2Fsteal"
      When I log in on the page as "ada@demo.test" with password "Ready-Player-1"
      Then I am on the page "/"
