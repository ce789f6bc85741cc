@platform
Feature: Autoplay, quick spin and practice play by jurisdiction, over the platform
  The sandbox's launches carry the rules of the launch's jurisdiction: the player's, or for a
  visitor's practice play the one of where the platform places them.

  Background:
    Given the game provider serves games from its own origin
    And the player "ada@jurisdiction.test" with password "Ready-Player-1" is registered

  @SG-15
  Scenario: A Maltese player's game offers autoplay and quick spin
    Given I am logged in as "ada@jurisdiction.test" with password "Ready-Player-1"
    When I open a slot of the catalogue for real play
    Then the game offers autoplay and quick spin

  @SG-15
  Scenario: A British player's game offers neither
    Given "ada@jurisdiction.test"'s address is in "GB-ENG"
    And I am logged in as "ada@jurisdiction.test" with password "Ready-Player-1"
    When I open a slot of the catalogue for real play
    Then the game does not offer autoplay and quick spin
    And the game provider refuses a round asking for autoplay with "NOT_ALLOWED_IN_JURISDICTION"
    And the game provider refuses a round asking for quick spin with "NOT_ALLOWED_IN_JURISDICTION"

  @SG-15
  Scenario: A visitor placed in Great Britain is refused practice play
    Given the platform places visitors in "GB-ENG"
    When I open a slot of the catalogue for practice play
    Then the launch was refused for want of a verified age

  @SG-15
  Scenario: A British player whose age is verified practises, with the British rules
    Given "ada@jurisdiction.test"'s address is in "GB-ENG"
    And the document status of "ada@jurisdiction.test" is "VERIFIED"
    And I am logged in as "ada@jurisdiction.test" with password "Ready-Player-1"
    When I open a slot of the catalogue for practice play
    Then the game does not offer autoplay and quick spin
