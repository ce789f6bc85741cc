Feature: Loyalty status: the tier is earned by play and never spent
  Real-money play earns two kinds of points at once: points to spend, redeemed for bonus money, and
  status points, which are never spent and alone decide the tier (Bronze at 1,000, Silver at 5,000,
  Gold at 20,000). Redeeming points therefore never costs a player their tier, and the account shows
  how far the next tier is.

  Background:
    Given the player "lena@loyalty.test" with password "Ready-Player-1" is registered

  Rule: LOYP-01 Redeeming points never lowers the tier: after a redemption the account shows the same tier and the same way to the next tier, with fewer points to spend

    @LOYP-01
    Scenario: Redeeming 1,200 of 1,240 points keeps Bronze and the way to Silver
      Given "lena@loyalty.test" holds 1240 loyalty points
      And the platform will redeem 1200 points for "€12.00" of bonus money, leaving 40 points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the account page shows the loyalty tier "Bronze" with "1,240" points
      And the progress to the next tier reads "3,760 status points to Silver"
      When I press the panel's button "Redeem for €12.00"
      And I press the panel's button "Yes, redeem"
      Then the account page shows the loyalty tier "Bronze" with "40" points
      And the progress to the next tier reads "3,760 status points to Silver"

    @LOYP-01 @platform
    Scenario: Over the platform, redeeming most points leaves the tier and the way to the next one as they were
      Given "lena@loyalty.test" holds 1240 loyalty points
      And "lena@loyalty.test" has a "Bonus" balance of 0 "EUR"
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the account page shows the loyalty tier "Bronze" with "1,240" points
      When I press the panel's button "Redeem for €12.00"
      And I press the panel's button "Yes, redeem"
      Then the redeem panel on the page reads "€12.00 was added to your bonus balance."
      And the account page shows the loyalty tier "Bronze" with "40" points
      And the progress to the next tier reads "3,760 status points to Silver"

  Rule: LOYP-02 The account menu and the account page show the way to the next tier, in the player's language

    @LOYP-02
    Scenario Outline: The status points still needed, and the tier they reach, in the player's language (Spanish groups thousands from 10,000 on)
      Given the player "lena@loyalty.test" with password "Ready-Player-1" is registered and prefers <language>
      And "lena@loyalty.test" holds 40 loyalty points and 1240 status points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I open the page "/"
      And I open the account menu
      Then the progress to the next tier reads <progress>

      Examples:
        | language | progress                                          |
        | English  | "3,760 status points to Silver"               |
        | Spanish  | "Te faltan 3760 puntos de estado para Silver" |

    @LOYP-02
    Scenario: Part of a status point still missing counts as a whole one
      Given "lena@loyalty.test" holds 4999.5 loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the account page shows the loyalty tier "Bronze" with "4,999" points
      And the progress to the next tier reads "1 status point to Silver"

    @LOYP-02
    Scenario: In the top tier there is no next tier to reach
      Given "lena@loyalty.test" holds 25000 loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the account page shows the loyalty tier "Gold" with "25,000" points
      And the account page says "Top tier, with 25,000 status points", with no progress bar

  Rule: LOYP-03 Status points grow with real-money play and never with redemption, and they alone decide the tier

    @LOYP-03 @platform
    Scenario: Over the platform, a redemption spends no status points, and a round of real-money play reaches Silver
      Given "lena@loyalty.test" holds 200 loyalty points and 4995 status points
      And "lena@loyalty.test" has a playable balance of 50 "EUR"
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the progress to the next tier reads "5 status points to Silver"
      When I press the panel's button "Redeem for €2.00"
      And I press the panel's button "Yes, redeem"
      Then the account page shows the loyalty tier "Bronze" with "0" points
      And the progress to the next tier reads "5 status points to Silver"
      When I play a round of a slot for real money, staking 1.00
      And 30 seconds pass
      Then the account page shows the loyalty tier "Silver" with "10" points
      And the progress to the next tier reads "14,995 status points to Gold"

  Rule: LOYP-04 The redeem panel says plainly that redeeming does not change the tier, naming the tier the player keeps

    @LOYP-04
    Scenario Outline: The redeem panel names the tier the player keeps
      Given "lena@loyalty.test" holds <points> loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the redeem panel on the page reads "Redeeming never changes your tier: you stay <tier>. Your tier comes from status points, which you earn by playing and never spend."

      Examples:
        | points | tier   |
        | 1240   | Bronze |
        | 300    | Starter |

  Rule: LOYP-05 A platform that does not report status points, or reports ones that do not add up, still shows the tier and the points, without progress and never with NaN or broken text

    @LOYP-05
    Scenario: An older platform that says nothing of status points
      Given "lena@loyalty.test" holds 1240 loyalty points
      And the platform reports no status points for "lena@loyalty.test"
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the account page shows the loyalty tier "Bronze" with "1,240" points
      And the account page shows no progress to the next tier

    @LOYP-05
    Scenario: A next tier the platform says is already reached shows no progress
      Given "lena@loyalty.test" holds 1240 loyalty points
      And the platform reports 1240 status points for "lena@loyalty.test", 0 of them short of "silver"
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the account page shows the loyalty tier "Bronze" with "1,240" points
      And the account page shows no progress to the next tier

    @LOYP-05
    Scenario: A next tier the platform does not describe is "the next tier"
      Given "lena@loyalty.test" holds 1240 loyalty points
      And the platform reports 1240 status points for "lena@loyalty.test", 3760 of them short of "diamond"
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the progress to the next tier reads "3,760 status points to the next tier"
