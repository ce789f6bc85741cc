Feature: Help centre
  Players find answers in the help centre: topics grouped by category, a search box that suggests
  articles as they type, a results page, and on every article the question "Was this article
  helpful?". When the help centre has no answer, it offers the ways to reach support.

  Background:
    Given the help centre has the article "How long does a withdrawal take?" in "Payments" saying "We review every withdrawal within 24 hours."
    And the help centre has the article "How do I make a deposit?" in "Payments" saying "Deposits by card arrive at once; a withdrawal goes back the same way."
    And the help centre has the article "What are wagering requirements?" in "Bonuses" saying "A bonus must be wagered 30x (x = times) before it can be withdrawn."

  @HELP-01
  Scenario: Suggestions start at three characters, once typing has paused for a second
    Given I open the page "/help"
    When I type "wi" in the help search and stop typing for 1000 ms
    Then the help search suggests nothing
    And the platform was not asked for help suggestions
    When I type "t" in the help search and stop typing for 999 ms
    Then the help search suggests nothing
    When 1 more ms pass
    Then the help search suggests "How long does a withdrawal take?, How do I make a deposit?, What are wagering requirements?"
    And the platform was asked for help suggestions for "wit" once

  @HELP-01
  Scenario: Typing on restarts the wait, so only the last term is asked for
    Given I open the page "/help"
    When I type "with" in the help search and stop typing for 500 ms
    And I type "drawal" in the help search and stop typing for 1000 ms
    Then the platform was asked for help suggestions for "withdrawal" once

  @HELP-01
  Scenario: Enter goes to the results page for the term
    Given I open the page "/help"
    When I type "withdrawal" in the help search and stop typing for 0 ms
    And I press "Enter" in the help search
    Then I am on the page "/help/search-content?searchTerm=withdrawal"

  @HELP-01
  Scenario: The suggestions are a list the keyboard moves through; Escape closes it
    Given I open the page "/help"
    When I type "wagering" in the help search and stop typing for 1000 ms
    And I press "ArrowDown" in the help search
    Then the active suggestion is "What are wagering requirements?"
    When I press "Escape" in the help search
    Then the help search suggests nothing
    When I press "ArrowDown" in the help search
    And I press "Enter" in the help search
    Then I am on the page of the article "What are wagering requirements?"

  @HELP-02
  Scenario: Failed suggestions are an empty list, only logged
    Given the platform fails the next help suggestions
    And I open the page "/help"
    When I type "withdrawal" in the help search and stop typing for 1000 ms
    Then the help search suggests nothing
    And the failure was only logged

  @HELP-02 @HELP-03
  Scenario: A failed search is an empty list: the no-results panel, only logged
    Given the platform fails the next help search
    When I open the page "/help/search-content?searchTerm=withdrawal"
    Then the page shows the heading "No articles match “withdrawal”"
    And the failure was only logged

  @HELP-03 @HELP-05
  Scenario: The results page has breadcrumbs, the matches highlighted and the ways to reach support
    When I open the page "/help/search-content?searchTerm=withdrawal"
    Then the breadcrumbs read "Help centre › Search results"
    And the page shows the heading "Results for “withdrawal”"
    And the help results are "How long does a withdrawal take?, How do I make a deposit?"
    And the result "How long does a withdrawal take?" marks "withdrawal"
    And the page shows the heading "Can’t find the answer?"
    And the page offers the contact form at "/contact-us"

  @HELP-03
  Scenario: No results: the no-results panel and the ways to reach support
    When I open the page "/help/search-content?searchTerm=roulette"
    Then the page shows the heading "No articles match “roulette”"
    And the help results are ""
    And the page offers the contact form at "/contact-us"

  @HELP-05
  Scenario: A term with markup and regular-expression characters is searched and shown as text
    When I open the page "/help/search-content?searchTerm=%3Cb%3E(x"
    Then the page shows the heading "Results for “<b>(x”"
    And no "b" element was made from the term

  @HELP-05
  Scenario: Characters of regular expressions in the term are matched as themselves
    When I open the page "/help/search-content?searchTerm=(x"
    Then the help results are "What are wagering requirements?"
    And the result "What are wagering requirements?" marks "(x"

  @HELP-05
  Scenario Outline: Highlighting is case-insensitive, escapes special characters, and an empty term highlights nothing
    Then highlighting "<term>" in "<text>" marks "<marked>"

    Examples:
      | term     | text                                | marked             |
      | with     | Withdrawal times, with care         | With\|with         |
      | WAGER    | Wagering: wager 30x                 | Wager\|wager       |
      | (x       | Bet 30x (x = times)                 | (x                 |
      | .*       | a.*b and ab                         | .*                 |
      | 1+1      | 1+1=2, 11                           | 1+1                |
      |          | Nothing is marked                   |                    |

  @HELP-04
  Scenario: Answering yes thanks the player and tells the platform
    When I open the page "/help/payments/how-long-does-a-withdrawal-take"
    And I answer "Yes" to "Was this article helpful?"
    Then the page says "Thank you for your feedback."
    And the answer buttons are gone
    And the platform received the answer "yes" for "How long does a withdrawal take?"

  @HELP-04
  Scenario: Answering no replaces the panel with the ways to reach support
    When I open the page "/help/payments/how-long-does-a-withdrawal-take"
    And I answer "No" to "Was this article helpful?"
    Then the feedback question is no longer asked
    And the page says "Sorry this did not help. Our support team can answer your question."
    And the page offers the contact form at "/contact-us"
    And the platform received the answer "no" for "How long does a withdrawal take?"

  @HELP-04
  Scenario: An article's breadcrumbs lead back to its category and the help centre
    When I open the page "/help/payments/how-long-does-a-withdrawal-take"
    Then the breadcrumbs read "Help centre › Payments › How long does a withdrawal take?"
