Feature: The games of the lobby
  The lobby lists the casino's games by category from the content service, in the player's language.
  Game cards show the free-games and jackpot badges and the jackpot amount; the header search finds
  games as the player types; a player's launches are remembered for "My games".

  Background:
    Given the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"

  Rule: GAME-13 Game lists, the categories menu and game pages come from the content service by language and bucket; a category has slug, name, title, games and subCategories

    @GAME-13
    Scenario: A category has its slug, name, title, games and subcategories, read in the player's language and the site's bucket
      Given the site reads content from the bucket "winter"
      And the catalogue has these games:
        | name        | category | subcategory |
        | Starburst   | slots    | classic     |
        | Book of Ra  | slots    | video       |
        | Mega Moolah | jackpots | progressive |
      And I am browsing in Spanish
      When I open the category "slots"
      Then the category shows the slug "slots", the name "slots" and the games "Starburst, Book of Ra"
      And the category offers the subcategories "classic, video"
      And the content service was asked in "es" for the bucket "winter"

    @GAME-13
    Scenario: The categories menu of a channel and a game's page come from the content service in the player's language
      Given the catalogue has these games:
        | name        | category     | subcategory |
        | Starburst   | slots        | classic     |
        | Mega Moolah | jackpots     | progressive |
        | Lucky Wheel | live-casino  | roulette    |
      And the catalogue puts "live-casino" in the channel "live-casino"
      And I am browsing in Spanish
      When I open the categories menu of the channel "casino"
      Then the menu lists the categories "slots, jackpots"
      When I open the page of the game "Mega Moolah"
      Then the game page shows "Mega Moolah"
      And the content service was asked for the menu and the game page in "es"

    @GAME-13
    Scenario: A subcategory lists only its own games
      Given the catalogue has these games:
        | name       | category | subcategory |
        | Starburst  | slots    | classic     |
        | Book of Ra | slots    | video       |
      When I open the subcategory "video" of "slots"
      Then the category shows the games "Book of Ra"

    @GAME-13
    Scenario: A category that fails to load can be asked for again
      Given the catalogue has these games:
        | name      | category | subcategory |
        | Starburst | slots    | classic     |
      And the content service fails the next category request
      When I open the category "slots"
      Then the category could not be loaded
      When I try loading again
      Then the category shows the games "Starburst"

    @GAME-13 @GEO-01
    Scenario: A game the player's region excludes is not listed
      Given the site hides games by the player's region
      And the catalogue has these games:
        | name      | category | subcategory | hidden in |
        | Starburst | slots    | classic     |           |
        | Madrid Ace | slots   | classic     | ES-MD     |
      And the platform locates the player in "ES-MD"
      When I open the category "slots"
      Then the category shows the games "Starburst"

  Rule: GAME-01 Game cards show badges: free games (from offers and promotional spins) and jackpot

    @GAME-01 @GAME-04
    Scenario: A game with a free-games offer or a jackpot shows its badge
      Given the catalogue has these games:
        | name        | category | subcategory |
        | Starburst   | slots    | classic     |
        | Mega Moolah | jackpots | progressive |
        | Book of Ra  | slots    | video       |
      And "Starburst" has a free-games offer
      And "Mega Moolah" has a jackpot of "€1,234,567.89"
      When the cards of "Starburst, Mega Moolah, Book of Ra" are shown
      Then the card of "Starburst" shows the free-games badge and no jackpot badge
      And the card of "Mega Moolah" shows the jackpot badge and no free-games badge
      And the card of "Book of Ra" shows no badge

    @GAME-01 @GAME-05
    Scenario: Promotional spins give a logged-in player's card the free-games badge
      Given the site has promotional spins switched on
      And the catalogue has these games:
        | name      | category | subcategory |
        | Starburst | slots    | classic     |
      And "ada@demo.test" has promotional spins on "Starburst"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the cards of "Starburst" are shown
      Then the card of "Starburst" shows the free-games badge and no jackpot badge

  Rule: GAME-02 Jackpots come from `.../v1/jackpots?currencyCode&language&channelType`, cached after the first call, and can be asked per game id with the default currency and language

    @GAME-02
    Scenario: One jackpot request serves every card, with the currency, language and channel
      Given the catalogue has these games:
        | name        | category | subcategory |
        | Mega Moolah | jackpots | progressive |
        | Major Gold  | jackpots | progressive |
      And "Mega Moolah" has a jackpot of "€5,000.00"
      And "Major Gold" has a jackpot of "€2,500.00"
      When the cards of "Mega Moolah, Major Gold" are shown 6 times each
      Then the platform was asked for jackpots 1 time, with the currency "EUR", the language "en" and the channel "desktop"

    @GAME-02
    Scenario: Jackpots asked within 30 seconds come from the cache, later ones are asked again so amounts tick
      Given the catalogue has these games:
        | name        | category | subcategory |
        | Mega Moolah | jackpots | progressive |
      And "Mega Moolah" has a jackpot of "€5,000.00"
      When the cards of "Mega Moolah" are shown
      And every card leaves the screen
      And 10 seconds pass
      And the cards of "Mega Moolah" are shown
      Then the platform was asked for jackpots 1 time
      When "Mega Moolah" now has a jackpot of "€6,000.00"
      And 20 seconds pass
      Then the platform was asked for jackpots 2 times
      And the card of "Mega Moolah" shows the jackpot "€6,000.00"

    @GAME-02
    Scenario: One game's jackpot is asked with the default currency and language
      Given the site's default currency is "GBP"
      And the catalogue has these games:
        | name        | category | subcategory |
        | Mega Moolah | jackpots | progressive |
      And I am browsing in Spanish
      When the site asks for the jackpot of "Mega Moolah"
      Then the jackpot of one game was asked with the currency "GBP" and the language "en"

  Rule: GAME-03 A jackpot amount is divided by 100; above 1,000,000 it is shown in k or m with two decimals

    @GAME-03
    Scenario Outline: Jackpot amounts as the card shows them
      The platform reports a jackpot in hundredths of the currency; the card shows it in euros.

      Given the catalogue has these games:
        | name        | category | subcategory |
        | Mega Moolah | jackpots | progressive |
      And "Mega Moolah" has a jackpot of "<jackpot>"
      When the cards of "Mega Moolah" are shown
      Then the card of "Mega Moolah" shows the jackpot "<shown>"

      Examples:
        | jackpot       | shown      |
        | €1,234.56     | €1,234.56  |
        | €10,000.00    | €10,000.00 |
        | €12,345.99    | €12.34k    |
        | €1,234,567.89 | €1.23m     |

  Rule: GAME-04 Free-games offers come from `.../v1/offers/games` and are cached

    @GAME-04
    Scenario: The offers are asked once, however many cards and pages show them
      Given the catalogue has these games:
        | name      | category | subcategory |
        | Starburst | slots    | classic     |
      And "Starburst" has a free-games offer
      When the cards of "Starburst" are shown 10 times each
      And every card leaves the screen
      And the cards of "Starburst" are shown
      Then the platform was asked for free-games offers 1 time

  Rule: GAME-05 Promotional spins are polled every 300000 ms while authenticated and `isPromotionalSpinEnabled`

    @GAME-05
    Scenario: A logged-in player's promotional spins are asked every 300000 ms
      Given the site has promotional spins switched on
      And the catalogue has these games:
        | name      | category | subcategory |
        | Starburst | slots    | classic     |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the cards of "Starburst" are shown
      Then the platform was asked for promotional spins 1 time
      When 299 seconds pass
      Then the platform was asked for promotional spins 1 time
      When 1 second passes
      Then the platform was asked for promotional spins 2 times

    @GAME-05
    Scenario Outline: No promotional spins are asked <when>
      Given <setting>
      And the catalogue has these games:
        | name      | category | subcategory |
        | Starburst | slots    | classic     |
      And <who>
      When the cards of "Starburst" are shown
      And 600 seconds pass
      Then the platform was asked for promotional spins 0 times

      Examples:
        | when                         | setting                                      | who                                                                  |
        | for a visitor                | the site has promotional spins switched on   | I open the site without a session cookie                             |
        | when the site switches them off | the site has promotional spins switched off | I am logged in as "ada@demo.test" with password "Ready-Player-1"     |

  Rule: GAME-11 Launching a game posts `{gameId}` to the recent-activity tracker (expects 202); a failure is only logged

    @GAME-11
    Scenario: A launch is posted to the recent-activity tracker
      Given the catalogue has these games:
        | name      | category | subcategory |
        | Starburst | slots    | classic     |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I launch "Starburst"
      Then the recent-activity tracker received the game "Starburst"

    @GAME-11
    Scenario: A tracker that fails is only logged
      Given the catalogue has these games:
        | name      | category | subcategory |
        | Starburst | slots    | classic     |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the recent-activity tracker fails the next request
      When I launch "Starburst"
      Then the failure is logged and the player sees no message

  Rule: GAME-12 Most-played records `{id, count}` are kept per player; a failure is only logged. `/my-games` shows recent and most played games

    @GAME-12 @GAME-11
    Scenario: My games lists the recently and the most played games
      Given the catalogue has these games:
        | name        | category | subcategory |
        | Starburst   | slots    | classic     |
        | Book of Ra  | slots    | video       |
        | Mega Moolah | jackpots | progressive |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I launch "Starburst"
      And I launch "Book of Ra"
      And I launch "Starburst"
      And I launch "Mega Moolah"
      And I open my games
      Then the recently played games are "Mega Moolah, Starburst, Book of Ra"
      And the most played games are:
        | name        | count |
        | Starburst   | 2     |
        | Book of Ra  | 1     |
        | Mega Moolah | 1     |

    @GAME-12
    Scenario: A most-played counter that fails is only logged
      Given the catalogue has these games:
        | name      | category | subcategory |
        | Starburst | slots    | classic     |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the most-played counter fails the next request
      When I launch "Starburst"
      Then the failure is logged and the player sees no message
      And the recent-activity tracker received the game "Starburst"
