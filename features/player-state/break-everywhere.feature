Feature: A break is a break on every page
  A player who takes a time-out or excludes themselves is not invited back in by the site: no game
  to start, no offer, no deposit, wherever they look. What stays (withdrawals, history, help) stays,
  and where something was taken away the page says why and leads to the break.

  Background:
    Given a player "tim@example.test" with password "secret-pass" who lives in "MT"
    And the catalogue has the slot "Starburst" with practice play, in the lobby

  Rule: PS-04 During a break the lobby's cards, game pages, offers in the content, the redemption of points and the cashier's deposit form offer no play, offer or deposit, and say why where they were; withdrawals stay

    @PS-04
    Scenario Outline: On a time-out, the lobby's cards offer no way to play, on a <screen> screen
      Given "tim@example.test" is on a time-out from "2026-11-23T09:00:00Z" until "2026-11-30T09:00:00Z"
      And I use a <screen> screen
      And I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "/casino/slots"
      Then the card of "Starburst" offers no way to play

      Examples:
        | screen  |
        | desktop |
        | mobile  |

    @PS-04
    Scenario: Without a break, the same card offers to play
      Given I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "/casino/slots"
      Then the card of "Starburst" offers "Play"

    @PS-04
    Scenario: On a time-out, the home page's welcome offer is gone
      Given "tim@example.test" is on a time-out from "2026-11-23T09:00:00Z" until "2026-11-30T09:00:00Z"
      And I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "/"
      Then the page shows no "Welcome bonus"

    @PS-04
    Scenario: On a self-exclusion, a game's page offers neither real nor practice play, and says why
      Given "tim@example.test" excluded themselves from "2026-05-01T10:00:00Z" until "2026-11-01T10:00:00Z", which has passed
      And I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page of "Starburst"
      Then the page offers no button "play:play.real"
      And the page offers no button "play:play.practice"
      And the page says "play:play.pausedForBreak" with a link "play:play.seeBreak" to "/safer-gambling"

    @PS-04
    Scenario: On a time-out, the promotions page says its offers are paused
      Given the promotions page lists the promotion "Weekend reload" and the offer "Welcome offer"
      And "tim@example.test" is on a time-out from "2026-11-23T09:00:00Z" until "2026-11-30T09:00:00Z"
      And I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "/promotions"
      Then the page shows no "Weekend reload"
      And the page shows no "Welcome offer"
      And the page says "content:content.offersPaused" with a link "content:content.yourBreak" to "/safer-gambling"

    @PS-04
    Scenario: Without a break, the promotions page lists its offers
      Given the promotions page lists the promotion "Weekend reload" and the offer "Welcome offer"
      And I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "/promotions"
      Then the page shows "Weekend reload"
      And the page shows no "Offers and deposits are paused"

    @PS-04
    Scenario: On a time-out, the cashier offers no deposit form but the way to withdraw
      Given the legacy application serves the cashier pages
      And "tim@example.test" is on a time-out from "2026-11-23T09:00:00Z" until "2026-11-30T09:00:00Z"
      And I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "/account/cashier/deposit"
      Then the cashier offers no deposit form
      And the page says "cashier:cashier.depositPaused" with a link "cashier:cashier.toWithdraw" to "/account/cashier/withdraw"
      When I open the page "/account/cashier/withdraw"
      Then the cashier shows its form

    @PS-04
    Scenario: On a time-out, the account page offers no redemption of points into bonus money
      Given "tim@example.test" holds 1240 loyalty points
      And "tim@example.test" is on a time-out from "2026-11-23T09:00:00Z" until "2026-11-30T09:00:00Z"
      And I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "/account"
      Then the page offers no redemption of points

    @PS-04
    Scenario: Without a break, the account page offers the redemption
      Given "tim@example.test" holds 1240 loyalty points
      And I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "/account"
      Then the page offers the redemption of points
