Feature: Practice play where it needs a verified age
  Some jurisdictions (Great Britain) allow practice play only to players whose age is verified. The
  site reads the rule from the site configuration and, instead of the practice button, offers a
  visitor to log in and a player without a verified identity document to verify it. The platform
  has the last word: its refusal leads to the same offer.

  Background:
    Given the game provider serves games from its own origin
    And the catalogue has the slot "Starburst" with practice play
    And the site lets logged-in players practise
    And the player "ada@demo.test" with password "Ready-Player-1" is registered

  Rule: SG-15 Where practice play needs a verified age, a visitor is offered to log in and a player without a verified identity document to verify it

    @SG-15
    Scenario: A visitor in Great Britain is offered to log in instead of practice play
      Given the site knows GB, where practice play needs a verified age, and MT, where it does not, with "GB" by default
      When I open the page of "Starburst"
      Then instead of practice play I am offered "Log in to play for fun", a link to "/login"

    @SG-15
    Scenario: A British player whose identity document is not verified is offered to verify it
      Given the site knows GB, where practice play needs a verified age, and MT, where it does not, with "MT" by default
      And "ada@demo.test"'s address is in "GB-ENG"
      And the document status of "ada@demo.test" is "PENDING"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst"
      Then instead of practice play I am offered "Verify your age to play for fun", a link to "/validate-document"

    @SG-15
    Scenario: A British player whose age is verified practises
      Given the site knows GB, where practice play needs a verified age, and MT, where it does not, with "MT" by default
      And "ada@demo.test"'s address is in "GB-ENG"
      And the document status of "ada@demo.test" is "VERIFIED"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst"
      Then I am offered "Play" and "Practice play"

    @SG-15
    Scenario: A visitor in Malta practises
      Given the site knows GB, where practice play needs a verified age, and MT, where it does not, with "MT" by default
      When I open the page of "Starburst"
      Then I am offered "Log in and play" and "Practice play"

    @SG-15
    Scenario: The platform's refusal of practice play leads to the same offer, translated
      Given the platform refuses practice play for want of a verified age
      When I open the page of "Starburst"
      And I press "Practice play" on the game page
      Then the game page tells me "Where you are, practice play is only for players whose age is verified."
      And the page offers "Log in to play for fun", a link to "/login"
