Feature: Images that fail to load
  The image server may be down or a file missing: the player sees a calm drawn placeholder where the
  picture would be, the game's name still beside it, never a broken-image sign.

  Rule: EDGE-02 An image that fails to load leaves a calm drawn placeholder in the same box, never the broken-image sign or its alternative text

    @EDGE-02
    Scenario: A game's artwork cannot be loaded
      Given the catalogue has a game called "Starburst"
      When I open the page "/casino/slots"
      And the artwork of the games fails to load
      Then the card of "Starburst" shows the initial "S" where its artwork was
      And the card of "Starburst" still names the game
