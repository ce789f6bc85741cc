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
