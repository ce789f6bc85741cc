Feature: A cashier with methods and statuses
  A player deposits by the method they choose, and reads in their history where each deposit and
  withdrawal stands. The platform decides the statuses; the site says them in the player's language,
  with a word and a mark, never by colour alone (docs/cashier-rules.md).

  Background:
    Given the legacy application serves the cashier pages
    And the player "ada@demo.test" with password "Ready-Player-1" is registered

  Rule: CSH-06 Every deposit and withdrawal in the history says where it stands: pending, approved, rejected or cancelled

    @CSH-06
    Scenario: A pending withdrawal reads "Withdrawal · Pending · −€20.00", and money that never came in has no plus
      Given "ada@demo.test" has these transactions, with the platform's statuses:
        | day        | kind       | amount | currency | status    |
        | 2026-11-04 | withdrawal | -20    | EUR      | pending   |
        | 2026-11-03 | withdrawal | -15    | EUR      | cancelled |
        | 2026-11-03 | bet        | -1     | EUR      |           |
        | 2026-11-02 | deposit    | 40     | EUR      | rejected  |
        | 2026-11-01 | deposit    | 25     | EUR      | approved  |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/history"
      Then the history reads:
        | Withdrawal · Pending · −€20.00   |
        | Withdrawal · Cancelled · −€15.00 |
        | Casino bet · −€1.00              |
        | Deposit · Rejected · €40.00      |
        | Deposit · Approved · +€25.00     |

    @CSH-06
    Scenario: A player who reads the site in German reads the statuses in German
      Given the site publishes the languages "en, es, de" with "en" by default
      And the player "lena@demo.test" with password "Ready-Player-1" is registered and prefers German
      And "lena@demo.test" has these transactions, with the platform's statuses:
        | day        | kind       | amount | currency | status   |
        | 2026-11-04 | withdrawal | -20    | EUR      | pending  |
        | 2026-11-01 | deposit    | 25     | EUR      | approved |
      And I am logged in as "lena@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/history"
      Then the history reads:
        | Auszahlung · Ausstehend · −20,00 € |
        | Einzahlung · Genehmigt · +25,00 €  |

  Rule: CSH-08 A status the site does not know yet is shown in the platform's word, and one it cannot read is left out

    @CSH-08
    Scenario: A new status in the platform's word; an unreadable one omitted, the line still shown
      Given "ada@demo.test" has these transactions, with the platform's statuses:
        | day        | kind       | amount | currency | status    |
        | 2026-11-02 | withdrawal | -30    | EUR      | on hold   |
        | 2026-11-01 | deposit    | 25     | EUR      |           |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/history"
      Then the history reads:
        | Withdrawal · on hold · −€30.00 |
        | Deposit · +€25.00              |

  Rule: CSH-09 The cashier's frame is named after the page it shows

    @CSH-09
    Scenario Outline: <path> shows its frame named "<frame>"
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "<path>"
      Then the cashier frame is named "<frame>"

      Examples:
        | path                             | frame                             |
        | /account/cashier/deposit         | Cashier: Deposit                  |
        | /account/cashier/deposit/bank    | Cashier: Deposit by bank transfer |
        | /account/cashier/deposit/ewallet | Cashier: Deposit by e-wallet      |
        | /account/cashier/withdraw        | Cashier: Withdraw                 |
