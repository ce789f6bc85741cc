@platform
Feature: The casino out of reach
  A tunnel, a flaky Wi-Fi, a platform restarting: the player is told calmly that the site is trying
  again, and when, and everything comes back by itself once the casino answers.

  Background:
    Given the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"
    And "ada@demo.test" has a playable balance of 125.5 "EUR"

  Rule: EDGE-04 While the casino cannot be reached one calm notice says so and when it tries again; the notice goes as soon as the casino answers

    @EDGE-04
    Scenario: The connection drops, then comes back
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And I open the page "/"
      When the connection to the casino is cut
      And 30 seconds pass
      Then a notice says the casino cannot be reached and when it tries again, with a button to retry now
      When the connection to the casino comes back
      And 60 seconds pass
      Then no notice says the casino cannot be reached
      And the header shows the balance "€125.50"
