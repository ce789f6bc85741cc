Feature: Navigation: every route of the site exists, and the lost find their way home
  Every address of the specification leads to its own page; an address the site does not know, or a
  page that fails unexpectedly, shows an error page in the player's language with a way home.

  Background:
    Given the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"
    And the site trusts the identity provider

  Rule: NAV-02 Routes exist for every path in SPEC.md section 2, and for the account two-factor, two-factor setup, phone validation, login, not-available-in-region, contact-us, home and help pages

    @NAV-02
    Scenario Outline: A visitor opening <path> lands on its page
      When I open the page "<path>"
      Then I am on the page "<arrives at>"
      And the page has one main heading
      And it is not the page-not-found page

      Examples:
        | path                                  | arrives at                            |
        | /                                     | /                                     |
        | /help                                 | /help                                 |
        | /help/search-content?searchTerm=bonus | /help/search-content?searchTerm=bonus |
        | /become-an-affiliate                  | /become-an-affiliate                  |
        | /join                                 | /join                                 |
        | /contact-us                           | /contact-us                           |
        | /login                                | /login                                |
        | /not-available-in-region              | /not-available-in-region              |
        | /blocked-document-status              | /blocked-document-status              |
        | /welcome/AFF-AURORA-001               | /                                     |
        | /error/internal-server                | /error/internal-server                |

    @NAV-02
    Scenario Outline: A player opening <path> lands on its page
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "<path>"
      Then I am on the page "<path>"
      And the page has one main heading
      And it is not the page-not-found page

      Examples:
        | path                                      |
        | /account                                  |
        | /account/cashier/deposit                  |
        | /account/cashier/withdraw                 |
        | /account/cashier/withdraw/manage-pending  |
        | /validation-code/validatePhone            |
        | /validate-document                        |
        | /my-games                                 |
        | /account/two-factor                       |

    @NAV-02
    Scenario Outline: The <page> page exists where the platform offers it
      Given the platform's withdrawal method groups are "CARD,CBT,TTP"
      And "ada@demo.test" has 1 linked bank accounts
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "<path>"
      Then the page's heading is "<page>"

      Examples:
        | path                          | page             |
        | /account/cashier/withdraw/ttp | Send to a player |
        | /account/cashier/withdraw/cbt | Bank transfer    |

    @NAV-02
    Scenario: The two-factor setup page exists, and without an enrolment in progress it sends the player to enrol first
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/account/two-factor/setup"
      Then the page has one main heading
      And it is not the page-not-found page

  Rule: NAV-03 Unknown paths show `/error/not-found`; unexpected failures `/error/internal-server`

    @NAV-03
    Scenario: An address the site does not know shows the page-not-found page, with a way home
      When I open the page "/no/such/page"
      Then I am on the page "/error/not-found"
      And the main heading is "Page not found"
      When I follow the link "Back to the home page"
      Then I am on the page "/"

    @NAV-03
    Scenario: The page-not-found page speaks the player's language
      Given I chose the language "es" on an earlier visit
      When I open the page "/casino/slots/classic/no-such-game/extra"
      Then I am on the page "/error/not-found"
      And the main heading is "Página no encontrada"

    @NAV-03
    Scenario: A page that fails while it is shown is replaced by the internal-error page
      Given the site's pages fail while they render
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/account/two-factor"
      Then I am on the page "/error/internal-server"
      And the main heading is "Something went wrong"
      And the site logged the failure
