@platform
Feature: Limits the platform enforces
  The sandbox plays the operator's platform: it refuses any deposit, bet or reversal that would
  break one of the player's limits, whatever the site shows, and says which limit and what is left.

  Background:
    Given a player of the platform with euros to play

  @SG-04
  Scenario: A deposit over the day's deposit limit is refused, saying what is left
    Given the player has set a daily deposit limit of "50.00" EUR on the platform
    And the player deposits "30.00" EUR on the platform
    When the player deposits "25.00" EUR on the platform
    Then the platform refuses it because of the daily deposit limit of 5000 with 2000 left
    When the player deposits "20.00" EUR on the platform
    Then the platform accepts it

  @SG-04
  Scenario: The lowest applicable limit wins
    Given the player has set a daily deposit limit of "50.00" EUR on the platform
    And the player has set a weekly deposit limit of "30.00" EUR on the platform
    When the player deposits "35.00" EUR on the platform
    Then the platform refuses it because of the weekly deposit limit of 3000 with 3000 left

  @SG-05
  Scenario: A game round over the wager limit is refused in the game
    Given the player has set a daily wager limit of "15.00" EUR on the platform
    When the player plays 2 slot rounds of "10" EUR for real
    Then the platform refuses it because of the daily wager limit of 1500 with 500 left

  @SG-05
  Scenario: A sports bet over the loss limit is refused
    Given the player has set a weekly loss limit of "5.00" EUR on the platform
    When the player bets "6.00" EUR on a sports fixture
    Then the platform refuses it because of the weekly loss limit of 500 with 500 left
    When the player bets "5.00" EUR on a sports fixture
    Then the platform accepts it

  @SG-06
  Scenario: Reversing a withdrawal counts as a deposit
    Given the player has set a daily deposit limit of "20.00" EUR on the platform
    When the player reverses a withdrawal of "30.00" EUR
    Then the platform refuses it because of the daily deposit limit of 2000 with 2000 left

  @SG-13
  Scenario: Reaching the session-time limit ends the session, and logging in again is refused
    Given the player has set a daily session-time limit of 1 minute on the platform
    When 1 minute of play passes
    And the player asks for their balances
    Then the platform answers 401 "SESSION_TIME_LIMIT"
    When the player logs in again
    Then the platform answers 401 "SESSION_TIME_LIMIT"

  @SG-14
  Scenario: Deposits racing each other never pass the limit together
    Given the player has set a daily deposit limit of "50.00" EUR on the platform
    When the player sends 20 deposits of "10.00" EUR at once
    Then 5 of them are accepted and 15 refused by the limit
    And the platform shows 5000 used of the daily deposit limit

  @SG-14
  Scenario Outline: A bad limit is refused with a field error
    When the player asks the platform for a <period> <type> limit of '<body>'
    Then the platform refuses it with the field error "<field>" "<cause>"

    Examples:
      | period  | type    | body                                  | field    | cause          |
      | daily   | deposit | {"amount": -500, "currency": "EUR"}   | amount   | INVALID_FORMAT |
      | weekly  | loss    | {"amount": 1234.5, "currency": "EUR"} | amount   | INVALID_FORMAT |
      | monthly | wager   | {"amount": 1e12, "currency": "EUR"}   | amount   | TOO_LARGE      |
      | daily   | deposit | {"amount": 5000, "currency": "USD"}   | currency | NOT_ALLOWED    |
