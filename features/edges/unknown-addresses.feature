Feature: Addresses that lead nowhere
  An old link or a typed address may name a category or a game the casino does not have: the player
  gets the page-not-found page, with its way home, never an empty box.

  Rule: EDGE-01 An address naming a category or a game the catalogue does not have shows the page-not-found page, like any unknown address

    @EDGE-01
    Scenario Outline: <what> the catalogue does not have
      When I open the page "<address>"
      Then I am on the page "/error/not-found"
      And the main heading is "Page not found"

      Examples:
        | what          | address                            |
        | A category    | /casino/no-such-category           |
        | A subcategory | /casino/slots/no-such-shelf        |
        | A game        | /casino/slots/classic/no-such-game |

  Rule: EDGE-03 The page-not-found page has one heading and a way on: the game search, the most popular games and a link home

    @EDGE-03
    Scenario: The page-not-found page offers the search, the popular games and the way home
      Given the catalogue has these games, the most played first: "Mega Moolah", "Starburst", "Book of Ra"
      When I open the page "/casino/slots/classic/no-such-game"
      Then the main heading is "Page not found"
      And the page offers the popular games "Mega Moolah", "Starburst", "Book of Ra" in that order
      And the page offers to search the games and a way home
