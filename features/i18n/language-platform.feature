Feature: The player's language, from the platform
  A player's profile names their language; logging in switches the site to it (AUTH-11), among the
  published ones, and the LANG cookie keeps it.

  @LANG-01 @platform
  Scenario: A player who prefers German gets the site in German when logging in, kept in the cookie
    Given the site publishes the languages "en, es, de" with "en" by default
    And the player "jurgen@lang.test" with password "Ready-Player-1" is registered and prefers German
    When I log in as "jurgen@lang.test" with password "Ready-Player-1"
    Then the site is in German
    And the LANG cookie holds "de"

  @LANG-01 @platform
  Scenario: A player whose language is not published keeps the site's language
    Given the site publishes the languages "en, es" with "es" by default
    And the player "hans@lang.test" with password "Ready-Player-1" is registered and prefers German
    When I log in as "hans@lang.test" with password "Ready-Player-1"
    Then the site is in Spanish
