@platform
Feature: The monthly statement, over the platform
  The statement as the sandbox sums it from the ledger, in the calendar of the player's jurisdiction.

  Background:
    Given the legacy application serves the cashier pages
    And the player "ada@statement.test" with password "Ready-Player-1" is registered

  @SG-11
  Scenario: This month's deposit and withdrawal are on this month's row
    Given I am logged in as "ada@statement.test" with password "Ready-Player-1"
    And I deposited 25.00 "EUR" by card through the platform
    And I asked the platform to withdraw 10.00 "EUR"
    When I open the cashier page "/account/history"
    Then this month's row of the statement, in Malta's calendar, shows deposits "€25.00", withdrawals "€10.00" and net position "€0.00"
