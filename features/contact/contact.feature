Feature: Contact us
  A visitor or a player writes to support from /contact-us. The form asks for an e-mail address and
  a message, and for a subject only when the operator configured a choice of subjects. A message
  that is sent leads to the help page with a confirmation naming its reference; one that is not
  stays in the form with the reason.

  @HELP-06
  Scenario: With several subjects configured, the form asks for e-mail, subject and message
    Given the operator configured the contact subjects "account, payments, other"
    When I open the page "/contact-us"
    Then the contact form asks for "contact.emailLabel, contact.subjectLabel, contact.messageLabel"
    And the subjects offered are "contact.subject.account, contact.subject.payments, contact.subject.other"

  @HELP-06
  Scenario: An unknown subject code is offered as it is
    Given the operator configured the contact subjects "payments, vip-desk"
    When I open the page "/contact-us"
    Then the subjects offered are "contact.subject.payments, vip-desk"

  @HELP-06
  Scenario: With one subject configured, the form does not ask for it and sends it
    Given the operator configured the contact subjects "payments"
    When I open the page "/contact-us"
    Then the contact form asks for "contact.emailLabel, contact.messageLabel"
    When I write "Where is my withdrawal, please?" from "visitor@example.com" and send it
    Then the platform received a contact message with the subject "payments"

  @HELP-06
  Scenario: With no subject configured, the message goes without one
    Given the operator configured no contact subjects
    When I open the page "/contact-us"
    Then the contact form asks for "contact.emailLabel, contact.messageLabel"
    When I write "Where is my withdrawal, please?" from "visitor@example.com" and send it
    Then the platform received a contact message without a subject

  @HELP-06
  Scenario: E-mail, subject and message are required; nothing is sent until they are given
    Given the operator configured the contact subjects "account, payments"
    When I open the page "/contact-us"
    And I send the contact form without filling it in
    Then the field "contact.emailLabel" says "formError.email.REQUIRED"
    And the field "contact.subjectLabel" says "formError.subject.REQUIRED"
    And the field "contact.messageLabel" says "formError.message.REQUIRED"
    And the field "contact.emailLabel" has the focus
    And no contact message reached the platform

  @HELP-06
  Scenario Outline: A message the platform would refuse is refused in the form first
    Given the operator configured no contact subjects
    When I open the page "/contact-us"
    And I write "<message>" from "<email>" and send it
    Then the field "<field>" says "<error>"
    And no contact message reached the platform

    Examples:
      | email               | message                              | field                | error                            |
      | visitor             | Where is my withdrawal, please?      | contact.emailLabel   | formError.email.INVALID_FORMAT   |
      | \u{430}da@demo.test | Where is my withdrawal, please?      | contact.emailLabel   | formError.email.INVALID_FORMAT   |
      | visitor@example.com | Help!                                | contact.messageLabel | formError.message.TOO_SHORT      |
      | visitor@example.com | Refund \u{202E}gnp.exe to me, please | contact.messageLabel | formError.message.INVALID_FORMAT |

  @HELP-07
  Scenario: A visitor's message is posted in the page's language; success goes to the help page with the reference
    Given the operator configured the contact subjects "account, payments"
    When I open the page "/contact-us?lang=es"
    And I choose the subject "contact.subject.payments"
    And I write "¿Dónde está mi retirada?" from "visitor@example.com" and send it
    Then the platform received the contact message:
      | birthDate | email               | message                  | pinCode | subject  | username |
      | null      | visitor@example.com | ¿Dónde está mi retirada? | null    | payments | null     |
    And the contact message was sent in "es" without a session
    And I am on the page "/help"
    And I see the confirmation naming the message's reference

  @HELP-07
  Scenario: A logged-in player finds their e-mail filled in, and their username goes with the message
    Given the operator configured no contact subjects
    And the player "writer@contact.test" with password "Writer-Pass-1" is registered
    And I am logged in as "writer@contact.test" with password "Writer-Pass-1"
    When I open the page "/contact-us"
    Then the field "contact.emailLabel" holds "writer@contact.test"
    When I write the message "My bonus did not arrive yesterday." and send it
    Then the platform received the contact message:
      | birthDate | email               | message                            | pinCode | subject | username            |
      | null      | writer@contact.test | My bonus did not arrive yesterday. | null    | null    | writer@contact.test |
    And the contact message was sent with my session

  @HELP-07
  Scenario: A failure to reach the platform shows an error in the form, which keeps what was typed
    Given the operator configured no contact subjects
    And the platform cannot be reached for the next contact message
    When I open the page "/contact-us"
    And I write "Where is my withdrawal, please?" from "visitor@example.com" and send it
    Then the contact form says "formError.unavailable"
    And I am on the page "/contact-us"
    And the field "contact.messageLabel" holds "Where is my withdrawal, please?"

  @HELP-07
  Scenario: The platform's field errors are shown on their fields
    Given the operator configured no contact subjects
    And the platform refuses the next contact message's "email" as "INVALID_FORMAT"
    When I open the page "/contact-us"
    And I write "Where is my withdrawal, please?" from "visitor@example.com" and send it
    Then the field "contact.emailLabel" says "formError.email.INVALID_FORMAT"
    And the field "contact.emailLabel" has the focus
    And the contact form says "formError.summary"

  @HELP-07
  Scenario: Too many messages: the form says when to try again
    Given the operator configured no contact subjects
    And the platform answers the next contact message with too many requests, to retry after 600 seconds
    When I open the page "/contact-us"
    And I write "Where is my withdrawal, please?" from "visitor@example.com" and send it
    Then the contact form says "formError.rateLimited" for 10 minutes
