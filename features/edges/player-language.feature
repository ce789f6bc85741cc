Feature: Every word in the player's language
  A player reading the site in Spanish or German reads no English: not on a button, not in a form,
  not in the names of the lines of their transaction history, which the platform describes in English.

  Background:
    Given the site publishes the languages "en, es, de" with "en" by default
    And "ada@demo.test" has these transactions, in the platform's words:
      | day        | kind         | amount | currency | platform's words       | card | other player  |
      | 2026-11-01 | adjustment   | 200    | EUR      | Balance adjustment     |      |               |
      | 2026-11-02 | deposit      | 25     | EUR      | Card deposit •••• 4242 | 4242 |               |
      | 2026-11-03 | transfer_out | -3     | EUR      | Sent to b••@demo.test  |      | b••@demo.test |
      | 2026-11-04 | cashback     | 1.5    | EUR      | Weekly cashback        |      |               |

  Rule: EDGE-05 Every word the site shows is in the player's language (es, de), transaction types included; only a kind of transaction the site does not know yet keeps the platform's own words

    @EDGE-05
    Scenario: The history in Spanish
      Given the player "ada@demo.test" with password "Ready-Player-1" is registered and prefers Spanish
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/account/history"
      Then the history names and describes its lines:
        | kind                  | detail            |
        | Weekly cashback       |                   |
        | Transferencia enviada | A b••@demo.test   |
        | Depósito              | Tarjeta •••• 4242 |
        | Ajuste                |                   |

    @EDGE-05
    Scenario: The history in German
      Given the player "ada@demo.test" with password "Ready-Player-1" is registered and prefers German
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/account/history"
      Then the history names and describes its lines:
        | kind                 | detail          |
        | Weekly cashback      |                 |
        | Überweisung gesendet | An b••@demo.test |
        | Einzahlung           | Karte •••• 4242 |
        | Korrektur            |                 |
