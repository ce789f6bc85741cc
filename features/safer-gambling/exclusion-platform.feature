@platform
Feature: Breaks the platform enforces
  The sandbox plays the operator's platform: a self-exclusion ends only when asked, once expired,
  after the cooling-off time. What the platform refuses during a break, and a break's length, its
  own tests prove (sandbox/services/responsible-gambling/exclusion.test.ts); the hub taking a break
  over the platform is exclusion-hub-platform.feature.

  Background:
    Given a player of the platform who may take a break

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
