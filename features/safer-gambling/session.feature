Feature: The player's session: reality check, session clock, session-time end, login and logout messages
  While logged in, a player is reminded every so often how long they have played and whether they
  have won or lost since logging in; a game shows the time since login and the net position; the
  session ends, said as such, when the player's session-time limit is reached; and each login and
  logout says what the player's jurisdiction asks to be said, with the previous login's date and time.

  Background:
    Given the jurisdiction "MT" says "Play responsibly." at login and "Thank you for playing." at logout
    And the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"

  @SG-11 @SG-16
  Scenario: After logging in, the player sees when they last logged in and the jurisdiction's message
    Given "ada@demo.test" last logged in at "2026-11-20T18:45:00Z"
    And I open the page "/login"
    When I log in on the page as "ada@demo.test" with password "Ready-Player-1"
    Then I am told when I last logged in
    And the jurisdiction tells me "Play responsibly."

  @SG-16
  Scenario: After logging out, the jurisdiction's logout message
    Given I open the page "/login"
    And I log in on the page as "ada@demo.test" with password "Ready-Player-1"
    When I open the account menu and press the log out button
    Then I see the message that I have been logged out
    And the jurisdiction tells me "Thank you for playing."

  @SG-07
  Scenario: A reality check comes after the jurisdiction's interval with the time played and the net position
    Given the jurisdiction "MT" has a reality check every 60 minutes
    And I open the page "/login"
    And I log in on the page as "ada@demo.test" with password "Ready-Player-1"
    And my net position since login is "-12.50" euros
    When 59 minutes pass
    Then no reality check is shown
    When 1 minutes pass
    Then a reality check shows 1 h 0 min played and a net position of "-12.50" euros, with focus inside it

  @SG-07
  Scenario: "Continue playing" closes the reality check until the next interval; Escape continues too
    Given the jurisdiction "MT" has a reality check every 30 minutes
    And I open the page "/login"
    And I log in on the page as "ada@demo.test" with password "Ready-Player-1"
    When 30 minutes pass
    And I choose "Continue playing" in the reality check
    Then no reality check is shown
    And I am still logged in
    When 30 minutes pass
    Then a reality check shows 1 h 0 min played and a net position of "0" euros, with focus inside it
    When I press Escape in the reality check
    Then no reality check is shown

  @SG-07
  Scenario: "Stop playing" logs the player out
    Given I open the page "/login"
    And I log in on the page as "ada@demo.test" with password "Ready-Player-1"
    And my net position since login is "40" euros
    When 60 minutes pass
    Then a reality check shows 1 h 0 min played and a net position of "40" euros, with focus inside it
    When I choose "Stop playing" in the reality check
    Then I am logged out
    And no reality check is shown

  @SG-07
  Scenario: The player chooses how often the reality check comes, within 10 to 240 minutes
    Given I open the page "/login?destination=%2Fsafer-gambling"
    And I log in on the page as "ada@demo.test" with password "Ready-Player-1"
    When I choose a reality check every "5" minutes on the hub
    Then the reality-check interval field says "Choose between 10 and 240 minutes."
    When I choose a reality check every "20" minutes on the hub
    Then the hub says my reality check comes every 20 minutes
    And the platform was sent the reality-check intervals "20"
    When 20 minutes pass
    Then a reality check shows 0 h 20 min played and a net position of "0" euros, with focus inside it

  @SG-13
  Scenario: Reaching the session-time limit ends the session and says why
    Given "ada@demo.test" has 25 minutes left of the session-time limit today
    And I open the page "/login"
    And I log in on the page as "ada@demo.test" with password "Ready-Player-1"
    When 24 minutes pass
    Then I am still logged in
    When 1 minutes pass
    Then I am logged out
    And I am told why: my session-time limit is reached

  @SG-13
  Scenario: A call the platform refuses at the session-time limit ends the session with the same message, not "session expired"
    Given I open the page "/login"
    And I log in on the page as "ada@demo.test" with password "Ready-Player-1"
    When the platform ends my session because the session-time limit is reached
    And 30 seconds pass
    Then I am logged out
    And I am told why: my session-time limit is reached
    And I am not told that my session expired
    And I am on the page "/"

  @SG-13
  Scenario: A login refused at the session-time limit says why
    Given the platform refuses logins because the session-time limit is reached
    And I open the page "/login"
    When I log in on the page as "ada@demo.test" with password "Ready-Player-1"
    Then the login page says my session-time limit is reached

  @SG-08
  Scenario: While a game is open, the session clock and the net position stay visible
    Given the game provider serves games from its own origin
    And the catalogue has the slot "Starburst Nights" with practice play
    And I open the page "/login"
    And I log in on the page as "ada@demo.test" with password "Ready-Player-1"
    And my net position since login is "-2.00" euros
    When I open the page of "Starburst Nights" at "#quickplay_realplay"
    Then "Starburst Nights" opens in real play
    When 5 seconds pass
    Then the game shows a session clock of "00:00:05" and a net position of "-2.00" euros
    When 30 seconds pass
    Then the game shows a session clock of "00:00:35" and a net position of "-2.00" euros
