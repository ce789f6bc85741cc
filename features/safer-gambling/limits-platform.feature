@platform
Feature: Limits and the hub, over the platform
  The same hub against the sandbox, which keeps the limits and enforces them: what the site sends,
  and what the platform answers, as the player reads it.

  Background:
    Given the player "ada@limits.test" with password "Ready-Player-1" is registered

  @SG-01
  Scenario: A visitor finds the help organisations of the operator's default jurisdiction
    Given the site reads the jurisdictions of the platform's configuration
    When I open the page "/safer-gambling"
    Then the hub lists the help organisations "Sedqa"

  @SG-02 @SG-03
  Scenario: A new daily deposit limit is sent in the player's currency and applies at once
    Given I am logged in as "ada@limits.test" with password "Ready-Player-1"
    When I open the page "/safer-gambling"
    And I set the daily deposit limit to "50"
    Then the deposit card says "Your daily deposit limit is now €50.00."
    And the daily deposit limit reads "Per day: €50.00 €0.00 used, €50.00 left"
    And the platform received a daily deposit limit of "€50.00"

  @SG-03
  Scenario: A raise waits for the jurisdiction's cooling-off time, and the hub shows it waiting
    Given I am logged in as "ada@limits.test" with password "Ready-Player-1"
    When I open the page "/safer-gambling"
    And I set the weekly loss limit to "100"
    And I set the weekly loss limit to "250"
    Then the loss card says the limit will rise to "€250.00", staying "€100.00" until then
    And the weekly loss limit reads as "€100.00" with a rise to "€250.00" waiting

  @SG-02 @SG-03
  Scenario: A session-time limit in minutes, removed only after the cooling-off time
    Given I am logged in as "ada@limits.test" with password "Ready-Player-1"
    When I open the page "/safer-gambling"
    And I set the daily session time limit to "90"
    Then the platform received a daily session time limit of 90 minutes
    When I remove the daily session time limit
    Then the session time card says the limit will be removed, staying "90 minutes" until then
