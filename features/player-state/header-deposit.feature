Feature: A deposit one click away
  Wherever a player is, the header shows their balance and, beside it, a button to add to it: the
  best casinos never make a player look for the cashier.

  Background:
    Given the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"

  Rule: PS-01 A Deposit button beside the header balance on every page, at both widths, where the site's settings allow deposits

    @PS-01
    Scenario Outline: A player finds the Deposit button beside the balance on the <page> page, on a <screen> screen
      Given I use a <screen> screen
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "<page>"
      Then the header offers "Deposit" beside the balance, leading to "/account/cashier/deposit"

      Examples:
        | screen  | page          |
        | desktop | /             |
        | mobile  | /             |
        | desktop | /help         |
        | mobile  | /casino/slots |
        | mobile  | /account      |

    @PS-01
    Scenario: No Deposit button where the site's settings turn deposits off
      Given the site has cashier deposits disabled and cashier withdrawals enabled
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/"
      Then the header offers no "Deposit"

    @PS-01
    Scenario: A visitor is offered to join, not to deposit
      When I open the page "/"
      Then the header offers no "Deposit"

  Rule: PS-02 During a time-out or self-exclusion the header and the account menu offer no deposit, and a calm banner on every page says until when and leads to the safer-gambling hub

    @PS-02
    Scenario Outline: On a time-out, no Deposit beside the balance, and the banner on the <page> page says until when
      Given a player "tim@example.test" with password "secret-pass" who lives in "MT"
      And "tim@example.test" is on a time-out from "2026-11-23T09:00:00Z" until "2026-11-30T09:00:00Z"
      And I use a <screen> screen
      And I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "<page>"
      Then the header offers no "Deposit"
      And the break banner says I am taking a break until "2026-11-30T09:00:00Z", with a way to the safer-gambling hub

      Examples:
        | screen  | page     |
        | desktop | /        |
        | mobile  | /account |

    @PS-02
    Scenario: An expired self-exclusion is still a break until the player asks to end it
      Given a player "tim@example.test" with password "secret-pass" who lives in "MT"
      And "tim@example.test" excluded themselves from "2026-05-01T10:00:00Z" until "2026-11-01T10:00:00Z", which has passed
      And I am logged in as "tim@example.test" with password "secret-pass"
      When I open the page "/"
      Then the header offers no "Deposit"
      And the break banner says my self-exclusion reached its end date on "2026-11-01T10:00:00Z"

    @PS-02
    Scenario: Without a break there is no banner
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/"
      Then there is no break banner

  Rule: PS-03 A player with nothing to stake is offered a deposit on a game's page, saying why, except during a break

    @PS-03
    Scenario: With a zero balance, the game's page offers a deposit and says why
      Given the game provider serves games from its own origin
      And the catalogue has the slot "Starburst" with practice play
      And "ada@demo.test" has a playable balance of 0 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst"
      Then the game page says "Your balance is €0.00. Deposit to play for real money, or try the game in practice play." with a way to deposit

    @PS-03
    Scenario: With money to stake, the game's page asks for nothing
      Given the game provider serves games from its own origin
      And the catalogue has the slot "Starburst" with practice play
      And "ada@demo.test" has a playable balance of 25 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst"
      Then the game page offers no deposit
