Feature: Wallet and account menu
  A logged-in player sees their money in the account menu: the balance they can play with, the
  funds that are withdrawable, bonus, locked or pending, their loyalty tier and points, shortcuts to
  the cashier and a badge counting unread messages. Balances follow the platform every 30 seconds,
  and every amount is shown with the decimals of its currency.

  Background:
    Given the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"

  Rule: WAL-01 The account menu shows balance, loyalty tier and points, and deposit and withdraw shortcuts gated by `isCashierDepositEnabled` and `isCashierWithdrawalEnabled`

    @WAL-01
    Scenario: The account menu shows the balance, the loyalty tier and points, and the cashier shortcuts
      Given "ada@demo.test" has a playable balance of 125.5 "EUR"
      And "ada@demo.test" is in the loyalty tier "Gold" with 1234.9 tier points
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu shows the balance "€125.50"
      And the account menu shows the loyalty tier "Gold" with "1,234" points
      And the account menu offers the deposit shortcut
      And the account menu offers the withdraw shortcut

    @WAL-01
    Scenario Outline: The cashier shortcuts follow the site's settings
      Given the site has cashier deposits <deposits> and cashier withdrawals <withdrawals>
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu <deposit shortcut> the deposit shortcut
      And the account menu <withdraw shortcut> the withdraw shortcut

      Examples:
        | deposits | withdrawals | deposit shortcut | withdraw shortcut |
        | enabled  | enabled     | offers           | offers            |
        | enabled  | disabled    | offers           | does not offer    |
        | disabled | enabled     | does not offer   | offers            |
        | disabled | disabled    | does not offer   | does not offer    |

    @WAL-01
    Scenario: No loyalty summary when the site has loyalty switched off
      Given the site has loyalty switched off
      And "ada@demo.test" is in the loyalty tier "Gold" with 1234.9 tier points
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu shows no loyalty summary

  Rule: WAL-02 Balances are polled every 30000 ms; each entry has type, amount, currency and a formatted amount

    @WAL-02
    Scenario: One balance request every 30 seconds, however many places show the balance
      Given "ada@demo.test" has a playable balance of 125.5 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the balance is shown in 4 places at once
      Then the platform was asked for my balances 1 time
      When 29 seconds pass
      Then the platform was asked for my balances 1 time
      When 1 second passes
      Then the platform was asked for my balances 2 times
      When 60 seconds pass
      Then the platform was asked for my balances 4 times

    @WAL-02
    Scenario: The balance shown follows the platform
      Given "ada@demo.test" has a playable balance of 125.5 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the account menu is shown
      When the playable balance of "ada@demo.test" on the platform becomes 80.25 "EUR"
      And 20 seconds pass
      Then the account menu shows the balance "€125.50"
      When 10 seconds pass
      Then the account menu shows the balance "€80.25"

    @WAL-02
    Scenario: No balance requests for a visitor
      Given I open the site without a session cookie
      When the balance is shown in 2 places at once
      And 5 minutes pass
      Then the platform was asked for my balances 0 times

    @WAL-02
    Scenario: No balance requests once the player has logged out
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the account menu is shown
      When I log out
      And 5 minutes pass
      Then the platform was asked for my balances 1 time
      And the account menu is not shown

    @WAL-02
    Scenario: No balance requests while the page is hidden, and one as soon as it shows again
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the account menu is shown
      When I hide the page
      And 2 minutes pass
      Then the platform was asked for my balances 1 time
      When I show the page again
      Then the platform was asked for my balances 2 times
      When 30 seconds pass
      Then the platform was asked for my balances 3 times

    @WAL-02
    Scenario: When the platform fails, the last balance stays on screen, marked out of date
      Given "ada@demo.test" has a playable balance of 125.5 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the account menu is shown
      When the platform fails the next 2 balance requests
      And 30 seconds pass
      Then the account menu shows the balance "€125.50"
      And the balance is marked as out of date
      When the playable balance of "ada@demo.test" on the platform becomes 99 "EUR"
      And 5 minutes pass
      Then the account menu shows the balance "€99.00"
      And the balance is not marked as out of date

    @WAL-02
    Scenario: A balance the platform never gave is shown as unavailable, not as zero
      Given "ada@demo.test" has a playable balance of 125.5 "EUR"
      And the platform fails the next 1 balance requests
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu shows no balance
      And the balance is marked as unavailable

    @WAL-02
    Scenario: Each balance has a type, an amount, a currency and a formatted amount
      Given "ada@demo.test" has these balances:
        | type         | amount | currency |
        | Playable     | 125.5  | EUR      |
        | Withdrawable | 100    | EUR      |
        | Bonus        | 10.25  | EUR      |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When my balances are loaded
      Then I hold these balances:
        | type         | currency | formatted |
        | Playable     | EUR      | €125.50   |
        | Withdrawable | EUR      | €100.00   |
        | Bonus        | EUR      | €10.25    |

  Rule: WAL-03 Balance types: Bonus, Locked, NonPlayableBonus, PendingWithdrawal, Playable, PlayableCasino, PlayableHorses, PlayablePoker, PlayableSports, Total, Unlocked, Withdrawable; a missing type defaults to amount 0 and an empty currency

    @WAL-03 @platform
    Scenario: The site reads every balance type the platform reports, and only those
      Given the platform reports these balances for "ada@demo.test":
        | type              | amount | currency |
        | Bonus             | 1      | EUR      |
        | Locked            | 2      | EUR      |
        | NonPlayableBonus  | 3      | EUR      |
        | PendingWithdrawal | 4      | EUR      |
        | Playable          | 5      | EUR      |
        | PlayableCasino    | 6      | EUR      |
        | PlayableHorses    | 7      | EUR      |
        | PlayablePoker     | 8      | EUR      |
        | PlayableSports    | 9      | EUR      |
        | Total             | 10     | EUR      |
        | Unlocked          | 11     | EUR      |
        | Withdrawable      | 12     | EUR      |
        | LuckyDip          | 13     | EUR      |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When my balances are loaded
      Then I hold these balances:
        | type              | currency | formatted |
        | Bonus             | EUR      | €1.00     |
        | Locked            | EUR      | €2.00     |
        | NonPlayableBonus  | EUR      | €3.00     |
        | PendingWithdrawal | EUR      | €4.00     |
        | Playable          | EUR      | €5.00     |
        | PlayableCasino    | EUR      | €6.00     |
        | PlayableHorses    | EUR      | €7.00     |
        | PlayablePoker     | EUR      | €8.00     |
        | PlayableSports    | EUR      | €9.00     |
        | Total             | EUR      | €10.00    |
        | Unlocked          | EUR      | €11.00    |
        | Withdrawable      | EUR      | €12.00    |

    @WAL-03
    Scenario: Without a playable balance the menu shows the total
      Given "ada@demo.test" has these balances:
        | type  | amount | currency |
        | Total | 40     | EUR      |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu shows the balance "€40.00"

    @WAL-03
    Scenario: A player for whom the platform reports no balance at all sees zero in no currency
      Given "ada@demo.test" has no balances
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu shows the balance "0.00"
      And the wallet shows only the balance row

  Rule: WAL-04 The wallet balance heading shows on desktop when the amount is known, or when forced

    @WAL-04 @ui
    Scenario Outline: The balance heading shows on desktop when the amount is known, or when forced
      Given "ada@demo.test" has a playable balance of 125.5 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the account menu is shown
      And I use a <screen> screen
      When the wallet rows are shown <forcing>
      Then the balance heading is <heading>

      Examples:
        | screen  | forcing                 | heading               |
        | desktop | without forcing         | visible               |
        | mobile  | without forcing         | there, but not seen   |
        | mobile  | forcing the heading     | visible               |
        | desktop | forcing the heading     | visible               |

    @WAL-04 @ui
    Scenario: While the amount is not known there is no balance heading
      Given "ada@demo.test" has a playable balance of 125.5 "EUR"
      And the platform fails the next 1 balance requests
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the account menu is shown
      And I use a desktop screen
      When the wallet rows are shown without forcing
      Then the balance heading is not there

  Rule: WAL-05 The withdrawable heading shows when its amount is non-zero

    @WAL-05
    Scenario Outline: The withdrawable amount shows only when there is some
      Given "ada@demo.test" has a playable balance of 125.5 "EUR"
      And "ada@demo.test" has a "Withdrawable" balance of <amount> "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the "Withdrawable" row of the wallet <is shown>

      Examples:
        | amount | is shown                |
        | 0      | is not shown            |
        | 25     | is shown as "€25.00"    |
        | 0.01   | is shown as "€0.01"     |

    @WAL-06
    Scenario Outline: Bonus, locked and non-playable bonus rows show only when not zero
      Given "ada@demo.test" has a playable balance of 125.5 "EUR"
      And "ada@demo.test" has a "<type>" balance of <amount> "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the "<type>" row of the wallet <is shown>

      Examples:
        | type             | amount | is shown             |
        | Bonus            | 0      | is not shown         |
        | Bonus            | 15     | is shown as "€15.00" |
        | Locked           | 0      | is not shown         |
        | Locked           | 7.5    | is shown as "€7.50"  |
        | NonPlayableBonus | 0      | is not shown         |
        | NonPlayableBonus | 2.25   | is shown as "€2.25"  |

  Rule: WAL-07 A display item has amount, heading, type (balance or fund) and an optional tooltip; fund items carry a condition and tooltips

    @WAL-07
    Scenario: Each wallet row has a heading, an amount, a kind and its tooltips
      Given "ada@demo.test" has these balances:
        | type             | amount | currency |
        | Playable         | 125.5  | EUR      |
        | Withdrawable     | 100    | EUR      |
        | Bonus            | 10     | EUR      |
        | Locked           | 5      | EUR      |
        | NonPlayableBonus | 2.5    | EUR      |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the wallet shows these rows, in this order:
        | row              | kind    | amount  |
        | Playable         | balance | €125.50 |
        | Withdrawable     | fund    | €100.00 |
        | Bonus            | fund    | €10.00  |
        | Locked           | fund    | €5.00   |
        | NonPlayableBonus | fund    | €2.50   |
      And every row has a heading of its own, in English and in Spanish
      And every row has a tooltip, in English and in Spanish

  Rule: WAL-08 The pending withdrawal banner shows when the pending amount is non-zero

    @WAL-08
    Scenario Outline: The pending withdrawal banner shows when a withdrawal is pending
      Given "ada@demo.test" has a playable balance of 125.5 "EUR"
      And "ada@demo.test" has a "PendingWithdrawal" balance of <amount> "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the pending withdrawal banner <is shown>

      Examples:
        | amount | is shown                  |
        | 0      | is not shown              |
        | 40     | is shown with "€40.00"    |
        | 0.5    | is shown with "€0.50"     |

  Rule: WAL-09 Currency decimals: 8 for BTC, XBT, BSV, BCH, LTC, ETH, USDT; 5 for XSC and mBTC; 0 for JPY, INR, VND, IDR; otherwise 2

    @WAL-09
    Scenario Outline: Each currency is shown with its own number of decimals
      Given "ada@demo.test" has a playable balance of <platform amount> "<currency>"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu shows the balance "<shown>"
      And that amount keeps <decimals> decimals of <currency>

      Examples:
        | currency | decimals | platform amount | shown               |
        | BTC      | 8        | 0.123456789     | m฿ 123.45678        |
        | XBT      | 8        | 0.123456789     | m฿ 123.45678        |
        | BSV      | 8        | 1.123456789     | BSV 1.12345678      |
        | BCH      | 8        | 1.5             | BCH 1.50000000      |
        | LTC      | 8        | 0.00000001      | LTC 0.00000001      |
        | ETH      | 8        | 2.123456789     | ETH 2.12345678      |
        | USDT     | 8        | 10              | USDT 10.00000000    |
        | XSC      | 5        | 1.23456789      | XSC 1.23456         |
        | mBTC     | 5        | 1.5             | m฿ 1.50000          |
        | JPY      | 0        | 1234.56789      | ¥1,234              |
        | INR      | 0        | 1234            | ₹1,234              |
        | VND      | 0        | 25000           | ₫25,000             |
        | IDR      | 0        | 150000          | Rp 150,000          |
        | EUR      | 2        | 12.5            | €12.50              |
        | GBP      | 2        | 7.123           | £7.12               |

    @WAL-10
    Scenario Outline: Bitcoin amounts are shown in milli-bitcoin
      Given "ada@demo.test" has a playable balance of <bitcoins> "<currency>"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the account menu shows the balance "<shown>"
      And that amount is <bitcoins> bitcoin shown in milli-bitcoin

      Examples:
        | currency | bitcoins   | shown            |
        | BTC      | 1.5        | m฿ 1,500.00000   |
        | BTC      | 0.00000001 | m฿ 0.00001       |
        | XBT      | 2          | m฿ 2,000.00000   |
        | BTC      | 0          | m฿ 0.00000       |

    @WAL-10 @WAL-07
    Scenario: Bitcoin funds and the pending withdrawal are shown in milli-bitcoin too
      Given "ada@demo.test" has these balances:
        | type              | amount | currency |
        | Playable          | 0.25   | BTC      |
        | Withdrawable      | 0.1    | BTC      |
        | PendingWithdrawal | 0.002  | BTC      |
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the "Withdrawable" row of the wallet is shown as "m฿ 100.00000"
      And the pending withdrawal banner is shown with "m฿ 2.00000"

  Rule: WAL-11 The notification badge shows numberOfMessages and caps at 999+

    @WAL-11
    Scenario Outline: The badge shows the number of unread messages, up to 999+
      Given "ada@demo.test" has <messages> unread messages
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When the account menu is shown
      Then the notification badge <badge>

      Examples:
        | messages | badge              |
        | 0        | is not shown       |
        | 1        | shows "1"          |
        | 12       | shows "12"         |
        | 999      | shows "999"        |
        | 1000     | shows "999+"       |
        | 1500     | shows "999+"       |

    @WAL-11 @WAL-02
    Scenario: The badge follows new messages
      Given "ada@demo.test" has 12 unread messages
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And the account menu is shown
      When "ada@demo.test" receives messages until there are 1001 unread
      And 30 seconds pass
      Then the notification badge shows "999+"
