@SG-12
Feature: Each jurisdiction's rules are data
  The platform keeps one row of safer-gambling rules per jurisdiction and sends every row in the site
  configuration. The site applies the player's own: their subdivision's row if there is one, else
  their country's, else the operator's default jurisdiction's. A new jurisdiction is a new row on the
  platform, never a change to the site.

  Scenario Outline: Great Britain, Malta and Ontario each have their own rules
    Given the platform sends the jurisdictions it is seeded with
    When the site reads the rules for a player from "<country>" in "<subdivision>"
    Then the site applies the rules of "<jurisdiction>"
    And the minimum age is <age>
    And practice play <practice> a verified age
    And autoplay is <autoplay> and quick spin is <quick spin>
    And withdrawals <reversal> be cancelled by the player
    And a raised limit waits <hours> hours, and the reality check comes every <minutes> minutes
    And the help offered is "<help>"

    Examples:
      | country | subdivision | jurisdiction | age | practice      | autoplay    | quick spin  | reversal | hours | minutes | help                  |
      | GB      | GB-LND      | GB           | 18  | needs         | not allowed | not allowed | cannot   | 24    | 60      | GamCare, GambleAware  |
      | MT      | none        | MT           | 18  | does not need | allowed     | allowed     | can      | 24    | 60      | Sedqa                 |
      | CA      | CA-ON       | CA-ON        | 19  | does not need | allowed     | allowed     | can      | 24    | 60      | ConnexOntario         |

  Scenario: A player from a place without rules of its own gets the default jurisdiction's
    Given the platform sends the jurisdictions it is seeded with
    When the site reads the rules for a player from "FR" in "none"
    Then the site applies the rules of "MT"

  Scenario: The login and logout messages are in the player's language, else in English
    Given the platform sends the jurisdictions it is seeded with
    When the site reads the rules for a player from "GB" in "GB-LND"
    Then the login message in "es" starts "Cuando deje de ser divertido, para."
    And the logout message in "de" starts "Danke fürs Spielen."
    And the login message in "fr" starts "When the fun stops, stop."

  Scenario: A jurisdiction the platform adds applies without a change to the site
    Given the platform sends the jurisdictions it is seeded with
    And the platform adds the jurisdiction "CA-BC" with minimum age 19 and the help organisation "GameSense" at "https://www.gamesense.com"
    When the site reads the rules for a player from "CA" in "CA-BC"
    Then the site applies the rules of "CA-BC"
    And the minimum age is 19
    And the help offered is "GameSense"

  Scenario: A jurisdiction sent malformed gets the strictest rules, never another jurisdiction's
    Given the platform sends the jurisdictions it is seeded with
    But the platform sends the rules of "CA-ON" with autoplay "sometimes"
    When the site reads the rules for a player from "CA" in "CA-ON"
    Then the site applies the rules of "CA-ON"
    And autoplay is not allowed and quick spin is not allowed
    And practice play needs a verified age
    And the rules of "GB" still arrive whole

  @platform
  Scenario: The seeded Ontario player gets Ontario's rules from the sandbox
    When the demo player "ontario@demo.test" logs in with "Ontario-Player-1" and the site reads their rules
    Then the site applies the rules of "CA-ON"
    And the minimum age is 19
    And the help offered is "ConnexOntario"

  @platform
  Scenario: The operator changes a jurisdiction's rule on the platform and the site follows
    Given the operator sets the reality check of "MT" to 30 minutes on the platform
    When the site reads the rules for a player from "MT" in "none"
    Then the reality check comes every 30 minutes
