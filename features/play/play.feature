Feature: Playing a game
  A game's page shows the game, its provider and how to play, with the ways to play it: real money
  for a logged-in player, practice play with play money where the game offers it. The game opens in
  a frame served by the game provider, and talks to the site only through checked messages.

  Background:
    Given the game provider serves games from its own origin
    And the catalogue has the slot "Starburst Nights" with practice play
    And the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"

  Rule: GAME-06 The hash `quickplay` or `quickplay_realplay`, or the query parameters `quickplay` and `realplay`, open practice or real play

    @GAME-06
    Scenario Outline: A player's deep link <address> opens <play>
      Given the site lets logged-in players practise
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst Nights" at "<address>"
      Then "Starburst Nights" opens in <play>

      Examples:
        | address             | play          |
        | #quickplay          | practice play |
        | #quickplay_realplay | real play     |
        | ?quickplay          | practice play |
        | ?realplay           | real play     |

    @GAME-06
    Scenario: A visitor's quick play link opens practice play
      When I open the page of "Starburst Nights" at "#quickplay"
      Then "Starburst Nights" opens in practice play

    @GAME-06
    Scenario: Without a deep link the game waits for the player
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst Nights"
      Then no game is open
      And the platform was asked for no launch

  Rule: GAME-07 A logged-out player pressing play goes to login with destination = current path + `#quickplay_realplay`

    @GAME-07
    Scenario: Log in and play
      When I open the page of "Starburst Nights"
      And I press "Log in and play" on the game page
      Then I am on the login page with the destination of "Starburst Nights" and "#quickplay_realplay"
      When I log in on the page as "ada@demo.test" with password "Ready-Player-1"
      Then "Starburst Nights" opens in real play

  Rule: GAME-08 Quick play links and real play are available on mobile or when authenticated; logged-out players see the login-and-play button and practice play

    @GAME-08
    Scenario: A visitor sees log in and play, and practice play
      When I open the page of "Starburst Nights"
      Then I am offered "Log in and play" and "Practice play"

    @GAME-08
    Scenario: A visitor is offered no practice play for a game without it
      Given the catalogue has the slot "Gold Rush Live" without practice play
      When I open the page of "Gold Rush Live"
      Then I am offered only "Log in and play"

    @GAME-08
    Scenario Outline: A logged-in player plays for real, and practises only where the site allows it
      Given the site <setting> logged-in players practise
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst Nights"
      Then I am offered <offer>

      Examples:
        | setting      | offer                       |
        | lets         | "Play" and "Practice play"  |
        | does not let | only "Play"                 |

    @GAME-08
    Scenario Outline: Quick play links are there on mobile or when logged in
      Given I play on a <device> device
      And I am <who>
      Then quick play links are <offered>

      Examples:
        | device  | who                                                            | offered                     |
        | desktop | a visitor                                                      | not offered                 |
        | mobile  | a visitor                                                      | offered, into practice play |
        | desktop | logged in as "ada@demo.test" with password "Ready-Player-1"    | offered, into real play     |
        | mobile  | logged in as "ada@demo.test" with password "Ready-Player-1"    | offered, into real play     |

  Rule: GAME-09 Launch URLs: `.../games/{id}/url`, `.../v1/games/{id}/url?channelType&currencyCode&language&mode` with header `X-Channel`, and, when `isGamesIntegrationEnabled`, `games-integration-service/api/v1/games/{id}/url` or `.../{id}/practice/url` with `integrationParams` as JSON

    @GAME-09
    Scenario: Real play asks the casino lobby for the URL with the session, the channel, currency and language
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst Nights"
      And I press "Play" on the game page
      Then the platform was asked to launch "Starburst Nights" for real on the "lobby" path, channel "desktop", currency "EUR", language "en", with my session

    @GAME-09
    Scenario: A visitor's practice play on a phone asks for the mobile channel in the site's currency, without a session
      Given I play on a mobile device
      When I open the page of "Starburst Nights"
      And I press "Practice play" on the game page
      Then the platform was asked to launch "Starburst Nights" for practice on the "lobby" path, channel "mobile", currency "EUR", language "en", without a session

    @GAME-09
    Scenario Outline: With the games integration on, <play> asks the integration service
      Given the site has the games integration on
      And the site lets logged-in players practise
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst Nights"
      And I press "<button>" on the game page
      Then the platform was asked to launch "Starburst Nights" for <mode> on the "integration" path, channel "desktop", currency "EUR", language "en", <session>

      Examples:
        | play          | button        | mode     | session           |
        | real play     | Play          | real     | with my session   |
        | practice play | Practice play | practice | without a session |

    @GAME-09
    Scenario Outline: A launch URL that is not on the game provider's origin is never opened
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the platform answers the next launch with "<url>"
      When I open the page of "Starburst Nights"
      And I press "Play" on the game page
      Then no game is open
      And the game page tells me "The game could not be opened safely, so it was not opened."

      Examples:
        | url                                      |
        | javascript:alert(document.cookie)        |
        | data:text/html,<script>alert(1)</script> |
        | https://games.test.evil.example/play/1   |
        | /play/1                                  |

    @GAME-09
    Scenario: A launch that fails can be tried again
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the platform fails the next launch
      When I open the page of "Starburst Nights"
      And I press "Play" on the game page
      Then the game page tells me "The game could not be opened. Please try again."
      When I press "Try again" on the game page
      Then "Starburst Nights" opens in real play

  Rule: GAME-10 Virtual sports launch game 1331 by default

    @GAME-10
    Scenario: A visitor opening virtual sports practises game 1331
      When I open the page "/virtual-sports"
      Then game 1331 opens in practice play on the "legacy" path

    @GAME-10
    Scenario: A player opening virtual sports plays game 1331 for real
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/virtual-sports"
      Then game 1331 opens in real play on the "legacy" path

  Rule: GAME-11 Launching a game posts `{gameId}` to the recent-activity tracker (expects 202); a failure is only logged

    @GAME-11
    Scenario: A player's launch posts the game to the recent-activity tracker
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst Nights"
      And I press "Play" on the game page
      Then the recent-activity tracker was told I played "Starburst Nights"

  Rule: The game tells the site what happened

    Scenario: A real-money round shows in the account menu at once, not at the next poll
      Given "ada@demo.test" has a playable balance of 100 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the account menu is shown
      And I open the page of "Starburst Nights" at "#quickplay_realplay"
      When the game takes a stake of 2.5 "EUR" and tells the site the balance changed
      Then the account menu shows the balance "€97.50"

    Scenario: A flood of messages from the game asks the platform for the balance once
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the account menu is shown
      And I open the page of "Starburst Nights" at "#quickplay_realplay"
      When the game says 10000 times that the balance changed
      Then the platform was asked for my balances 2 times

    Scenario: The game's error is shown to the player in their language
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And I open the page of "Starburst Nights" at "#quickplay_realplay"
      When the game reports "INSUFFICIENT_FUNDS"
      Then the game page tells me "Not enough balance for this stake. Lower the stake or make a deposit."
