Feature: Game search from the header
  The player searches the catalogue from the header. Results come once typing pauses, up to 8,
  each with its title (the typed text marked), its category as subtitle, its image and its link.
  A typo still finds the game; the last searches are offered when the box opens.

  Background:
    Given the catalogue has these games:
      | name             | category | subcategory |
      | Starburst        | popular  | top         |
      | Star Fortune     | slots    | video       |
      | Book of Ra       | slots    | classic     |
      | Mega Moolah      | jackpots | progressive |

  Rule: GS-01 The header search opens, shows results after input, and clears on close

    @GS-01
    Scenario: Open, type, see results, close: the box is empty again
      When I open the header search
      Then the search box is empty and has the focus
      When I type "book" in the header search and stop typing for 1000 ms
      Then the header search shows the results "Book of Ra"
      When I close the header search
      And I open the header search
      Then the search box is empty and shows no result

    @GS-01
    Scenario: Full keyboard use: arrows choose, Enter opens the game's page, Escape closes and clears
      When I open the header search
      And I type "star" in the header search and stop typing for 1000 ms
      And I press "ArrowDown" in the header search
      And I press "ArrowDown" in the header search
      Then the active result is "Star Fortune"
      When I press "Enter" in the header search
      Then I am on the page of "Star Fortune"
      And the header search is closed
      When I open the header search
      And I type "moolah" in the header search and stop typing for 1000 ms
      And I press "Escape" in the header search
      Then the header search is closed
      When I open the header search
      Then the search box is empty and shows no result

  Rule: GS-02 Game search is debounced (1000 ms by default)

    @GS-02
    Scenario: Results come 1000 ms after the last key
      When I search for "star"
      And 999 ms pass without typing
      Then no search results are shown yet
      When 1 ms pass without typing
      Then the search results are "Starburst, Star Fortune"

    @GS-02
    Scenario: Typing again starts the wait again
      When I search for "sta"
      And 600 ms pass without typing
      And I search for "star"
      And 600 ms pass without typing
      Then no search results are shown yet
      When 400 ms pass without typing
      Then the search results are "Starburst, Star Fortune"

  Rule: GS-03 It excludes the all-games category and removes duplicates by id unless told otherwise

    @GS-03
    Scenario: A game in several categories is found once, never through all-games
      Given the catalogue also lists "Starburst" in the category "all-games"
      And the catalogue also lists "Starburst" in the category "slots"
      When I search for "starburst" and wait 1 second
      Then the search results are "Starburst"
      And the result "Starburst" has the subtitle "popular"

    @GS-03
    Scenario: Told to keep duplicates, a game shows once per category, still never through all-games
      Given the catalogue also lists "Starburst" in the category "all-games"
      And the catalogue also lists "Starburst" in the category "slots"
      When I search for "starburst" keeping duplicates and wait 1 second
      Then the search results are "Starburst, Starburst"

  Rule: GS-04 It returns 8 results by default

    @GS-04
    Scenario: Twelve games match, eight are shown
      Given the catalogue has 12 games called "Lucky Seven 1" to "Lucky Seven 12"
      When I search for "lucky" and wait 1 second
      Then 8 search results are shown

  Rule: GS-05 A result shows title, category name as subtitle (else the lowercased menu name), image and link

    @GS-05
    Scenario: A result's title, subtitle, image and link
      When I open the header search
      And I type "moolah" in the header search and stop typing for 1000 ms
      Then the header search shows "Mega Moolah" with the subtitle "jackpots", its image and a link to its page
      And the typed text "Moolah" is marked in the title

    @GS-05
    Scenario: Without a category name the subtitle is the menu name in lower case
      Given the catalogue lists "Book of Ra" in a category with no name and the menu name "Classic Slots"
      When I search for "book of ra" keeping duplicates and wait 1 second
      Then a result "Book of Ra" has the subtitle "classic slots"

    @GS-05
    Scenario: A name with markup is shown as text
      Given the catalogue has a game called "<img src=x onerror=alert(1)> Gold"
      When I open the header search
      And I type "gold" in the header search and stop typing for 1000 ms
      Then the header search shows the results "<img src=x onerror=alert(1)> Gold"
      And no image was made from a game's name

    Scenario: A typo or a missing letter still finds the game, ranked first
      When I search for "stabrust" and wait 1 second
      Then the first search result is "Starburst"

    Scenario: A term of 500 characters or with pattern characters neither fails nor hangs
      When I search for 500 characters and wait 1 second
      Then the search says nothing was found
      When I search for ".*[(\\" and wait 1 second
      Then the search says nothing was found

    Scenario: The last searches are offered when the box opens
      When I open the header search
      And I type "book" in the header search and stop typing for 1000 ms
      And I press "Enter" in the header search
      And I open the header search
      Then the header search offers the recent search "book"

  Rule: GS-06 No results shows 'no game found, check spelling'

    @GS-06
    Scenario: Nothing matches
      When I open the header search
      And I type "zzzzqqq" in the header search and stop typing for 1000 ms
      Then the header search says "No game found, check spelling"
      And the header search shows no result

    @GS-06
    Scenario: Nothing matches, in Spanish
      Given I am browsing in Spanish
      When I open the header search
      And I type "zzzzqqq" in the header search and stop typing for 1000 ms
      Then the header search says "No se encontró ningún juego, revisa la ortografía"
