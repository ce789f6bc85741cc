@platform
Feature: Player favourites, over the platform
  The home page's favourites are the operator's pick of its players' favourite games, shown as cards
  like every other rail, from the content service the sandbox plays.

  @CNT-02
  Scenario: The home page's Player favourites is a rail of real game cards, with the way to all of them
    When I open the page "/"
    Then the rail "Player favourites" shows at least 8 game cards, "Starburst" first
    And the rail "Player favourites" leads to all of them at "/casino/popular/favourites"
