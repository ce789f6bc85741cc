Feature: The embedded legacy application
  The cashier and the sportsbook are pages of the operator's legacy application, shown inside the
  site in a frame from their own origin. The site follows what the frame tells it: its loading
  state, its address, errors, logins, back, forward and pages outside it; and it decides which
  links into those pages open in the running site and which load the page anew.

  Background:
    Given the legacy application serves the cashier and the sportsbook from its own origin
    And the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"

  Rule: EMB-01 Navigation start and end are reflected in the host (loading state); a navigation error of not-found goes to `/error/not-found`, any other to `/error/internal-server`

    @EMB-01
    Scenario: The sportsbook loads, and loads again when the player follows a link inside it
      When I open "/sports"
      Then the sportsbook frame shows "/sports" in English
      And the page says the sportsbook is loading
      When the legacy page reports it has loaded "/sports"
      Then the page no longer says it is loading
      When the legacy page reports the player followed one of its links
      Then the page says the sportsbook is loading
      When the legacy page reports it has loaded "/sports/event/fx-2"
      Then the page no longer says it is loading
      And the address bar shows "/sports/event/fx-2"
      And the frame was not loaded again

    @EMB-01
    Scenario Outline: A navigation error of <error> goes to <page>
      When I open "/sports/event/fx-1"
      And the legacy page reports the navigation error "<error>"
      Then the address bar shows "<page>"

      Examples:
        | error       | page                   |
        | NOT_FOUND   | /error/not-found       |
        | TIMEOUT     | /error/internal-server |

  Rule: EMB-02 A login-required event goes to login with a destination

    @EMB-02
    Scenario: A visitor placing a bet logs in and comes back to the fixture
      When I open "/sports/event/fx-1"
      And the legacy page says a login is required
      Then the address bar shows "/login?destination=%2Fsports%2Fevent%2Ffx-1"
      When I log in on the page as "ada@demo.test" with password "Ready-Player-1"
      Then the address bar shows "/sports/event/fx-1"
      And the sportsbook frame shows "/sports/event/fx-1" in English

  Rule: EMB-03 Back, forward and outside-navigation events are handled

    @EMB-03
    Scenario: Back and forward in the sportsbook step the browser's history, and the frame follows
      When I open "/sports"
      And the legacy page reports it has loaded "/sports"
      And the site's own link takes me to "/sports/bets"
      Then the frame is told to show "/sports/bets"
      When the legacy page asks to go back
      Then the address bar shows "/sports"
      And the frame is told to show "/sports"
      When the legacy page asks to go forward
      Then the address bar shows "/sports/bets"

    @EMB-03
    Scenario: A page outside the legacy application opens in the site
      When I open "/sports"
      And the legacy page asks to open the site's "/virtual-sports"
      Then the address bar shows "/virtual-sports"
      And no page was loaded anew

  Rule: EMB-04 The cashier wrapper navigates one path level up on a back event

    @EMB-04
    Scenario Outline: Back from <page> goes up to <up>
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open "<page>"
      And the legacy page asks to go back
      Then the address bar shows "<up>"

      Examples:
        | page                                   | up                       |
        | /account/cashier/deposit/confirm/dep-1 | /account/cashier/deposit |
        | /account/cashier/withdraw              | /account                 |

    @EMB-04
    Scenario: The cashier's own back arrow goes one level up too
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open "/account/cashier/deposit/confirm/dep-1"
      And I press the back arrow
      Then the address bar shows "/account/cashier/deposit"

  Rule: EMB-05 The back arrow can be hidden on the root page on wide screens

    @EMB-05
    Scenario Outline: On a <screen> screen, at <page>, the back arrow is <shown>
      Given I use a <screen> screen
      When I open "<page>"
      Then the back arrow is <shown>

      Examples:
        | screen  | page               | shown  |
        | desktop | /sports            | hidden |
        | mobile  | /sports            | shown  |
        | desktop | /sports/event/fx-1 | shown  |
        | mobile  | /sports/event/fx-1 | shown  |

    @EMB-05
    Scenario: The cashier's landing page hides the arrow on a wide screen
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And I use a desktop screen
      When I open "/account/cashier/withdraw"
      Then the back arrow is hidden

  Rule: EMB-06 `olympusLoggedPages` and `olympusUnLoggedPages` decide which links are in-app and which are full page loads

    Background:
      Given the site opens "/account/cashier" and "/sports" in-app for players, and "/sports" for visitors
      And the channel menu also holds "Sports" linking to "sports"
      And the channel menu also holds "Deposit" linking to "account/cashier/deposit"

    @EMB-06
    Scenario: A visitor's link to the sportsbook opens in-app, to the cashier as a full page load
      When I open "/"
      And I follow the menu link "Sports"
      Then the link opened in the site at "/sports"
      When I follow the menu link "Deposit"
      Then the link loaded the page anew

    @EMB-06
    Scenario: A player's links to both open in-app
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open "/"
      And I follow the menu link "Deposit"
      Then the link opened in the site at "/account/cashier/deposit"

    @EMB-06
    Scenario: A page the frame asks for is a full page load when it is not listed for the player's state
      When I open "/sports"
      And the legacy page asks to open the site's "/account/cashier/deposit"
      Then the page "/account/cashier/deposit" was loaded anew

    @EMB-06
    Scenario: Nothing is listed for visitors: the sportsbook link is a full page load
      Given the site opens "/account/cashier" and "/sports" in-app for players, and nothing for visitors
      When I open "/"
      And I follow the menu link "Sports"
      Then the link loaded the page anew
