@platform
Feature: A European roulette table, over the platform
  Every table, live and virtual game of the sandbox plays a European roulette table, served by the
  game provider on its own origin. The provider checks every bet against the layout and the table's
  limits, decides the number, pays by the standard table and settles the spin as one round in the
  ledger. These scenarios post real rounds to the sandbox, or play its page with its own script, with
  the wheel's next number put by the scenario.

  @RLT-01 @RLT-08
  Scenario: The page lays out the European table, every spot a button named with its words
    Given a player with 100 EUR at a roulette table
    When the player opens the table's page
    Then the table has 157 spots: 37 straights, 60 splits, 14 streets, 23 corners, 11 lines, 3 dozens, 3 columns and 6 even-money bets
    And the red numbers are 1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34 and 36
    And the table has the spots "Straight 0", "Split 17 and 20", "Street 0, 1 and 2", "Corner 0, 1, 2 and 3", "Line 31 to 36", "2nd 12: 13 to 24", "2 to 1, column 3", "Low 1–18", "Even", "Red", "Black", "Odd" and "High 19–36"
    And the chips are "€0.10", "€0.50", "€1.00", "€5.00" and "€25.00"

  @RLT-02
  Scenario: Bets that are not on the table are refused, and nothing moves
    Given a player with 100 EUR at a roulette table
    Then the platform refuses each of these spins with 422, naming the field and the cause:
      | bets                                                | field         | cause            |
      | [{"kind":"split","numbers":[18,19],"stake":1}]      | bets[0]       | NOT_ON_THE_TABLE |
      | [{"kind":"split","numbers":[17,19],"stake":1}]      | bets[0]       | NOT_ON_THE_TABLE |
      | [{"kind":"corner","numbers":[1,2,3,4],"stake":1}]   | bets[0]       | NOT_ON_THE_TABLE |
      | [{"kind":"street","numbers":[2,3,4],"stake":1}]     | bets[0]       | NOT_ON_THE_TABLE |
      | [{"kind":"line","numbers":[1,2,3,4,5,7],"stake":1}] | bets[0]       | NOT_ON_THE_TABLE |
      | [{"kind":"straight","numbers":[37],"stake":1}]      | bets[0]       | NOT_ON_THE_TABLE |
      | [{"kind":"dozen","index":4,"stake":1}]              | bets[0]       | NOT_ON_THE_TABLE |
      | [{"kind":"red","stake":1},{"kind":"red","stake":1}] | bets[1]       | DUPLICATE        |
      | [{"kind":"red","stake":0.15}]                       | bets[0].stake | INVALID_FORMAT   |
      | []                                                  | bets          | REQUIRED         |
    And the player's playable balance is 100 EUR

  @RLT-03 @RLT-05
  Scenario: Every bet of a spin is paid by the standard table, and the spin is one round in the ledger
    Given a player with 100 EUR at a roulette table
    And the wheel will stop on 17
    When the player spins with these bets:
      | bet                               | stake |
      | straight 17                       | 1.00  |
      | split 17 20                       | 0.50  |
      | street 16 17 18                   | 0.10  |
      | corner 17 18 20 21                | 0.50  |
      | line 13 14 15 16 17 18            | 1.00  |
      | column 2                          | 1.00  |
      | dozen 1                           | 5.00  |
      | red                               | 5.00  |
      | odd                               | 1.00  |
    Then the ball landed on 17, black
    And the round's bets won:
      | bet                    | stake | payout | win   |
      | straight 17            | 1.00  | 35     | 36.00 |
      | split 17 20            | 0.50  | 17     | 9.00  |
      | street 16 17 18        | 0.10  | 11     | 1.20  |
      | corner 17 18 20 21     | 0.50  | 8      | 4.50  |
      | line 13 14 15 16 17 18 | 1.00  | 5      | 6.00  |
      | dozen 1                | 5.00  | 2      | 0.00  |
      | column 2               | 1.00  | 2      | 3.00  |
      | red                    | 5.00  | 1      | 0.00  |
      | odd                    | 1.00  | 1      | 2.00  |
    And the round's stake is 15.10 EUR and its win 61.70 EUR
    And the ledger has one bet of 15.10 EUR and one win of 61.70 EUR for the round
    And the player's playable balance is 146.60 EUR

  @RLT-04
  Scenario: The zero loses the even-money bets, and a spin that wins nothing posts no win
    Given a player with 100 EUR at a roulette table
    And the wheel will stop on 0
    When the player spins with these bets:
      | bet   | stake |
      | red   | 1.00  |
      | black | 1.00  |
      | even  | 1.00  |
      | low   | 1.00  |
      | high  | 1.00  |
    Then the ball landed on 0, green
    And the round's stake is 5.00 EUR and its win 0.00 EUR
    And the ledger has one bet of 5.00 EUR and no win for the round
    And the player's playable balance is 95.00 EUR

  @RLT-05
  Scenario: A retried spin is the same round, and its money moves once
    Given a player with 100 EUR at a roulette table
    When the player spins twice under one key with the bets [{"kind":"red","stake":2},{"kind":"straight","numbers":[5],"stake":1}]
    Then both answers are the same round
    And the player's playable balance moved by that one round

  @RLT-05
  Scenario: Practice play moves the launch's play money, never the wallet
    Given a visitor at a roulette table in practice
    And the wheel will stop on 17
    When the player spins with these bets:
      | bet         | stake |
      | straight 17 | 1.00  |
      | black       | 5.00  |
    Then the round's stake is 6.00 EUR and its win 46.00 EUR
    And the practice balance is 1040.00 EUR

  @RLT-06
  Scenario: A bet or a spin over the table's limit is refused, saying the limit
    Given a player with 1000 EUR at a roulette table
    When the player spins with the bets [{"kind":"red","stake":100.10}]
    Then the platform refuses the spin with 422 TABLE_LIMIT_EXCEEDED, limit "PER_BET" of 100 EUR
    When the player spins with the bets [{"kind":"red","stake":100},{"kind":"black","stake":100},{"kind":"odd","stake":100},{"kind":"even","stake":100},{"kind":"low","stake":100},{"kind":"high","stake":0.1}]
    Then the platform refuses the spin with 422 TABLE_LIMIT_EXCEEDED, limit "PER_SPIN" of 500 EUR
    And the player's playable balance is 1000 EUR
    When the player spins with the bets [{"kind":"red","stake":100},{"kind":"black","stake":100},{"kind":"odd","stake":100},{"kind":"even","stake":100},{"kind":"low","stake":100}]
    Then the platform accepts the spin

  @RLT-06
  Scenario: The game refuses a chip over the bet's limit in the player's words
    Given a player with 1000 EUR at a roulette table
    When the player opens the table's page
    And the player puts 4 chips of "€25.00" on "Red"
    And the player puts a chip of "€1.00" on "Red"
    Then the game says "The most on one bet is €100.00."
    And the spot "Red" is named "Red, €100.00 on it"

  @RLT-06 @SG-05
  Scenario: The player's wager limit counts the whole stake of a spin
    Given a player with 100 EUR at a roulette table
    And the player has a daily wager limit of 10 EUR
    When the player spins with the bets [{"kind":"red","stake":6},{"kind":"black","stake":5}]
    Then the platform refuses the spin with 409 LIMIT_EXCEEDED
    When the player spins with the bets [{"kind":"red","stake":5},{"kind":"black","stake":5}]
    Then the platform accepts the spin

  @RLT-07 @RLT-08
  Scenario: Chips, Undo and Clear on the page, then a spin: the number lit, each win listed, the last numbers
    Given a player with 100 EUR at a roulette table
    And the wheel will stop on 20
    When the player opens the table's page
    And the player puts a chip of "€1.00" on "Straight 17"
    And the player puts a chip of "€0.50" on "Split 17 and 20"
    And the player puts a chip of "€5.00" on "Black"
    And the player puts a chip of "€0.10" on "Corner 17, 18, 20 and 21"
    Then the total stake shows "€6.60"
    And the spot "Split 17 and 20" is named "Split 17 and 20, €0.50 on it"
    And the game says "€0.10 on Corner 17, 18, 20 and 21. Total stake €6.60."
    When the player presses "Undo"
    Then the total stake shows "€6.50"
    And the spot "Corner 17, 18, 20 and 21" is named "Corner 17, 18, 20 and 21"
    When the player presses "Spin"
    Then the game says "The ball landed on 20 (black). You won €19.00! Your chips stay on the table for the next spin."
    And the wins listed are "Split 17 and 20: won €9.00" and "Black: won €10.00"
    And the lit spots are "Straight 20", "Split 17 and 20" and "Black"
    And the last numbers start with "20 black"
    And the page's balance shows "€112.50"
    When the player presses "Clear"
    Then the total stake shows "€0.00"
    When the player presses "Spin"
    Then the game says "Place a chip on the table first, then press Spin."

  @RLT-07
  Scenario: The table shows the player's last numbers when it opens again
    Given a player with 100 EUR at a roulette table
    And the wheel will stop on 32, 0 and 5
    When the player spins 3 times with the bets [{"kind":"red","stake":1}]
    And the player opens the table's page
    Then the last numbers start with "5 red", "0 green" and "32 red"

  @RLT-08
  Scenario: The table speaks Spanish and German
    Given a player with 100 EUR at a roulette table
    When the player opens the table's page in "es"
    Then the table has the spots "Caballo 17 y 20", "Rojo", "Pleno 0" and "2 a 1, columna 3"
    When the player opens the table's page in "de"
    Then the table has the spots "Cheval 17 und 20", "Rot", "Plein 0" and "2 zu 1, Kolonne 3"
