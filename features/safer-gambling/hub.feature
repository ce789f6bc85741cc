Feature: The safer-gambling hub
  /safer-gambling explains, in plain words, the limits a player can set and where to find help with
  gambling. Anyone may read it; a player also sees their own limits there. It is one click from every
  page: the footer links to it, and so does the account menu.

  @SG-01
  Scenario: A visitor reads what each limit does and where to find help
    Given the operator's default jurisdiction "MT" lists the help organisation "Sedqa" with phone "179" and website "https://fsws.gov.mt/en/sedqa"
    When I open the page "/safer-gambling"
    Then the hub's heading is "saferGambling.title"
    And the hub explains "saferGambling.typeText.DEPOSIT, saferGambling.typeText.LOSS, saferGambling.typeText.WAGER, saferGambling.typeText.SESSION_TIME"
    And the hub lists the help organisations "Sedqa"
    And the hub offers to log in to set limits

  @SG-01
  Scenario: A player sees the help organisations of their own jurisdiction
    Given the operator's default jurisdiction "MT" lists the help organisation "Sedqa" with phone "179" and website "https://fsws.gov.mt/en/sedqa"
    And the jurisdiction "GB" lists the help organisation "GamCare" with phone "0808 8020 133" and website "https://www.gamcare.org.uk"
    And a player "london@example.test" with password "secret-pass" who lives in "GB"
    And I am logged in as "london@example.test" with password "secret-pass"
    When I open the page "/safer-gambling"
    Then the hub lists the help organisations "GamCare"

  @SG-01
  Scenario: A subdivision's rules come before its country's
    Given the jurisdiction "CA" lists the help organisation "Canada Helps" with phone "1 800 000 0000" and website "https://example.ca"
    And the jurisdiction "CA-ON" lists the help organisation "ConnexOntario" with phone "1 866 531 2600" and website "https://www.connexontario.ca"
    And a player "toronto@example.test" with password "secret-pass" who lives in "CA" subdivision "CA-ON"
    And I am logged in as "toronto@example.test" with password "secret-pass"
    When I open the page "/safer-gambling"
    Then the hub lists the help organisations "ConnexOntario"

  @SG-01
  Scenario: Without help organisations configured, the hub says nothing about them
    When I open the page "/safer-gambling"
    Then the hub lists no help organisations

  @SG-01
  Scenario: The footer of every page links to the hub
    When I open the page "/"
    Then the page links to the hub
    When I follow the link to the hub
    Then I am on the page "/safer-gambling"
    And the hub's heading is "saferGambling.title"

  @SG-01
  Scenario: The account menu links to the hub
    Given a player "ada@example.test" with password "secret-pass" who lives in "MT"
    And I am logged in as "ada@example.test" with password "secret-pass"
    When I open the page "/"
    And I open the account menu
    Then the account menu links to the hub

  @SG-01
  Scenario: The hub in Spanish
    Given a player "ana@example.test" with password "secret-pass" who lives in "ES"
    And I am logged in as "ana@example.test" with password "secret-pass"
    And I chose the language "Spanish"
    When I open the page "/safer-gambling"
    Then the hub's heading is "Juego más seguro"

  @SG-19
  Scenario: A visitor where the operator's default jurisdiction is Great Britain is pointed to GAMSTOP
    Given the operator's default jurisdiction "GB" names the national self-exclusion scheme "GAMSTOP" at "https://www.gamstop.co.uk"
    When I open the page "/safer-gambling"
    Then the hub says I can also exclude myself from every gambling site licensed in my country with "GAMSTOP", a link to "https://www.gamstop.co.uk" in a new tab

  @SG-19
  Scenario: A player who lives in Great Britain is pointed to GAMSTOP, whatever the operator's default jurisdiction
    Given the operator's default jurisdiction "MT" names no national self-exclusion scheme
    And the jurisdiction "GB" names the national self-exclusion scheme "GAMSTOP" at "https://www.gamstop.co.uk"
    And a player "london@example.test" with password "secret-pass" who lives in "GB"
    And I am logged in as "london@example.test" with password "secret-pass"
    When I open the page "/safer-gambling"
    Then the hub says I can also exclude myself from every gambling site licensed in my country with "GAMSTOP", a link to "https://www.gamstop.co.uk" in a new tab

  @SG-19
  Scenario: A player who lives in Malta, whose jurisdiction names no national scheme, is pointed to none
    Given the operator's default jurisdiction "MT" names no national self-exclusion scheme
    And the jurisdiction "GB" names the national self-exclusion scheme "GAMSTOP" at "https://www.gamstop.co.uk"
    And a player "valletta@example.test" with password "secret-pass" who lives in "MT"
    And I am logged in as "valletta@example.test" with password "secret-pass"
    When I open the page "/safer-gambling"
    Then the hub names no national self-exclusion scheme
