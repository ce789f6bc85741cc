Feature: Identity documents
  The operator may ask a player for an identity document. The site shows the player why (the document
  alert in the account area), frames the identity provider's upload page, and follows what the frame
  says to a result page. The status is polled while the player is logged in.

  Background:
    Given the site trusts the identity provider
    And the player "doc@play.test" with password "Doc-Player-1" is registered

  @DOC-01
  Scenario: The verification page frames the URL the platform hands out
    Given the platform hands out the verification URL "https://identity.test/verify/abc?lang=en"
    And I am logged in as "doc@play.test" with password "Doc-Player-1"
    When I open the page "/validate-document"
    Then the page frames "https://identity.test/verify/abc?lang=en"

  @DOC-01 @DOC-03
  Scenario: A URL from an origin the site does not trust is never framed
    Given the platform hands out the verification URL "https://elsewhere.test/verify/abc"
    And I am logged in as "doc@play.test" with password "Doc-Player-1"
    When I open the page "/validate-document"
    Then I am on the page "/validate-document/unable"
    And the page says "We cannot verify your identity now"

  @DOC-01 @DOC-02
  Scenario: When the frame says the upload succeeded, the result page says the document is being processed
    Given I am logged in as "doc@play.test" with password "Doc-Player-1"
    When I open the page "/validate-document"
    And the identity provider says the transaction finished with "SUCCESS"
    Then I am on the page "/validate-document/result?transactionStatus=SUCCESS"
    And the page says "Thank you: your document was submitted and is being processed. We will let you know once it is checked."

  @DOC-02
  Scenario: When the frame says the transaction failed, the result page shows an error
    Given I am logged in as "doc@play.test" with password "Doc-Player-1"
    When I open the page "/validate-document"
    And the identity provider says the transaction finished with "ERROR"
    Then I am on the page "/validate-document/result?transactionStatus=ERROR"
    And the page says "Your document could not be submitted. Please try again."

  @DOC-02
  Scenario: Any transactionStatus other than SUCCESS is an error
    Given I am logged in as "doc@play.test" with password "Doc-Player-1"
    When I open the page "/validate-document/result?transactionStatus=PENDING"
    Then the page says "Your document could not be submitted. Please try again."

  @DOC-03
  Scenario: A player whose verification is blocked is sent to the blocked page
    Given the platform refuses verification URLs as "BLOCKED"
    And I am logged in as "doc@play.test" with password "Doc-Player-1"
    When I open the page "/validate-document"
    Then I am on the page "/blocked-document-status"
    And the page says "Your identity document verification is blocked. Please contact support."

  @DOC-03
  Scenario: The unable-to-verify page
    When I open the page "/validate-document/unable"
    Then the page says "Identity verification is not available at the moment. Please try again later or contact support."

  @DOC-04
  Scenario: The status is polled every 30 seconds while logged in, and not once logged out
    Given the document status of "doc@play.test" is "REQUESTED"
    And I am logged in as "doc@play.test" with password "Doc-Player-1"
    When I open the page "/"
    Then the platform was asked the document status 1 time
    When 30 seconds pass
    Then the platform was asked the document status 2 times
    When I log out
    And 90 seconds pass
    Then the platform was asked the document status 2 times

  @DOC-04
  Scenario: A visitor's site never asks for a document status
    When I open the page "/"
    And 60 seconds pass
    Then the platform was not asked the document status

  @DOC-05
  Scenario Outline: The account area's document alert for a <status> document
    Given the document status of "doc@play.test" is "<status>"
    And I am logged in as "doc@play.test" with password "Doc-Player-1"
    When I open the page "/account"
    Then the document alert says "<status>" and links to "<page>"

    Examples:
      | status    | page                     |
      | REQUESTED | /validate-document       |
      | INVALID   | /validate-document       |
      | BLOCKED   | /blocked-document-status |

  @DOC-05
  Scenario Outline: No document alert for a <status> document and a validated phone
    Given the document status of "doc@play.test" is "<status>"
    And I am logged in as "doc@play.test" with password "Doc-Player-1"
    When I open the page "/account"
    Then no document alert shows

    Examples:
      | status   |
      | VERIFIED |
      | PENDING  |

  @DOC-05
  Scenario: A player whose phone is not validated is asked to validate it first
    Given "doc@play.test" has no validated phone
    And I am logged in as "doc@play.test" with password "Doc-Player-1"
    When I open the page "/account"
    Then the document alert says "PHONE_NOT_VALIDATED" and links to "/validation-code/validatePhone"
