Feature: Contact us
  A visitor or a player writes to support from /contact-us. The form asks for an e-mail address and
  a message, and for a subject only when the operator configured a choice of subjects. A message
  that is sent leads to the help page with a confirmation naming its reference; one that is not
  stays in the form with the reason.

  @HELP-06
  Scenario: With several subjects configured, the form asks for e-mail, subject and message
    Given the operator configured the contact subjects "account, payments, other"
    When I open the page "/contact-us"
    Then the contact form asks for "Your e-mail address, Subject, Your message"
    And the subjects offered are "My account, Deposits and withdrawals, Something else"

  @HELP-06
  Scenario: An unknown subject code is offered as it is
    Given the operator configured the contact subjects "payments, vip-desk"
    When I open the page "/contact-us"
    Then the subjects offered are "Deposits and withdrawals, vip-desk"

  @HELP-06
  Scenario: With one subject configured, the form does not ask for it and sends it
    Given the operator configured the contact subjects "payments"
    When I open the page "/contact-us"
    Then the contact form asks for "Your e-mail address, Your message"
    When I write "Where is my withdrawal, please?" from "visitor@example.com" and send it
    Then the platform received a contact message with the subject "payments"

  @HELP-06
  Scenario: With no subject configured, the message goes without one
    Given the operator configured no contact subjects
    When I open the page "/contact-us"
    Then the contact form asks for "Your e-mail address, Your message"
    When I write "Where is my withdrawal, please?" from "visitor@example.com" and send it
    Then the platform received a contact message without a subject

  @HELP-06
  Scenario: E-mail, subject and message are required; nothing is sent until they are given
    Given the operator configured the contact subjects "account, payments"
    When I open the page "/contact-us"
    And I send the contact form without filling it in
    Then the field "Your e-mail address" says "Please enter your e-mail address."
    And the field "Subject" says "Please choose a subject."
    And the field "Your message" says "Please write your message."
    And the field "Your e-mail address" has the focus
    And no contact message reached the platform

  @HELP-06
  Scenario Outline: A message the platform would refuse is refused in the form first
    Given the operator configured no contact subjects
    When I open the page "/contact-us"
    And I write "<message>" from "<email>" and send it
    Then the field "<field>" says "<error>"
    And no contact message reached the platform

    Examples:
      | email               | message                              | field               | error                                                                               |
      | visitor             | Where is my withdrawal, please?      | Your e-mail address | Please enter an e-mail address like name@example.com, in Latin letters.             |
      | \u{430}da@demo.test | Where is my withdrawal, please?      | Your e-mail address | Please enter an e-mail address like name@example.com, in Latin letters.             |
      | visitor@example.com | Help!                                | Your message        | Please write at least 10 characters.                                                |
      | visitor@example.com | Refund \u{202E}gnp.exe to me, please | Your message        | Your message holds invisible or direction-changing characters. Please remove them. |

  @HELP-07
  Scenario: A visitor's message is posted in the page's language; success goes to the help page with the reference
    Given the operator configured the contact subjects "account, payments"
    When I open the page "/contact-us?lang=es"
    And I choose the subject "Depósitos y retiradas"
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
    Then the field "Your e-mail address" holds "writer@contact.test"
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
    Then the contact form says "We could not send the form just now. Please check your connection and try again."
    And I am on the page "/contact-us"
    And the field "Your message" holds "Where is my withdrawal, please?"

  @HELP-07
  Scenario: The platform's field errors are shown on their fields
    Given the operator configured no contact subjects
    And the platform refuses the next contact message's "email" as "INVALID_FORMAT"
    When I open the page "/contact-us"
    And I write "Where is my withdrawal, please?" from "visitor@example.com" and send it
    Then the field "Your e-mail address" says "Please enter an e-mail address like name@example.com, in Latin letters."
    And the field "Your e-mail address" has the focus
    And the contact form says "Please check the fields marked below."

  @HELP-07
  Scenario: Too many messages: the form says when to try again
    Given the operator configured no contact subjects
    And the platform answers the next contact message with too many requests, to retry after 600 seconds
    When I open the page "/contact-us"
    And I write "Where is my withdrawal, please?" from "visitor@example.com" and send it
    Then the contact form says "You have sent several forms in a short time. Please try again in 10 minutes."
