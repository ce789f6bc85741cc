Feature: Become an affiliate
  /become-an-affiliate is the affiliate sign-up page: a partner tells the operator who they are,
  where their traffic comes from and accepts the programme's terms; the platform keeps the
  application and answers with a reference.

  @REF-08
  Scenario: The affiliate sign-up page takes an application and thanks the applicant with its reference
    When I open the page "/become-an-affiliate"
    Then the affiliate page says "Become an affiliate"
    When I apply as an affiliate:
      | name         | email                 | company      | website                        | country | traffic                              | message                  |
      | Grace Hopper | grace@partner.example | Hopper Media | https://partner.example/casino | Malta   | Search engines (SEO), Live streaming | We stream slots nightly. |
    Then the platform received the affiliate application:
      | name         | email                 | company      | website                        | country | trafficSources | message                  | acceptTerms |
      | Grace Hopper | grace@partner.example | Hopper Media | https://partner.example/casino | MT      | seo, streaming | We stream slots nightly. | true        |
    And the affiliate page says "Thank you for applying"
    And the page shows the application's reference

  @REF-08
  Scenario: Required fields, an https website and the terms are checked before anything is sent
    When I open the page "/become-an-affiliate"
    And I type "http://partner.example" as "Website (optional)"
    And I send the affiliate form
    Then the field "Your name" says "Please enter your name."
    And the field "E-mail address" says "Please enter your e-mail address."
    And the field "Website (optional)" says "Please enter a website address starting with https://"
    And the field "Country" says "Please choose your country."
    And the traffic sources say "Please choose at least one source of traffic."
    And the terms say "Please accept the terms to apply."
    And the field "Your name" has the focus
    And no affiliate application reached the platform

  @REF-08
  Scenario: Countries are named in the page's language
    When I open the page "/become-an-affiliate?lang=es"
    Then the countries offered include "Alemania" and "España"

  @REF-08
  Scenario: Too many applications: the form says when to try again
    Given the platform answers the next affiliate application with too many requests, to retry after 3600 seconds
    When I open the page "/become-an-affiliate"
    And I apply as an affiliate:
      | name         | email                 | company | website | country | traffic              | message |
      | Grace Hopper | grace@partner.example |         |         | Malta   | Search engines (SEO) |         |
    Then the affiliate form says "You have sent several forms in a short time. Please try again in 60 minutes."
