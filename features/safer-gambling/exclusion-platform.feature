@platform
Feature: Breaks the platform enforces
  The sandbox plays the operator's platform: a time-out or self-exclusion is confirmed with the
  password, one at a time; while it lasts the platform refuses deposits, games and bets, whatever
  the site shows, and lets the player take their money out. A self-exclusion ends only when asked.

  Background:
    Given a player of the platform who may take a break

  @SG-09
  Scenario: A time-out chosen twice: the first one stands
    When the player takes a time-out of 1 day with their password
    Then the platform starts the break, ending 1 day after it started
    When the player takes a time-out of 42 days with their password
    Then the platform refuses it as a break already in force, and the first break stands

  @SG-09
  Scenario: A wrong password starts no break
    When the player takes a time-out of 7 days with the password "not-my-password"
    Then the platform refuses the password, and no break is in force

  @SG-09
  Scenario: During a time-out deposits, games and bets are refused, and a withdrawal goes through
    Given the player has taken a time-out of 1 day
    When the player deposits "25.00" EUR while on the platform
    Then the platform refuses it because the player is taking a time-out
    When the player launches a game in real play
    Then the platform refuses it because the player is taking a time-out
    When the player launches a game in practice play
    Then the platform refuses it because the player is taking a time-out
    When the player bets "5.00" EUR on a sports fixture while on the platform
    Then the platform refuses it because the player is taking a time-out
    When the player withdraws "10.00" EUR on the platform
    Then the platform takes it

  @SG-09
  Scenario: A time-out ends by itself
    Given the player has taken a time-out of 1 day
    When 1 day and 0 hours pass on the platform
    And the player deposits "25.00" EUR while on the platform
    Then the platform takes it

  @SG-10
  Scenario: A self-exclusion does not end by itself: the player asks, and it ends after the cooling-off
    Given the player has excluded themselves for 6 months
    When the player asks the platform to end their self-exclusion
    Then the platform refuses the request as not yet expired
    When 200 days and 0 hours pass on the platform
    And the player deposits "25.00" EUR while on the platform
    Then the platform refuses it because the player is taking a self-exclusion
    And the player is still on a break, expired and waiting to be asked to end
    When the player asks the platform to end their self-exclusion
    Then the platform says the self-exclusion ends 24 hours after the request
    When 0 days and 23 hours pass on the platform
    And the player deposits "25.00" EUR while on the platform
    Then the platform refuses it because the player is taking a self-exclusion
    When 0 days and 1 hour pass on the platform
    And the player deposits "25.00" EUR while on the platform
    Then the platform takes it
