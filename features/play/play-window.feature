Feature: A game being played has the window
  While a game is played the page gives the window to it: a slim bar with the balance, the session
  clock, Deposit, Full screen and Close, and the game's frame below it. Full screen uses the
  browser's own, or covers the window where the browser has none or refuses it.

  Background:
    Given the game provider serves games from its own origin
    And the catalogue has the slot "Starburst Nights" with practice play, in the lobby
    And the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"

  Rule: PLAY-01 While a game is played its page gives the window to it, keeping its one heading and its main landmark

    @PLAY-01
    Scenario: The game's details leave while it is played, and come back when it is closed
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst Nights"
      And I press "Play" on the game page
      Then "Starburst Nights" opens in real play
      And the page's one heading "Starburst Nights" is visually hidden, inside its main landmark
      And the game's details and play buttons are not shown

  Rule: PLAY-02 The slim bar shows how the game is played, and in real play the balance, the session clock and Deposit

    @PLAY-02
    Scenario: Real play shows the balance, the session clock and Deposit
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst Nights"
      And I press "Play" on the game page
      Then the play bar says "Real money" and shows the balance and the session clock
      And the play bar offers "Deposit", "Full screen" and "Close game"

    @PLAY-02
    Scenario: Practice play shows neither a balance nor a session clock
      When I open the page of "Starburst Nights"
      And I press "Practice play" on the game page
      Then the play bar says "Practice play" and shows no balance and no session clock
      And the play bar offers "Full screen" and "Close game"

  Rule: PLAY-03 Full screen uses the browser's, or covers the window where the browser has none or refuses it; Escape leaves

    @PLAY-03
    Scenario: The browser's full screen, left by the browser itself
      Given the browser grants full screen
      When I open the page of "Starburst Nights"
      And I press "Practice play" on the game page
      And I press "Full screen" on the game page
      Then the play area is in the browser's full screen
      And the play bar offers "Exit full screen"
      When the browser leaves its full screen
      Then the play area is back in the page
      And the play bar offers "Full screen"

    @PLAY-03
    Scenario: A browser that refuses full screen: the play area covers the window, and Escape leaves
      Given the browser refuses full screen
      When I open the page of "Starburst Nights"
      And I press "Practice play" on the game page
      And I press "Full screen" on the game page
      Then the play area covers the window
      And the play bar offers "Exit full screen"
      When I press Escape
      Then the play area is back in the page

    @PLAY-03
    Scenario: A browser without full screen: the play area covers the window, and the button leaves
      Given the browser has no full screen
      When I open the page of "Starburst Nights"
      And I press "Practice play" on the game page
      And I press "Full screen" on the game page
      Then the play area covers the window
      When I press "Exit full screen" on the game page
      Then the play area is back in the page

  Rule: PLAY-04 Close game goes back to where the player came from on the site, or to the lobby

    @PLAY-04
    Scenario: From its category's card, Close game goes back to the category
      Given I came to the page of "Starburst Nights" from its category's card
      When I press "Practice play" on the game page
      And I press "Close game" on the game page
      Then no game is open
      And I am back on the category of "Starburst Nights"

    @PLAY-04
    Scenario: A game page opened first: Close game goes to the lobby
      When I open the page of "Starburst Nights"
      And I press "Practice play" on the game page
      And I press "Close game" on the game page
      Then no game is open
      And I am on the lobby
