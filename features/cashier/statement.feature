Feature: The monthly statement
  Below the transaction history, a player reads what went in and out of their account each month
  and their net position: what they won minus what they staked with real money. The platform sums
  each calendar month of the player's jurisdiction; the site shows the months in the player's
  language and currency.

  Background:
    Given the legacy application serves the cashier pages
    And the player "ada@demo.test" with password "Ready-Player-1" is registered

  Rule: SG-11 The account history has a statement of deposits, withdrawals and net position by month

    @SG-11
    Scenario: The last twelve months are asked for and shown newest first, a win with a plus
      Given the platform sums the statement of "ada@demo.test" in "EUR" as:
        | month   | deposits | withdrawals | net position |
        | 2026-11 | 65       | 40          | 12.5         |
        | 2026-10 | 0        | 0           | -7.25        |
        | 2026-09 | 1250     | 0           | 0            |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/history"
      Then the platform was asked for the statement of the last 12 months
      And the monthly statement shows:
        | Month    | Deposits  | Withdrawals | Net position |
        | Nov 2026 | €65.00    | €40.00      | +€12.50      |
        | Oct 2026 | €0.00     | €0.00       | -€7.25       |
        | Sep 2026 | €1,250.00 | €0.00       | €0.00        |

    @SG-11
    Scenario: A player who reads the site in Spanish reads the statement in Spanish
      Given the player "lola@demo.test" with password "Ready-Player-1" is registered and prefers Spanish
      And the platform sums the statement of "lola@demo.test" in "EUR" as:
        | month   | deposits | withdrawals | net position |
        | 2026-11 | 1250     | 40          | -3           |
      And I am logged in as "lola@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/history"
      Then the monthly statement shows:
        | Mes       | Depósitos  | Retiradas | Resultado neto |
        | nov 2026  | 1250,00 €  | 40,00 €   | -3,00 €        |

    @SG-11
    Scenario: When the statement cannot be loaded, the page says so and offers a retry
      Given the platform fails its next statement answer
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/history"
      Then the statement section says "We could not load your statement."
