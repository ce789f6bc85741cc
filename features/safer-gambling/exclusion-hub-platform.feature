@platform
Feature: Taking a break on the hub, over the platform
  The hub against the sandbox: the password is the platform's to check and the break's end its to
  set, and a game the player opens during the break is refused until then, as the player reads it.
  What else the platform refuses during a break, and how a self-exclusion ends, the sandbox's own
  tests prove (sandbox/services/responsible-gambling/exclusion.test.ts).

  Background:
    Given the player "tim@break.test" with password "Ready-Player-1" is registered

  @SG-09
  Scenario: A time-out confirmed with the password after a wrong one; a game then does not start
    Given I am logged in as "tim@break.test" with password "Ready-Player-1"
    When I open the page "/safer-gambling"
    And I take a break of "1 day" with the password "not-my-password"
    Then the password field says "That is not your password. Check it and try again." and has the focus
    When I confirm the break with the password "Ready-Player-1"
    Then the hub says my break has started, and when it ends
    When I try to play a slot of the platform's catalogue for real
    Then the game does not start, and I am told I am taking a break until then
