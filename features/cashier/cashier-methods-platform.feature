@platform
Feature: The cashier's methods and statuses, over the platform
  The legacy cashier's deposit pages and the site's history against the sandbox, which plays the
  operator's payment services: the methods and limits are the platform's data, the remembered card is
  what the platform keeps, the statuses are the platform's.

  Background:
    Given the player "cash@play.test" with password "Ready-Player-1" is registered
    And I am logged in as "cash@play.test" with password "Ready-Player-1"

  @CSH-01 @CSH-02 @CSH-03
  Scenario: Card, bank transfer and e-wallet, each with its limits shown before typing and quick amounts within them
    When I open the legacy cashier's page "/cashier/deposit"
    Then the deposit methods offered are "Card, Bank transfer, E-wallet"
    And under the amount it says "Minimum €10.00 · Maximum €5,000.00"
    And the quick amounts are "€10, €20, €50, €100"
    When I open the legacy cashier's page "/cashier/deposit/bank"
    Then under the amount it says "Minimum €20.00 · Maximum €10,000.00"
    And the quick amounts are "€20, €40, €100, €200"
    When I pay "15" from the IBAN "DE89 3704 0044 0532 0130 00"
    Then the deposit amount field says "The amount is below the minimum of €20.00."
    When I pay "30" from the IBAN "DE89 3704 0044 0532 0130 00"
    Then the legacy page says "Your deposit of €30.00 is complete."

  @CSH-04 @CSH-05
  Scenario: After a card deposit the next one offers the remembered card with only its security code, and it can be removed
    When I open the legacy cashier's page "/cashier/deposit"
    Then it asks for a new card
    When I pay "25" with the card "4242 4242 4242 4242", expiry "12/39" and security code "123"
    Then the legacy page says "Your deposit of €25.00 is complete."
    When I open the legacy cashier's page "/cashier/deposit"
    Then it offers to pay with "Visa ending 4242", asking only for the amount and the security code
    And the platform keeps of the player's cards only "VISA 4242 12/39"
    When I pay "20" with the remembered card and security code "456"
    Then the legacy page says "Your deposit of €20.00 is complete."
    When I open the legacy cashier's page "/cashier/deposit"
    And I remove the remembered card "Visa ending 4242"
    Then the legacy page says "The card is removed. Its details are no longer kept."
    And it asks for a new card

  @CSH-06 @CSH-07
  Scenario: The history and its CSV export say where each deposit and withdrawal stands
    Given I deposited 25 "EUR" by card through the platform
    And I asked the platform to withdraw 20 "EUR"
    When I open the cashier page "/account/history"
    Then the history reads:
      | Withdrawal · Pending · −€20.00 |
      | Deposit · Approved · +€25.00   |
      | Adjustment · +€125.50          |
    And the CSV export's status column reads "pending, approved, "

  @CSH-10 @CSH-12
  Scenario: A withdrawal says where the money goes and the method's limits before anything is typed
    When I open the legacy cashier's page "/cashier/withdraw"
    Then the legacy page says "Paid back to your card."
    When I open the legacy cashier's page "/cashier/deposit"
    And I pay "25" with the card "4242 4242 4242 4242", expiry "12/39" and security code "123"
    And I open the legacy cashier's page "/cashier/withdraw"
    Then the legacy page says "Paid to your Visa ending 4242."
    And under the amount it says "Minimum €10.00 · Maximum €5,000.00"
    Given the platform links the bank account "DE89 •••• 3000" to "cash@play.test"
    When I open the legacy cashier's page "/cashier/withdraw/cbt"
    Then the legacy page says "Paid to the linked bank account you choose."
    And the legacy page says "Bank account DE89 •••• 3000"
    And under the amount it says "Minimum €10.00 · Maximum €5,000.00"

  @CSH-11
  Scenario: "All" asks for the whole withdrawable balance, within the maximum, and only when it reaches the minimum
    When I open the legacy cashier's page "/cashier/withdraw"
    Then the legacy page says "Withdrawable balance €100.00"
    And the only quick amount is "All: €100"
    And the quick amount "All: €100" fills in "100.00"
    Given the platform sets "cash@play.test"'s balance to 6000.5
    When I open the legacy cashier's page "/cashier/withdraw"
    Then the only quick amount is "All: €5,000"
    And the quick amount "All: €5,000" fills in "5000.00"
    Given the platform sets "cash@play.test"'s balance to 9.99
    When I open the legacy cashier's page "/cashier/withdraw"
    Then there is no quick amount
    Given the platform sets "cash@play.test"'s balance to 42.37
    When I open the legacy cashier's page "/cashier/withdraw"
    Then the only quick amount is "All: €42.37"
    And the quick amount "All: €42.37" fills in "42.37"
    When I withdraw "42.37"
    Then the legacy page says "Your withdrawal of €42.37 is pending."
