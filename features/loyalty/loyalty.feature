Feature: Loyalty: the tier, the points, and redeeming them for bonus money
  A logged-in player sees their loyalty tier and points in the account menu, followed every 30
  seconds, and can redeem their points for bonus money on the account page. Real-money play earns
  the points: 10 for every 1.00 staked. 100 points are worth 1.00 of the player's currency.

  Background:
    Given the player "lena@loyalty.test" with password "Ready-Player-1" is registered

  Rule: LOY-01 The loyalty profile is polled every 30 s; a not-ok answer yields null

    @LOY-01
    Scenario: One loyalty request every 30 seconds, however many places show it
      Given "lena@loyalty.test" holds 6000 loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the balance is shown in 3 places at once
      And the redeem panel is shown
      Then the platform was asked for my loyalty profile 1 time
      When 29 seconds pass
      Then the platform was asked for my loyalty profile 1 time
      When 1 second passes
      Then the platform was asked for my loyalty profile 2 times
      When 60 seconds pass
      Then the platform was asked for my loyalty profile 4 times

    @LOY-01
    Scenario: A not-ok answer yields no profile: nothing is shown until a good answer comes
      Given "lena@loyalty.test" holds 1234.99 loyalty points
      And the loyalty service answers the next request with 503
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu shows no loyalty summary
      When 30 seconds pass
      Then the account menu shows the loyalty tier "Bronze" with "1,234" points

    @LOY-01 @platform
    Scenario: Over the platform, a failing loyalty service hides the summary instead of breaking the menu
      Given "lena@loyalty.test" holds 1234.99 loyalty points
      And the loyalty service answers the next request with 500
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu shows no loyalty summary
      And the account menu shows the balance "€125.50"
      When 30 seconds pass
      Then the account menu shows the loyalty tier "Bronze" with "1,234" points

  Rule: LOY-02 The current tier name and colour come from tiersInfo; the default tier name is Starter; the tier icon is gated by `loyaltyIconTierEnabled`

    @LOY-02
    Scenario: The platform's tier name and colour are shown
      Given "lena@loyalty.test" holds 2500 loyalty points
      And the platform places "lena@loyalty.test" in its tier "Platinum" coloured "#e5e4e2"
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the loyalty tier shown is "Platinum" coloured "#e5e4e2"

    @LOY-02
    Scenario: Below the first tier, or with a tier the platform does not describe, the tier is Starter
      Given "lena@loyalty.test" holds 999 loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the loyalty tier shown is "Starter" with no colour
      When the platform places "lena@loyalty.test" in a tier "diamond" it does not describe
      And 30 seconds pass
      Then the loyalty tier shown is "Starter" with no colour

    @LOY-02
    Scenario Outline: The tier icon is shown only when the site says so
      Given the site has the loyalty tier icon <setting>
      And "lena@loyalty.test" holds 25000 loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I open the page "/account"
      Then the account page shows the loyalty tier "Gold" <icon>

      Examples:
        | setting  | icon                        |
        | enabled  | with its icon in its colour |
        | disabled | without an icon             |

    @LOY-02 @platform
    Scenario: Over the platform, the tiers come from tiersInfo by the player's points
      Given "lena@loyalty.test" holds 25000 loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the loyalty tier shown is "Gold" coloured "#f2c14e"

    @LOY-02 @platform
    Scenario: Over the platform, a player below the first tier is a Starter
      Given "lena@loyalty.test" holds 999 loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the loyalty tier shown is "Starter" with no colour

  Rule: LOY-03 Points are shown truncated (never rounded up)

    @LOY-03
    Scenario Outline: Points are truncated
      Given "lena@loyalty.test" holds <points> loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu shows <shown> loyalty points

      Examples:
        | points   | shown     |
        | 1234.99  | "1,234"   |
        | 99.999   | "99"      |
        | 0.5      | "0"       |
        | 20000.01 | "20,000"  |

    @LOY-03 @platform
    Scenario: Over the platform, decimal points from play are truncated too
      Given "lena@loyalty.test" holds 5099.9 loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu shows "5,099" loyalty points
      And the redeem panel offers "5,000" points for "€50.00"

  Rule: LOY-04 The summary is hidden when the player is excluded or `isLoyaltyEnabled` is off

    @LOY-04
    Scenario: An excluded player sees no summary and no redeem panel
      Given "lena@loyalty.test" holds 5000 loyalty points and is excluded
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the account menu is shown
      And the redeem panel is shown
      Then the account menu shows no loyalty summary
      And no redeem panel is shown

    @LOY-04
    Scenario: With loyalty switched off nothing is shown, and the platform is never asked
      Given the site has loyalty switched off
      And "lena@loyalty.test" holds 5000 loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the account menu is shown
      And the redeem panel is shown
      And 60 seconds pass
      Then the account menu shows no loyalty summary
      And no redeem panel is shown
      And the platform was asked for my loyalty profile 0 times

    @LOY-04 @platform
    Scenario: Over the platform, an excluded player sees no summary and no redeem panel
      Given "lena@loyalty.test" holds 5000 loyalty points and is excluded
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When the account menu is shown
      And the redeem panel is shown
      Then the account menu shows no loyalty summary
      And no redeem panel is shown

  Rule: LOY-05 Redeeming posts JSON to `/services/loyalty-points/v1/players/{session}/redeem`

    @LOY-05 @platform
    Scenario: Redeeming posts JSON with a key, and the bonus balance shows the money at once
      Given "lena@loyalty.test" holds 1234.99 loyalty points
      And "lena@loyalty.test" has a "Bonus" balance of 0 "EUR"
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      And the account menu is shown
      And the redeem panel offers "1,200" points for "€12.00"
      When I redeem my points and confirm
      Then the site asked the platform to redeem 1200 points, posted as JSON to "/services/loyalty-points/v1/players/{session}/redeem" with an Idempotency-Key
      And I am told "€12.00 was added to your bonus balance."
      And the "Bonus" row of the wallet is shown as "€12.00"
      And the account menu shows "34" loyalty points
      And the redeem panel offers nothing to redeem

    @LOY-05 @platform
    Scenario: When the platform gives no answer, trying again sends the same key, and the points are redeemed once
      Given "lena@loyalty.test" holds 700 loyalty points
      And "lena@loyalty.test" has a "Bonus" balance of 0 "EUR"
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      And the account menu is shown
      And the loyalty service fails the next redemption with 503
      When I redeem my points and confirm
      Then I am told the redemption may not have happened, and offered to try again
      When I try the redemption again
      Then the site sent 2 redemptions, both with the same Idempotency-Key
      And the "Bonus" row of the wallet is shown as "€7.00"
      And the account menu shows "0" loyalty points

    @LOY-05
    Scenario: Every new redemption has a key of its own
      Given "lena@loyalty.test" holds 2500 loyalty points
      And the platform will redeem 2500 points for "€25.00" of bonus money, leaving 0 points
      And the platform will redeem 300 points for "€3.00" of bonus money, leaving 0 points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I redeem my points and confirm
      And I close the redemption's message
      And "lena@loyalty.test" earns 300 more loyalty points
      And 30 seconds pass
      And I redeem my points and confirm
      Then the site sent 2 redemptions, each with a different Idempotency-Key
      And they asked to redeem 2500 points, then 300 points

    @LOY-05
    Scenario: On the account page the player confirms before anything is sent, and may cancel
      Given "lena@loyalty.test" holds 1850 loyalty points
      And "lena@loyalty.test" has a "Bonus" balance of 5 "EUR"
      And the platform will redeem 1800 points for "€18.00" of bonus money, leaving 50 points and "€23.00" in the bonus balance
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      And the account menu is shown
      When I open the page "/account"
      Then the redeem panel on the page reads "You can redeem 1,800 Aurora points for €18.00 of bonus money."
      When I press the panel's button "Redeem for €18.00"
      Then the redeem panel on the page reads "Redeem 1,800 Aurora points for €18.00 of bonus money?"
      When I press the panel's button "Cancel"
      Then the site sent 0 redemptions
      When I press the panel's button "Redeem for €18.00"
      And I press the panel's button "Yes, redeem"
      Then the redeem panel on the page reads "€18.00 was added to your bonus balance."
      And the site sent 1 redemption
      And the "Bonus" row of the wallet is shown as "€23.00"

    @LOY-05
    Scenario Outline: A refused redemption is explained in the player's language
      Given the player "lena@loyalty.test" with password "Ready-Player-1" is registered and prefers <language>
      And "lena@loyalty.test" holds 900 loyalty points
      And I am logged in as "lena@loyalty.test" with password "Ready-Player-1"
      When I ask to redeem my points
      And "lena@loyalty.test" spends loyalty points until 50 are left
      And the platform will refuse the redemption, as more points than the player has
      And I confirm the redemption
      Then I am told <message>
      And I am not offered to try again

      Examples:
        | language | message                                                                          |
        | English  | "You no longer have that many Aurora points to redeem. Your points have been updated." |
        | Spanish  | "Ya no tienes tantos Aurora points para canjear. Hemos actualizado tus puntos."        |
