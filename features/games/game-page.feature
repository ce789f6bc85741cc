Feature: A game's page
  Before playing, a player sees the game large with its play buttons beside it, what kind of game
  it is (return to player, volatility, stakes, lines, provider, release date) and games like it.

  Rule: GP-01 A game's page shows the game's artwork large with the play buttons beside it, its facts in the player's currency, and up to eight similar games; a fact the platform does not give is left out

    @GP-01
    Scenario: A visitor reads a slot's facts, in the site's currency, and finds games like it
      Given the catalogue has these games:
        | name         | category | subcategory |
        | Starburst    | slots    | classic     |
        | Cash & Carry | slots    | classic     |
        | Lucky Sevens | slots    | classic     |
      And the platform says this about "Starburst":
        | return to player | 96.09%          |
        | volatility       | medium          |
        | stakes in EUR    | €0.10 to €10.00 |
        | paylines         | 20              |
        | released         | 2026-10-01      |
      And the platform suggests "Cash & Carry, Lucky Sevens" as games like "Starburst"
      When I visit the page of the game "Starburst"
      Then I can press "Log in and play" beside the game's picture
      And I read these facts about the game:
        | Return to player (RTP) | 96.09%          |
        | Volatility             | Medium          |
        | Minimum stake          | €0.10           |
        | Maximum stake          | €10.00          |
        | Paylines               | 20              |
        | Provider               | Nebula Gaming   |
        | Release date           | October 1, 2026 |
      And the similar games shown are "Cash & Carry, Lucky Sevens"

    @GP-01
    Scenario: A table game's page names its bet types and leaves out what the platform does not say
      Given the catalogue has these games:
        | name              | category    | subcategory |
        | European Roulette | table-games | roulette    |
      And the platform says this about "European Roulette":
        | volatility | medium |
        | bet types  | 10     |
      When I visit the page of the game "European Roulette"
      Then I read these facts about the game:
        | Volatility | Medium        |
        | Bet types  | 10            |
        | Provider   | Nebula Gaming |
      And the page shows no similar games
