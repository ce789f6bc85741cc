Feature: The site's language
  The site speaks one of the languages the operator publishes: the default one at first, the one the
  player picks in the language menu after that, kept in the LANG cookie for the next visit, and the
  one a link names with `?lang=`. A language is data: a published language the site has no messages
  in still works, in English words.

  Background:
    Given the site publishes the languages "en, es, de" with "en" by default
    And the home page greets the player in each published language

  Rule: LANG-01 The language is switchable among languagesPublished, defaults to languageDefault, is kept in the cookie LANG, and can be set by the lang query key

    @LANG-01
    Scenario: A first visit is in the default language
      Given the site publishes the languages "en, es, de" with "es" by default
      And the home page greets the player in each published language
      When I open the site at "/"
      Then the page is in Spanish
      And the header offers "Iniciar sesión"

    @LANG-01
    Scenario: The language menu offers each published language by its own name
      When I open the site at "/"
      Then the language menu offers "English, Español, Deutsch"
      And the page is in English

    @LANG-01
    Scenario: The player switches to German, to Spanish and back to English
      When I open the site at "/"
      And I choose "Deutsch" in the language menu
      Then the page is in German
      And the header offers "Anmelden"
      And the LANG cookie holds "de"
      When I choose "Español" in the language menu
      Then the page is in Spanish
      And the LANG cookie holds "es"
      When I choose "English" in the language menu
      Then the page is in English
      And the LANG cookie holds "en"

    @LANG-01
    Scenario: The language chosen on an earlier visit is kept by the cookie
      When I open the site at "/"
      And I choose "Deutsch" in the language menu
      And I come back to the site later at "/"
      Then the page is in German

    @LANG-01
    Scenario: A link's lang key sets the language, and the cookie keeps it
      When I open the site at "/?lang=de"
      Then the page is in German
      And the LANG cookie holds "de"
      When I come back to the site later at "/"
      Then the page is in German

    @LANG-01
    Scenario Outline: A lang key naming no published language is ignored: <lang>
      Given the LANG cookie holds "es" from an earlier visit
      When I open the site at "/?lang=<lang>"
      Then the page is in Spanish
      And the LANG cookie holds "es"

      Examples:
        | lang          |
        | fr            |
        | xx            |
        | %3Cscript%3E  |
        |               |

    @LANG-01
    Scenario: A LANG cookie naming no published language falls back to the default
      Given the LANG cookie holds "fr" from an earlier visit
      When I open the site at "/"
      Then the page is in English

    @LANG-01
    Scenario: A published language without the site's messages shows English words, without a crash
      Given the site publishes the languages "en, es, de, fr" with "en" by default
      And the home page greets the player in each published language
      When I open the site at "/?lang=fr"
      Then the header offers "Log in"
      And the page shows the greeting in "fr"
      And the document's language is "en"
      And the language menu offers "English, Español, Deutsch, Français"
      And the site logged that it has no messages in "fr"
      When I choose "Deutsch" in the language menu
      Then the page is in German
