@platform
Feature: Joining, over the platform
  The same sign-up against the sandbox, which plays the operator's platform: the player it creates in
  every service, the session it opens, and the platform's own checks.

  Scenario: A visitor joins and the platform keeps the registration, in the page's language and the chosen currency
    Given I open the page "/join"
    When I join as "mary@join.test"
    Then I am logged in as the player who just joined
    And I am on the page "/account/welcome"
    And the platform keeps my registration, in "en" with a wallet in "EUR" and an unvalidated phone

  Scenario: The platform refuses a common password, whatever its case
    Given I open the page "/join"
    When I join as "mary@join.test" with the password "Password1234"
    Then the password field says "COMMON_PASSWORD"
    And I am not logged in

  @ACC-08
  Scenario Outline: The platform refuses a password that is easy to guess, and the site says why in the player's words
    Given I open the page "/join"
    When I join as "mary@join.test" with the password "<password>"
    Then the password field says "TOO_WEAK"
    And I am not logged in

    Examples:
      | password       |
      | aaaaaaaaaa     |
      | 1111111111     |
      | zxcvbnm12345   |
      | abcdefghij12   |

  @SG-17
  Scenario Outline: The platform's register refuses a self-excluded person's new account under another address, however the name is written
    Given a person named "Mary-Jo" "O'Brien" joined and then excluded themselves for 6 months
    And I open the page "/join"
    When I join again as "second.try@join.test", named "<first name>" "<last name>" and born on the same day
    Then the join page tells me it cannot open an account for me, as my details match a self-exclusion in force that covers every account with us
    And I am not logged in

    Examples:
      | first name | last name |
      | MARY JO    | OBRIEN    |
      | Máry-Jö    | O’Brién   |
      | O'Brien    | Mary-Jo   |

  Scenario: An address already taken is refused by the platform without telling more
    Given I open the page "/join"
    When I join as "ready@demo.test", an address already taken
    Then the email field says "EMAIL_UNAVAILABLE"
    And I am not logged in
