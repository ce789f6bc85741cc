Feature: Pages, menus and regions from the content service
  The site is composed from the operator's content: each page comes from the content service in the
  player's language, in regions (the top strip, the header, the channel menu, the main content, the
  mobile bottom bar, the footer and the account menu), each holding items of a few content types.
  Where an item links depends on its type. Menus show as many items as the screen allows, and some
  items are for visitors only or not for every region of the world.

  Rule: CMS-01 Pages are composed from content regions (accountMenu, channelFooter, channelHeader, footer, header, mainContent, miniHeader) holding items of the content types casino_game_page, content_block, content_page, custom_menu, external_link, functional, marketing_page, section, slide, slideshow

    @CMS-01
    Scenario: The home page shows every region's items where they belong
      Given the footer links to the marketing page "Welcome offer" with slug "welcome-offer"
      And the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the account menu holds the actions "Deposit", "Withdraw"
      When I open the page "/"
      Then the page shows these items in these regions:
        | region        | text                          |
        | miniHeader    | Help centre                   |
        | channelHeader | Live casino                   |
        | mainContent   | Welcome bonus                 |
        | mainContent   | Set a budget before you play. |
        | mainContent   | Take breaks.                  |
        | channelFooter | Casino                        |
        | footer        | Welcome offer                 |
        | accountMenu   | Deposit                       |
      And the page has one main heading

    @CMS-01
    Scenario: A malformed item, an item of an unknown type and an unsafe link are left out; the rest of the page stays
      Given the site takes content links and images from "https://www.begambleaware.org" too
      And the main content also holds an item with no title of type "content_block"
      And the main content also holds an item of type "hologram"
      And the footer links to the external site "Free spins" at "javascript:alert(1)"
      And the footer links to the external site "Safer gambling" at "https://www.begambleaware.org/"
      When I open the page "/"
      Then the main content shows "Welcome bonus"
      And "Free spins" is not on the page
      And "Safer gambling" links to "https://www.begambleaware.org/"
      And the site logged that it left out 3 items

    @CMS-01
    Scenario: A page that fails to load says so, in the player's language, and can be asked for again
      Given I am browsing in Spanish
      And the content service has the marketing page "welcome-offer"
      And the content service fails the next 2 page requests
      When I open the page "/welcome-offer"
      Then the page says "No se pudo cargar esta página"
      When I press "Reintentar"
      Then the page says "All about welcome-offer."

    @CMS-01 @platform
    Scenario: The platform's home page fills every region, in English and in Spanish
      When the site reads the page "home" from the platform in English
      Then every region of the page holds items, in "en"
      And the site asked the platform for "/content/v5/buckets/default/languages/en/pages/home"
      When the site reads the page "home" from the platform in Spanish
      Then every region of the page holds items, in "es"
      And the site asked the platform for "/content/v5/buckets/default/languages/es/pages/home"

  Rule: CMS-02 Marketing pages and custom menus link to `/{slug}`; casino game pages to `/casino/{category}/{subcategory}/{page}`

    @CMS-02
    Scenario: Links of marketing pages, custom menus and casino game pages
      Given the footer links to the marketing page "Welcome offer" with slug "welcome-offer"
      And the footer links to the custom menu "Jackpot hunt" with slug "jackpot-hunt"
      And the footer links to the casino game page "Classic slots, page 2" in "slots" "classic" page "2"
      When I open the page "/"
      Then "Welcome offer" links to "/welcome-offer"
      And "Jackpot hunt" links to "/jackpot-hunt"
      And "Classic slots, page 2" links to "/casino/slots/classic/2"

    @CMS-02
    Scenario: A marketing page opens at its slug
      Given the content service has the marketing page "welcome-offer"
      And the footer links to the marketing page "Welcome offer" with slug "welcome-offer"
      When I open the page "/"
      And I follow the link "Welcome offer"
      Then I am on the page "/welcome-offer"
      And the page says "All about welcome-offer."

    @CMS-02
    Scenario: An address no marketing page has is not found
      When I open the page "/no-such-offer"
      Then I am on the page "/error/not-found"

  Rule: CMS-03 Content pages link under `/pages`, `/articles`, `/promotions` or `/help/{help path}` by page-type; a help link drops the page suffix and falls back to the common-faq group without a path; no page-type, no link

    @CMS-03
    Scenario Outline: A <page type> content page at "<path>" links to <link>
      Given the footer links to the <page type> content page "Read more" at "<path>"
      When I open the page "/"
      Then "Read more" links to "<link>"

      Examples:
        | page type | path                 | link                    |
        | generic   | about-us             | /pages/about-us         |
        | article   | how-to-play-roulette | /articles/how-to-play-roulette |
        | promotion | weekend-reload       | /promotions/weekend-reload |
        | help      | payments/deposits-page | /help/payments/deposits |
        | help      |                      | /help/common-faq        |

    @CMS-03
    Scenario: A content page without a page type gets no link
      Given the footer links to the content page "Licence" at "licence" without a page type
      When I open the page "/"
      Then "Licence" is shown without a link

    @CMS-03
    Scenario: A content page opens under its section
      Given the content service has the content page "articles/how-to-play-roulette" titled "How to play roulette"
      When I open the page "/articles/how-to-play-roulette"
      Then the main heading is "How to play roulette"

    @CMS-03
    Scenario: The promotions section's own page opens at /promotions
      Given the content service has the marketing page "promotions"
      When I open the page "/promotions"
      Then the main heading is "promotions"

  Rule: CMS-04 CMS scripts run 50 ms after page load; a page-view analytics event is pushed on each navigation

    @CMS-04
    Scenario: The page's scripts run 50 ms after it has loaded
      Given the home page names the page script "page-view-widget"
      When I open the page "/"
      And 49 milliseconds pass
      Then the page script "page-view-widget" has not run
      When 1 millisecond passes
      Then the page script "page-view-widget" has run once

    @CMS-04
    Scenario: A script the site does not own never runs
      Given the home page names the page script "remote-tracker"
      When I open the page "/"
      And 1 second passes
      Then the data layer received no script event
      And the site logged that the page named a script it does not have

    @CMS-04
    Scenario: Every navigation pushes a page view
      Given the content service has the marketing page "welcome-offer"
      And the footer links to the marketing page "Welcome offer" with slug "welcome-offer"
      When I open the page "/"
      And 1 second passes
      And I follow the link "Welcome offer"
      And 1 second passes
      Then the data layer received page views of "/" then "/welcome-offer"

    @CMS-04
    Scenario: An address that redirects at once counts as the page it lands on
      When I open the page "/no/such/page"
      And 1 second passes
      Then I am on the page "/error/not-found"
      And the data layer received only the page view of "/error/not-found"

  Rule: CMS-05 Images default to width/quality 75

    @CMS-05
    Scenario: Content images are asked for at a width and quality 75
      When I open the page "/"
      Then every image of the main content is asked for with a width and quality 75
