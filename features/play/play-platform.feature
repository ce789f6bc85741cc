@platform
Feature: Playing a game, over the platform
  The same launches against the sandbox, which plays the operator's platform and the game provider
  on a second origin: what leaves the site on the wire, and where the game is served from.

  Background:
    Given the game provider serves games from its own origin
    And the player "ada@play.test" with password "Ready-Player-1" is registered

  @GAME-09
  Scenario: Real play asks the casino lobby with the channel in X-Channel and the session in X-Session-Id
    Given I am logged in as "ada@play.test" with password "Ready-Player-1"
    When I launch a slot of the catalogue for real
    Then the site asked "/services/casino/casino-lobby-services/v1/games/{id}/url" with channelType "desktop", currencyCode "EUR", language "en" and mode "real"
    And that request carried X-Channel "desktop" and my session in X-Session-Id
    And the game opens on the game provider's origin

  @GAME-09
  Scenario: With the games integration on, practice play asks the practice path with integrationParams as JSON
    Given the site has the games integration on
    When I launch a slot of the catalogue for practice
    Then the site asked "/services/games-integration-service/api/v1/games/{id}/practice/url" with integrationParams naming the channel "desktop", the currency "EUR" and the language "en", and no session
    And the game opens on the game provider's origin

  @GAME-09
  Scenario: With the games integration on, real play names the session inside integrationParams
    Given the site has the games integration on
    And I am logged in as "ada@play.test" with password "Ready-Player-1"
    When I launch a slot of the catalogue for real
    Then the site asked "/services/games-integration-service/api/v1/games/{id}/url" with integrationParams naming the channel, currency, language and my session
    And the game opens on the game provider's origin

  @GAME-10
  Scenario: Virtual sports launch game 1331 through the older path
    When I launch virtual sports
    Then the site asked "/services/casino/casino-lobby-services/games/1331/url" with mode "practice", language "en" and currencyCode "EUR"
    And the game opens on the game provider's origin

  @GAME-11
  Scenario: A player's launch is posted to the recent-activity tracker
    Given I am logged in as "ada@play.test" with password "Ready-Player-1"
    When I launch a slot of the catalogue for real
    Then the site posted the game to "/services/recent-activity-tracker/v1/profile/{session}/casino", and the tracker now lists it first

  Scenario: A real-money round on the provider shows in the account menu at once
    Given "ada@play.test" has a playable balance of 100 "EUR"
    And I am logged in as "ada@play.test" with password "Ready-Player-1"
    And the account menu is shown
    And the account menu shows the balance "€100.00"
    When I launch a slot of the catalogue for real
    And the game in its frame plays a round of 1 and tells the site the balance changed
    Then the account menu shows the balance the provider answered, before the next poll
