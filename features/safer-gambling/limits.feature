Feature: Deposit, loss, wager and session-time limits
  A player sets limits on the hub, per day, week or month (session time: per day), in their own
  currency or in minutes. Setting or lowering a limit applies at once; raising or removing one waits
  for the cooling-off time, and the hub shows the change waiting and when it applies. What the
  player types is checked before anything is sent, and the platform checks it again. The platform
  decides when a change applies (limits-platform.feature shows it); here it says so, and the hub
  shows what it said.

  Background:
    Given a player "ada@example.test" with password "secret-pass" who lives in "MT"
    And I am logged in as "ada@example.test" with password "secret-pass"

  @SG-02 @SG-03
  Scenario: A new daily deposit limit applies at once
    When I open the page "/safer-gambling"
    And I set the daily deposit limit to "50"
    Then the deposit card says "Your daily deposit limit is now €50.00."
    And the daily deposit limit reads "Per day: €50.00 €0.00 used, €50.00 left"
    And the platform received a daily deposit limit of "€50.00"

  @SG-02
  Scenario Outline: Amounts are read as the player writes them, in their currency
    When I open the page "/safer-gambling"
    And I set the <period> <type> limit to "<typed>"
    Then the platform received a <period> <type> limit of "<received>"

    Examples:
      | period  | type  | typed    | received      |
      | weekly  | loss  | 1,000.50 | €1,000.50     |
      | monthly | wager | 0.5      | €0.50         |
      | daily   | wager | 1000000  | €1,000,000.00 |

  @SG-02
  Scenario: A daily session-time limit is set in minutes
    When I open the page "/safer-gambling"
    And I set the daily session time limit to "120"
    Then the session time card says "Your daily session time limit is now 120 minutes."
    And the platform received a daily session time limit of 120 minutes

  @SG-03
  Scenario: Lowering a limit applies at once
    Given I have a daily deposit limit of "100"
    When I open the page "/safer-gambling"
    And I set the daily deposit limit to "40"
    Then the deposit card says "Your daily deposit limit is now €40.00."
    And the daily deposit limit reads "Per day: €40.00 €0.00 used, €40.00 left"

  @SG-03
  Scenario: Raising a limit waits for the cooling-off time, and the hub shows when it applies
    Given I have a daily deposit limit of "40"
    And the platform will apply my next change only on "2026-11-24T10:00:00Z", after the cooling-off time
    When I open the page "/safer-gambling"
    And I set the daily deposit limit to "80"
    Then the deposit card says the limit rises to "€80.00" on "2026-11-24T10:00:00Z", staying "€40.00" until then
    And the daily deposit limit shows it rises to "€80.00" on "2026-11-24T10:00:00Z"

  @SG-03
  Scenario: Removing a limit waits for the cooling-off time
    Given I have a weekly wager limit of "200"
    And the platform will apply my next change only on "2026-11-24T10:00:00Z", after the cooling-off time
    When I open the page "/safer-gambling"
    And I remove the weekly wager limit
    Then the wager card says the limit is removed on "2026-11-24T10:00:00Z", staying "€200.00" until then
    And the weekly wager limit shows it is removed on "2026-11-24T10:00:00Z"

  @SG-03
  Scenario: The pending change's date is in the player's language
    Given I have a daily deposit limit of "40"
    And the platform will apply my next change only on "2026-11-24T10:00:00Z", after the cooling-off time
    And I chose the language "Spanish"
    When I open the page "/safer-gambling"
    And I set the daily deposit limit to "80,00"
    Then the daily deposit limit shows it rises to "80,00 €" on "2026-11-24T10:00:00Z"

  @SG-03
  Scenario: The hub says the cooling-off time the platform gives
    Given the platform's cooling-off time is 72 hours
    When I open the page "/safer-gambling"
    Then the hub says raising or removing a limit waits 72 hours

  @SG-02 @SG-14
  Scenario Outline: A bad amount is explained on its field and never sent
    When I open the page "/safer-gambling"
    And I set the daily deposit limit to "<typed>"
    Then the deposit amount field shows the error "<error>" and has focus
    And the platform received no limit change

    Examples:
      | typed      | error                                               |
      |            | Enter an amount.                                    |
      | -5         | Enter an amount greater than zero.                  |
      | 0          | Enter an amount greater than zero.                  |
      | 1.005      | EUR amounts have at most 2 decimal places.          |
      | 1000000.01 | The largest limit is €1,000,000.00.                 |
      | 5e3        | Enter a number, for example 1,000.50.               |
      | ten        | Enter a number, for example 1,000.50.               |

  @SG-02 @SG-14
  Scenario Outline: Session minutes outside 1 to 1440 are refused
    When I open the page "/safer-gambling"
    And I set the daily session time limit to "<typed>"
    Then the session time minutes field shows the error "Enter whole minutes from 1 to 1440." and has focus
    And the platform received no limit change

    Examples:
      | typed |
      | 0     |
      | 1441  |
      | 1.5   |

  @SG-14
  Scenario: A Spanish player is told in Spanish
    Given I chose the language "Spanish"
    When I open the page "/safer-gambling"
    And I set the daily deposit limit to "1,005"
    Then the deposit amount field shows the error "Los importes en EUR tienen como máximo 2 decimales." and has focus

  @SG-14
  Scenario: The platform's refusal of another currency is shown on the amount
    Given the platform will refuse my next limit as not in my account's currency
    When I open the page "/safer-gambling"
    And I set the daily deposit limit to "50"
    Then the deposit amount field shows the error "Limits are in your account currency, EUR." and has focus

  @SG-14
  Scenario: The platform's refusal of an amount it finds too large is shown on the amount
    Given the platform will refuse my next limit as too large
    When I open the page "/safer-gambling"
    And I set the daily deposit limit to "50"
    Then the deposit amount field shows the error "The largest limit is €1,000,000.00." and has focus
