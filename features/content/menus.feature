Feature: Menus
  The channel menu, the mobile bottom bar, the all-categories overlay and the account menu's action
  rows show what the content gives them, within the limits of the screen.

  Rule: MENU-01 Live casino and live dealer links are disabled when `dynamicCardsEnabled` is off

    @MENU-01
    Scenario Outline: Live links with dynamic cards <dynamic cards>
      Given the site has dynamic cards <dynamic cards>
      And the channel menu also holds "Live dealer" linking to "live-dealer"
      When I open the page "/"
      Then the channel entry "Live casino" is <state>
      And the channel entry "Live dealer" is <state>
      And the channel entry "Casino" is enabled

      Examples:
        | dynamic cards | state    |
        | on            | enabled  |
        | off           | disabled |

  Rule: MENU-02 Channel menus show 8 items on desktop and 4 on the mobile bar

    @MENU-02
    Scenario Outline: A channel menu of 10 items on a <screen> screen
      Given the channel menu holds 10 items
      And I use a <screen> screen
      When I open the page "/"
      Then the channel menu shows <shown> items, the first ones

      Examples:
        | screen  | shown |
        | desktop | 8     |
        | mobile  | 4     |

  Rule: MENU-03 The mobile bottom bar shows at most 5 items

    @MENU-03
    Scenario: A bottom bar of 7 items shows the first 5
      Given the bottom bar holds 7 items
      And I use a mobile screen
      When I open the page "/"
      Then the bottom bar shows 5 items, the first ones

    @MENU-03
    Scenario: Only items the bar can show count towards its five
      Given the bottom bar holds 7 items after a language menu it cannot show
      And I use a mobile screen
      When I open the page "/"
      Then the bottom bar shows 5 items, the first ones

    @MENU-03
    Scenario: A bottom bar of 3 items shows them all
      Given the bottom bar holds 3 items
      And I use a mobile screen
      When I open the page "/"
      Then the bottom bar shows 3 items, the first ones

  Rule: MENU-04 Overlays use 6 columns on desktop and 3 on mobile

    @MENU-04
    Scenario Outline: The all-categories overlay on a <screen> screen
      Given I use a <screen> screen
      When I open the page "/"
      And I press "All categories"
      Then the overlay shows its entries in <columns> columns
      And the overlay lists "Slots" and "Table games"

      Examples:
        | screen  | columns |
        | desktop | 6       |
        | mobile  | 3       |

  Rule: MENU-05 Items marked hideWhenLogged are hidden when logged in; logged-out players see the language menu

    @MENU-05
    Scenario: A visitor sees the join-now slide and the language menu
      Given the slideshow also holds the slide "Join now" for visitors only
      When I open the page "/"
      Then the slideshow offers "Join now"
      And the top strip shows the language menu

    @MENU-05
    Scenario: A logged-in player sees neither
      Given the slideshow also holds the slide "Join now" for visitors only
      And the channel menu also holds "Sign up" linking to "sign-up" for visitors only
      And the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/"
      Then the slideshow does not offer "Join now"
      And "Sign up" is not on the page
      And the top strip shows no language menu

  Rule: MENU-06 Player-info action rows hold 1 to 4 buttons, two by default

    @MENU-06
    Scenario Outline: Five actions with <columns> columns asked for
      Given the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the account menu holds 5 actions in rows of <columns>
      When I open the page "/"
      Then the action rows hold <rows> buttons

      Examples:
        | columns   | rows      |
        | (default) | 2, 2, 1   |
        | 3         | 3, 2      |
        | 4         | 4, 1      |
        | 9         | 4, 1      |
        | 0         | 1, 1, 1, 1, 1 |
