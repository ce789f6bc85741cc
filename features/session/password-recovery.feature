Feature: Getting back in
  A player who forgot their password asks for a link by e-mail and chooses a new one; a player
  locked out after wrong passwords is told for how long, and offered the same way back in.

  Rule: ACC-01 The login page and the lockout message lead to a "Forgot password?" page

    @ACC-01
    Scenario: The login page leads to the page where I ask for a link
      Given I open the page "/login"
      When I follow the link "Forgot password?"
      Then I am on the page "/account/forgot-password"
      When I ask for a reset link for "ada@demo.test"
      Then I read that a link is on its way if an account uses that address
      And the platform was asked to e-mail a reset link to "ada@demo.test"

  Rule: ACC-02 The same answer for every address; only an account's address gets a single-use link

    @ACC-02 @platform
    Scenario: A known and an unknown address read the same answer, and only the account is e-mailed
      Given the player "lost@recover.test" with password "Lost-Pass-1" is registered
      And I open the page "/account/forgot-password"
      When I ask for a reset link for "lost@recover.test"
      Then I read that a link is on its way if an account uses that address
      And "lost@recover.test" received an e-mail with a link to choose a new password
      When I open the page "/account/forgot-password"
      And I ask for a reset link for "nobody-at-all@recover.test"
      Then I read that a link is on its way if an account uses that address
      And "nobody-at-all@recover.test" received no e-mail

  Rule: ACC-03 The link sets a new password once: every session ends and the old password fails

    @ACC-03 @ACC-04 @platform
    Scenario: The e-mailed link works once
      Given the player "lost@recover.test" with password "Lost-Pass-1" is registered
      And "lost@recover.test" is logged in on another device
      And "lost@recover.test" asked for a reset link
      When I open the link of the e-mail to "lost@recover.test"
      And I choose the new password "Found-Again-Pass-7"
      Then I see a success message "Your password has been changed. Please log in with it."
      And I am on the page "/login?destination=%2F"
      And the session on the other device has ended
      And "lost@recover.test" can log in with "Found-Again-Pass-7" but no longer with "Lost-Pass-1"
      When I open the link of the e-mail to "lost@recover.test"
      And I choose the new password "Third-Time-Pass-7"
      Then I read "This link has expired or has already been used."
      And I am offered a new link

  Rule: ACC-04 A used or expired link says so, and offers a new one

    @ACC-04
    Scenario: A link the platform no longer knows
      Given I open the page "/account/password-reset?action=forcePasswordReset&token=long-gone"
      When I choose the new password "Good-Enough-Pass-7"
      Then I read "This link has expired or has already been used."
      And I am offered a new link

  Rule: ACC-05 Requests for a link are limited, and the site explains the refusal

    @ACC-05 @platform
    Scenario: A fourth request for one address within minutes is refused
      When I ask for a reset link for "flood@recover.test" 4 times
      Then I read that there were too many requests for a link, and to wait 20 minutes

  Rule: ACC-06 A new password follows joining's rules

    @ACC-06
    Scenario: The site refuses a short password before sending it
      Given the platform issued the reset link token "token-for-ada" to "ada@demo.test"
      And I open the page "/account/password-reset?token=token-for-ada"
      When I choose the new password "Short-7"
      Then I am told the password is-too-short
      And the platform was asked for nothing

    @ACC-06 @platform
    Scenario: The platform refuses a common password, and the link still works
      Given the player "lost@recover.test" with password "Lost-Pass-1" is registered
      And "lost@recover.test" asked for a reset link
      When I open the link of the e-mail to "lost@recover.test"
      And I choose the new password "password1234"
      Then I am told the password is-too-common
      When I choose the new password "Not-So-Common-Pass-7"
      Then I see a success message "Your password has been changed. Please log in with it."

    @ACC-08 @platform
    Scenario: The platform refuses a password that is easy to guess, and the link still works
      Given the player "weak@recover.test" with password "Weak-Pass-1" is registered
      And "weak@recover.test" asked for a reset link
      When I open the link of the e-mail to "weak@recover.test"
      And I choose the new password "1111111111"
      Then I am told the password is-easy-to-guess
      When I choose the new password "Marigold-Harbour-Lantern"
      Then I see a success message "Your password has been changed. Please log in with it."

  Rule: ACC-07 The lockout message says when to try again, and offers "Forgot password?"

    @ACC-07 @ACC-03 @platform
    Scenario: Locked out after five wrong passwords, and back in with a new one at once
      Given the player "locked@recover.test" with password "Locked-Pass-1" is registered
      And "locked@recover.test" got 4 wrong passwords in a row from my connection
      And I open the page "/login"
      When I log in on the page as "locked@recover.test" with password "still-not-it"
      Then I read that my account is blocked for 15 minutes
      And the message offers "Forgot password?"
      When I follow the link "Forgot password?"
      And I ask for a reset link for "locked@recover.test"
      And I open the link of the e-mail to "locked@recover.test"
      And I choose the new password "Open-Sesame-Pass-7"
      Then I see a success message "Your password has been changed. Please log in with it."
      And "locked@recover.test" can log in with "Open-Sesame-Pass-7" but no longer with "Locked-Pass-1"
