@platform
Feature: The cashier, over the platform
  The same cashier against the sandbox, which plays the operator's payment services: what leaves the
  site on the wire, and what the platform's own rules (regions, jurisdictions) make of it.

  @CASH-02 @CASH-03
  Scenario: The payment profile and then the withdrawal method groups are asked, with the player's region
    Given I am logged in as "alice@demo.test" with password "Alice-Player-1"
    When I open the cashier page "/account/cashier/withdraw"
    Then the site asked for the payment profile at "/services/payment/profiles/{session}/info"
    And the site asked the method groups with the brand, channel "DESKTOP", the profile's cp and ct, currency "EUR", payment type "W" and region "MT-01"

  @CASH-04
  Scenario: A player in Malta with a linked bank account is offered every way to withdraw
    Given I am logged in as "alice@demo.test" with password "Alice-Player-1"
    When I open the cashier page "/account/cashier/withdraw"
    Then the ways to withdraw offered are "Card, Bank transfer, Send to a player, Pending withdrawals"

  @CASH-04
  Scenario: A player in Madrid without linked accounts is offered neither a bank transfer nor a transfer to a player
    Given I am logged in as "madrid@demo.test" with password "Madrid-Player-1"
    When I open the cashier page "/account/cashier/withdraw"
    Then the ways to withdraw offered are "Card, Pending withdrawals"

  @CASH-05
  Scenario: A withdrawal asked through the cashier is listed, cancelled, and its money is withdrawable again
    Given the player "cash@play.test" with password "Ready-Player-1" is registered
    And "cash@play.test" has a "Withdrawable" balance of 100 "EUR"
    And I am logged in as "cash@play.test" with password "Ready-Player-1"
    And I asked the platform to withdraw 40 "EUR"
    When I open the cashier page "/account/cashier/withdraw/manage-pending"
    Then the pending withdrawals listed are "€40.00"
    When I press cancel on the withdrawal of "€40.00"
    And I confirm
    Then the page says "Withdrawal of €40.00 cancelled: the money is back in your balance."
    And the platform holds a withdrawable balance of 100 "EUR" for "cash@play.test"

  @CASH-05
  Scenario: Where the jurisdiction forbids reversals, the pending withdrawal offers no cancel
    Given I am logged in as "london@demo.test" with password "London-Player-1"
    When I open the cashier page "/account/cashier/withdraw/manage-pending"
    Then the withdrawal of "£25.00" cannot be cancelled
