Feature: Two-factor authentication over the platform
  The same pages against the sandbox: the codes come from its outbox, the key from its enrolment,
  and the authenticator app's code is computed from the key the page shows.

  @platform @MFA-01 @MFA-06 @MFA-07 @MFA-08
  Scenario: Enrolling by SMS and turning two-factor on with the app's first code
    Given the site offers two-factor authentication, enrolled by SMS
    And the player "tara@twofactor.test" with password "Ready-Player-1" is registered
    And I am logged in as "tara@twofactor.test" with password "Ready-Player-1"
    And I open the page "/account/two-factor"
    When I press the button "Set up"
    And I type the code the platform sent "tara@twofactor.test" for "enable2fa" into "Code from the SMS" and press "Continue"
    Then I am on the page "/account/two-factor/setup"
    And the enrolment reached the platform with the operation "enable2fa" and the code in headers
    When I type the code my authenticator app shows for the key on the page into "6-digit code from the app" and press "Turn on"
    Then I see the success message "Two-factor authentication is on."
    And the first code reached the platform as a PUT with X-MOCK-2FA-VERIFICATION false
    And I am on the page "/account/two-factor"
    And the page shows the two-factor status "On"
    And every two-factor status request was a background refresh

  @platform @MFA-10
  Scenario: A wrong SMS code over the platform: the attempts left are told
    Given the site offers two-factor authentication, enrolled by SMS
    And the player "tara@twofactor.test" with password "Ready-Player-1" is registered
    And I am logged in as "tara@twofactor.test" with password "Ready-Player-1"
    And I open the page "/account/two-factor"
    When I press the button "Set up"
    And I type "000000" into "Code from the SMS" and press "Continue"
    Then the form says "That code is not right. Try again."
