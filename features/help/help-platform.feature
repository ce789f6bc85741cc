@platform
Feature: Help centre against the platform
  The site's help centre over HTTP against the sandbox: its help pages, searches and feedback.

  @HELP-01 @HELP-02
  Scenario: The sandbox suggests articles once typing pauses
    Given I open the page "/help"
    When I type "withdrawal" in the help search and stop typing for 1000 ms
    Then the help search suggests "How long does a withdrawal take?"

  @HELP-02 @HELP-03 @HELP-05
  Scenario: Searching the sandbox's help centre, accents and case aside, with the matches highlighted
    When I open the page "/help/search-content?searchTerm=WAGERING"
    Then the breadcrumbs read "Help centre › Search results"
    And the help results include "What are wagering requirements?"
    And the result "What are wagering requirements?" marks "wagering"

  @HELP-03 @HELP-05
  Scenario: A term with markup finds nothing and shows as text
    When I open the page "/help/search-content?searchTerm=%3Cb%3E(x"
    Then the page shows the heading "No articles match “<b>(x”"
    And no "b" element was made from the term

  @HELP-04
  Scenario: The sandbox stores a player's answer
    Given the sandbox has counted the answers to the article "help-bonuses-wagering-requirements"
    When I open the page "/help/bonuses/wagering-requirements"
    And I answer "Yes" to "Was this article helpful?"
    Then the page says "Thank you for your feedback."
    And the sandbox counts one more "yes" for the article "help-bonuses-wagering-requirements"
