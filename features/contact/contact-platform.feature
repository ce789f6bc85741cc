@platform
Feature: Contact us and affiliate sign-up, over the platform
  The same forms against the sandbox: what leaves the site on the wire, what the platform keeps for
  the operator's console, and the platform's own refusals.

  @HELP-07
  Scenario: A visitor's message is stored by the platform, sent with X-Language, and confirmed on the help page
    Given the operator configured the contact subjects "account, payments, bonuses, technical, other"
    When I open the page "/contact-us?lang=es"
    And I choose the subject "Bonos y promociones"
    And I write "Mi bono de bienvenida no aparece en mi cuenta." from "visitante@example.com" and send it
    Then the contact message left the site with the header X-Language "es"
    And the sandbox keeps the message from "visitante@example.com" about "bonuses", in "es"
    And I am on the page "/help"
    And I see the confirmation naming the message's reference

  @HELP-07
  Scenario: A logged-in player's message is stored as theirs: the platform checks the username against the session
    Given the operator configured the contact subjects "account, payments, bonuses, technical, other"
    And the player "writer@contact.test" with password "Writer-Pass-1" is registered
    And I am logged in as "writer@contact.test" with password "Writer-Pass-1"
    When I open the page "/contact-us"
    And I choose the subject "My account"
    And I write the message "Please close my account at the end of the month." and send it
    Then the contact message was sent with my session
    And the sandbox keeps the message as written by the player "writer@contact.test"
    And I am on the page "/help"

  @HELP-07 @HELP-06
  Scenario: The platform's refusal wins: a subject it requires but the site did not ask for
    Given the operator configured no contact subjects
    When I open the page "/contact-us"
    And I write "Where is my withdrawal, please?" from "visitor@example.com" and send it
    Then the contact form says "The form could not be accepted. Please check it and try again."
    And I am on the page "/contact-us"

  @REF-08
  Scenario: An affiliate application is stored by the platform and its reference shown
    When I open the page "/become-an-affiliate"
    And I apply as an affiliate:
      | name         | email                        | company | website                 | country | traffic                       | message |
      | Ada Streamer | ada.streamer@partner.example |         | https://partner.example | Germany | Live streaming, Social media  |         |
    Then the platform received the affiliate application:
      | name         | email                        | company | website                  | country | trafficSources    | message | acceptTerms |
      | Ada Streamer | ada.streamer@partner.example | null    | https://partner.example/ | DE      | social, streaming | null    | true        |
    And the sandbox keeps the application of "ada.streamer@partner.example" from "DE"
    And the affiliate page says "Thank you for applying"
    And the page shows the application's reference
