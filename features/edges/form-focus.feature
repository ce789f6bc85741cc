Feature: The keyboard where the player needs it
  A player on a keyboard, or with a screen reader, lands where the work is: after a form is refused,
  on the first field to correct; when a code is asked for, in the code's field. Nobody hunts for the
  field that was wrong.

  Rule: EDGE-06 After a refused submit the focus is on the first field in error; a code step opens with the focus on its code field

    @EDGE-06
    Scenario: A wrong password puts the keyboard back in the password
      Given the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"
      And I open the page "/login"
      When I log in on the page as "ada@demo.test" with password "Not-My-Password"
      Then the cursor is in the "Password" field

    @EDGE-06
    Scenario: Asking for a reset link without an address puts the keyboard in the address
      Given I open the page "/account/forgot-password"
      When I press the button "Send me a link"
      Then the cursor is in the "Email" field

    @EDGE-06
    Scenario: A wrong current PIN puts the keyboard back in the current PIN
      Given the player "pat@verify.test" with password "Phone-Proof-1" is registered
      And I am logged in as "pat@verify.test" with password "Phone-Proof-1"
      And I open the page "/account/pin-code"
      When I type "9999" as my current PIN and "4321" as my new PIN and save
      Then the cursor is in the "Current PIN code" field

    @EDGE-06
    Scenario: Setting up two-factor, the code step opens in its field, and a wrong code brings the keyboard back to it
      Given the site offers two-factor authentication, enrolled by SMS
      And the player "tess@twofactor.test" with password "Ready-Player-1" is registered
      And "tess@twofactor.test" has a validated phone and a PIN
      And I am logged in as "tess@twofactor.test" with password "Ready-Player-1"
      And I open the page "/account/two-factor"
      When I press the button "Set up"
      Then the cursor is in the "Code from the SMS" field
      When I type "12" into "Code from the SMS" and press "Continue"
      Then the cursor is in the "Code from the SMS" field
