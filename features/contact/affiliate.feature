Feature: Become an affiliate
  /become-an-affiliate is the affiliate sign-up page: a partner tells the operator who they are,
  where their traffic comes from and accepts the programme's terms; the platform keeps the
  application and answers with a reference.

  @REF-08
  Scenario: The affiliate sign-up page takes an application and thanks the applicant with its reference
    When I open the page "/become-an-affiliate"
    Then the affiliate page says "affiliate.title"
    When I apply as an affiliate:
      | name         | email                 | company      | website                        | country | traffic                                    | message                 |
      | Grace Hopper | grace@partner.example | Hopper Media | https://partner.example/casino | Malta   | affiliate.traffic.seo, affiliate.traffic.streaming | We stream slots nightly. |
    Then the platform received the affiliate application:
      | name         | email                 | company      | website                        | country | trafficSources | message                  | acceptTerms |
      | Grace Hopper | grace@partner.example | Hopper Media | https://partner.example/casino | MT      | seo, streaming | We stream slots nightly. | true        |
    And the affiliate page says "affiliate.thanksTitle"
    And the page shows the application's reference

  @REF-08
  Scenario: Required fields, an https website and the terms are checked before anything is sent
    When I open the page "/become-an-affiliate"
    And I type "http://partner.example" as "affiliate.websiteLabel"
    And I send the affiliate form
    Then the field "affiliate.nameLabel" says "formError.name.REQUIRED"
    And the field "affiliate.emailLabel" says "formError.email.REQUIRED"
    And the field "affiliate.websiteLabel" says "formError.website.INVALID_FORMAT"
    And the field "affiliate.countryLabel" says "formError.country.REQUIRED"
    And the traffic sources say "formError.trafficSources.REQUIRED"
    And the field "affiliate.terms" says "formError.acceptTerms.REQUIRED"
    And the field "affiliate.nameLabel" has the focus
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
      | name         | email                 | company | website | country | traffic               | message |
      | Grace Hopper | grace@partner.example |         |         | Malta   | affiliate.traffic.seo |         |
    Then the contact form says "formError.rateLimited" for 60 minutes
