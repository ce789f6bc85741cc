Feature: Bonuses over the platform: a deposit, an opt-in on the promotions page, a real-money spin
  The site and the sandbox meet: the platform matches the deposit, grants the bonus the card opted in
  to, and counts a real-money spin toward its wagering in the spin's own ledger transaction; the
  account page shows the bonus money apart from the real money (docs/bonus-rules.md).

  @BON-01 @BON-02 @BON-04 @platform
  Scenario: After a deposit of €40 the welcome offer gives €40 to wager 30 times, and a €5 spin counts €5
    Given the player "bea@bonus.test" with password "Ready-Player-1" is registered
    And I am logged in as "bea@bonus.test" with password "Ready-Player-1"
    And I deposit "€40.00" by card
    When I open the page "/promotions"
    And I opt in to "Welcome offer: 100% up to €200"
    Then the offer "Welcome offer: 100% up to €200" says "Opted in", with the way to the wagering progress
    When I play a real-money spin of a slot, staking 5
    And I open the page "/account"
    Then the bonus panel shows:
      | Bonus balance        | €40.00                    |
      | Wagered so far       | €5.00                     |
      | Left to wager        | €1,195.00                 |
      | Wagering requirement | €1,200.00 (30× the bonus) |
