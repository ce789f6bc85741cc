Feature: The cashier
  A player deposits and withdraws on the cashier pages of the operator's legacy application, shown
  inside the site under its own heading. To withdraw, the site offers the card, a bank transfer and a
  transfer to another player only as the platform's payment profile and method groups allow, and
  lists the withdrawals still pending, which the player may cancel where the rules allow it.

  Background:
    Given the legacy application serves the cashier pages
    And the player "ada@demo.test" with password "Ready-Player-1" is registered

  Rule: CASH-01 `/account/cashier/deposit` and `/account/cashier/withdraw` host the cashier pages of the embedded legacy application

    @CASH-01
    Scenario Outline: <page> shows the legacy cashier's <legacy page> under the heading "<heading>"
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "<page>"
      Then the page's heading is "<heading>"
      And the cashier frame shows the legacy page "<legacy page>"

      Examples:
        | page                      | heading  | legacy page       |
        | /account/cashier/deposit  | Deposit  | /cashier/deposit  |
        | /account/cashier/withdraw | Withdraw | /cashier/withdraw |

    @CASH-01
    Scenario: A visitor is sent to log in first, and comes back to the cashier
      When I open the cashier page "/account/cashier/deposit"
      Then I am on the page "/login?destination=%2Faccount%2Fcashier%2Fdeposit"

    @CASH-01
    Scenario: With deposits switched off, the deposit page says so and shows no cashier
      Given the site has cashier deposits disabled and cashier withdrawals enabled
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/cashier/deposit"
      Then the page says "Deposits are not available on this site at the moment."
      And no cashier frame is shown

  Rule: CASH-02 Payment profile info (`cp`, `ct`, `ftd`) comes from `/services/payment/profiles/{session}/info`

    @CASH-02
    Scenario: The payment profile the platform answers is what the method groups are asked with
      Given the payment profile of "ada@demo.test" is cp "STANDARD,HIGH_ROLLER" and ct "VIP"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/cashier/withdraw"
      Then the method groups were asked with cp "STANDARD,HIGH_ROLLER" and ct "VIP"

  Rule: CASH-03 Method groups come from `.../method-groups?brand&channel&cp&ct&currency&paymentType=W&region` (brand, currency, device, country and subdivision)

    @CASH-03
    Scenario Outline: A player in <region> on a <device> device
      Given the site's brand is "demo"
      And "ada@demo.test" lives in "<region>"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And I play on a <device> device
      When I open the cashier page "/account/cashier/withdraw"
      Then the method groups were asked with brand "demo", channel "<channel>", currency "EUR", payment type "W" and region "<region>"

      Examples:
        | region | device  | channel |
        | MT-01  | desktop | DESKTOP |
        | ES-MD  | mobile  | MOBILE  |

  Rule: CASH-04 `/withdraw/cbt` is offered only when a CBT group exists and the player has linked persona accounts; `/withdraw/ttp` when a TTP group exists

    @CASH-04
    Scenario Outline: Groups <groups>, <accounts> linked accounts: the ways to withdraw are <offered>
      Given the platform's withdrawal method groups are "<groups>"
      And "ada@demo.test" has <accounts> linked bank accounts
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/cashier/withdraw"
      Then the ways to withdraw offered are "<offered>"

      Examples:
        | groups       | accounts | offered                                                       |
        | CARD         | 1        | Card, Pending withdrawals                                     |
        | CARD,CBT     | 0        | Card, Pending withdrawals                                     |
        | CARD,CBT     | 1        | Card, Bank transfer, Pending withdrawals                      |
        | CARD,TTP     | 0        | Card, Send to a player, Pending withdrawals                   |
        | CARD,CBT,TTP | 1        | Card, Bank transfer, Send to a player, Pending withdrawals    |

    @CASH-04
    Scenario: A bank transfer page the player is not offered says so, with a way back, and shows no cashier
      Given the platform's withdrawal method groups are "CARD,CBT"
      And "ada@demo.test" has 0 linked bank accounts
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/cashier/withdraw/cbt"
      Then the page says "This way of withdrawing is not available to you."
      And no cashier frame is shown
      When I follow the link "Back to withdrawals"
      Then the cashier frame shows the legacy page "/cashier/withdraw"

    @CASH-04
    Scenario: An offered transfer to a player opens the legacy cashier's transfer page
      Given the platform's withdrawal method groups are "CARD,TTP"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/cashier/withdraw/ttp"
      Then the page's heading is "Send to a player"
      And the cashier frame shows the legacy page "/cashier/withdraw/ttp"

  Rule: CASH-05 `/withdraw/manage-pending` lists pending withdrawals (amount and formattedAmount)

    @CASH-05
    Scenario: The pending withdrawals are listed with their amounts, newest first
      Given "ada@demo.test" has a pending withdrawal of 50 "EUR"
      And "ada@demo.test" has a pending withdrawal of 1234.5 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/cashier/withdraw/manage-pending"
      Then the pending withdrawals listed are "€1,234.50, €50.00"

    @CASH-05
    Scenario: Cancelling a withdrawal, once confirmed, returns the money and the banner goes
      Given "ada@demo.test" has a "Withdrawable" balance of 10 "EUR"
      And "ada@demo.test" has a pending withdrawal of 50 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/cashier/withdraw/manage-pending"
      Then the page says "You have a pending withdrawal of €50.00."
      When I press cancel on the withdrawal of "€50.00"
      Then I am asked "Cancel this withdrawal of €50.00? The money returns to your withdrawable balance."
      When I confirm
      Then the page says "Withdrawal of €50.00 cancelled: the money is back in your balance."
      And the page says "You have no pending withdrawals."
      And the page no longer says "You have a pending withdrawal of €50.00."

    @CASH-05
    Scenario: Keeping the withdrawal asks the platform nothing
      Given "ada@demo.test" has a pending withdrawal of 50 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/cashier/withdraw/manage-pending"
      And I press cancel on the withdrawal of "€50.00"
      And I keep it
      Then the platform was asked to reverse no withdrawal
      And the pending withdrawals listed are "€50.00"

    @CASH-05
    Scenario: Where the jurisdiction forbids it, the player is told why the withdrawal stays
      Given "ada@demo.test" has a pending withdrawal of 50 "EUR"
      And the platform refuses to reverse the withdrawals of "ada@demo.test" with "REVERSAL_NOT_ALLOWED"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/cashier/withdraw/manage-pending"
      And I press cancel on the withdrawal of "€50.00"
      And I confirm
      Then the page says "Where you play, the rules do not allow a withdrawal to be cancelled."
      And the pending withdrawals listed are "€50.00"

    @CASH-05
    Scenario: A withdrawal the platform says cannot be reversed offers no cancel
      Given "ada@demo.test" has a pending withdrawal of 50 "EUR" that cannot be reversed
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/cashier/withdraw/manage-pending"
      Then the withdrawal of "€50.00" cannot be cancelled

    @CASH-05
    Scenario: No pending withdrawals
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the cashier page "/account/cashier/withdraw/manage-pending"
      Then the page says "You have no pending withdrawals."

  Rule: The transaction history (beyond the spec)

    Scenario: Newest first, in the player's currency rules, filtered by kind and dates kept in the address
      Given "ada@demo.test" has these transactions:
        | day        | kind       | amount | currency |
        | 2026-11-01 | deposit    | 100    | EUR      |
        | 2026-11-02 | bet        | -2.5   | EUR      |
        | 2026-11-03 | win        | 10     | EUR      |
        | 2026-11-04 | withdrawal | -50    | EUR      |
      And filtering "ada@demo.test"'s history by "Casino bet" from "2026-11-01" to "2026-11-02", the platform finds only the transaction of "2026-11-02"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/account/history"
      Then the history shows:
        | kind       | amount   |
        | Withdrawal | −€50.00  |
        | Casino win | +€10.00  |
        | Casino bet | −€2.50   |
        | Deposit    | +€100.00 |
      When I filter the history by "Casino bet" from "2026-11-01" to "2026-11-02"
      Then I am on the page "/account/history?kind=bet&from=2026-11-01&to=2026-11-02"
      And the history shows:
        | kind       | amount |
        | Casino bet | −€2.50 |
      And the CSV export link asks for "kind=bet&from=2026-11-01&to=2026-11-02"
