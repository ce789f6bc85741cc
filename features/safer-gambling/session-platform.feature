@platform
Feature: The player's session over the platform
  The same watch over the session against the sandbox: the platform says when the session began and
  the one before it, keeps the player's reality-check interval, and the jurisdiction's words come from
  the platform's configuration.

  Background:
    Given the player "ada@session.test" with password "Ready-Player-1" is registered
    And the site reads the jurisdictions of the platform's configuration

  @SG-11 @SG-16
  Scenario: After a login, the previous login's date and time and the Maltese login message
    Given "ada@session.test" logged in earlier
    And I open the page "/login"
    When I log in on the page as "ada@session.test" with password "Ready-Player-1"
    Then I am told when I last logged in, on the platform's clock
    And the jurisdiction tells me "Play responsibly. You can set limits at any time in Safer gambling."

  @SG-07
  Scenario: The interval chosen on the hub is sent to the platform, which keeps it
    Given I open the page "/login?destination=%2Fsafer-gambling"
    And I log in on the page as "ada@session.test" with password "Ready-Player-1"
    When I choose a reality check every "250" minutes on the hub
    Then the reality-check interval field says "Choose between 10 and 240 minutes."
    When I choose a reality check every "25" minutes on the hub
    Then the hub says my reality check comes every 25 minutes
    And the platform was sent the reality-check intervals "25"
