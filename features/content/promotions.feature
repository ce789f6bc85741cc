Feature: The promotions page: every offer on a card, with its terms and a way to take it
  A visitor or a player opening the promotions page sees each current offer, the welcome offer too,
  with a picture, what it is, its key terms at a glance and the full terms a tap away, and one button
  that leads to what the offer needs. On a break, offers are not offered (docs/content-rules.md).

  Background:
    Given a player "tim@example.test" with password "secret-pass" who lives in "MT"
    And the promotions page offers:
      | offer                | key terms                                | leads to      | full terms                                          |
      | Welcome offer        | Min. deposit €20 · Wagering 30× · 30 days | a deposit     | The bonus must be wagered <b>30 times</b> in 30 days. |
      | Weekend reload       | Min. deposit €10 · Wagering 35× · 7 days  | a deposit     | One reload per player per weekend.                  |
      | Free spins Wednesday | No deposit needed · 7 days               | play Starburst | Twenty spins of €0.10 each.                         |

  Rule: CNT-03 Each offer, the welcome offer among them, is a card with art, title, text, key terms and the full terms behind a disclosure

    @CNT-03
    Scenario: A visitor sees every offer as a card, with its picture and key terms
      When I open the page "/promotions"
      Then the page shows the offers "Welcome offer", "Weekend reload" and "Free spins Wednesday"
      And the offer "Welcome offer" shows its picture and "Min. deposit €20 · Wagering 30× · 30 days"

    @CNT-03
    Scenario: The full terms open from the card
      When I open the page "/promotions"
      Then the full terms of "Welcome offer" are closed
      When I open the full terms of "Welcome offer"
      Then the full terms of "Welcome offer" read "The bonus must be wagered 30 times in 30 days."

  Rule: CNT-04 A visitor is asked to join; a player is led to the deposit or to the offer's game

    @CNT-04
    Scenario: A visitor is asked to join from every offer
      When I open the page "/promotions"
      Then the offer "Welcome offer" leads with "Join now" to "/join"
      And the offer "Free spins Wednesday" leads with "Join now" to "/join"

    @CNT-04
    Scenario: A player is led to the deposit, or to the game
      Given I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "/promotions"
      Then the offer "Welcome offer" leads with "Deposit" to "/account/cashier/deposit"
      And the offer "Weekend reload" leads with "Deposit" to "/account/cashier/deposit"
      And the offer "Free spins Wednesday" leads with "Play now" to "/casino/slots/classic/starburst"

  Rule: CNT-05 During a break no offer shows, the welcome offer and deposit offers included, and the page says offers are paused

    @CNT-05 @PS-04
    Scenario: On a time-out, the offers are gone and the page says they are paused
      Given "tim@example.test" is on a time-out from "2026-11-23T09:00:00Z" until "2026-11-30T09:00:00Z"
      And I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "/promotions"
      Then the page shows no offers
      And the page says offers are paused, with the way to my break
