@platform
Feature: Identity documents, over the platform
  The same pages against the sandbox, which plays the operator's document service and the identity
  provider on its own origin.

  Background:
    Given the site trusts the sandbox's identity provider
    And the player "doc-platform@play.test" with password "Ready-Player-1" is registered
    And the document status of "doc-platform@play.test" is "REQUESTED"

  @DOC-04 @DOC-05
  Scenario: The status is asked as a background refresh, and a REQUESTED document shows the alert
    Given I am logged in as "doc-platform@play.test" with password "Ready-Player-1"
    When I open the page "/account"
    Then the document alert says "REQUESTED" and links to "/validate-document"
    And every document status request said it was a background refresh

  @DOC-01 @DOC-04 @DOC-05
  Scenario: An upload through the framed URL, verified by the operator, clears the alert at the next poll
    Given I am logged in as "doc-platform@play.test" with password "Ready-Player-1"
    When I open the page "/validate-document"
    Then the page frames the sandbox's identity provider
    When I upload a PNG to the identity provider through the framed URL
    And the operator decides "VERIFIED" on the document of "doc-platform@play.test"
    And I open the page "/account"
    And 30 seconds pass
    Then no document alert shows
