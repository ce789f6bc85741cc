Feature: Geo-targeting
  Content can be kept from some regions of the world. The site learns where the player is from the
  st cookie, asking the platform to set it when it is missing; with geo-targeting on it hides what is
  not for that region, and can send the player to the not-available-in-region page.

  Rule: GEO-01 With `enableGeoTargeting`, content whose `notIn.countrySubdivision` lists the player's country and subdivision is hidden

    @GEO-01
    Scenario Outline: The live casino channel, kept from Madrid, for a player in <location> with geo-targeting <targeting>
      Given the site has geo-targeting <targeting>
      And the live casino channel is kept from "ES-MD"
      And the browser's st cookie says "<location>"
      When I open the page "/"
      Then the channel entry "Live casino" is <shown>
      And the channel entry "Casino" is shown

      Examples:
        | location | targeting | shown     |
        | ES-MD    | on        | hidden    |
        | ES-CT    | on        | shown     |
        | ES-MD    | off       | shown     |

    @GEO-01
    Scenario: A whole country excluded
      Given the site has geo-targeting on
      And the welcome slide is kept from the whole of "MT"
      And the browser's st cookie says "MT-01"
      When I open the page "/"
      Then the slideshow does not offer "Welcome bonus"

  Rule: GEO-02 Optionally the player is redirected to the not-available-in-region page

    @GEO-02
    Scenario: With the redirect on, a page kept from the player's region sends them to the not-available page
      Given the site has geo-targeting on with the redirect to the not-available page
      And the content service has the marketing page "live-casino" kept from "ES-MD"
      And the browser's st cookie says "ES-MD"
      When I open the page "/live-casino"
      Then I am on the page "/not-available-in-region"
      And the main heading is "Not available in your region"

    @GEO-02
    Scenario: Without the redirect, the page says so where it is
      Given the site has geo-targeting on
      And the content service has the marketing page "live-casino" kept from "ES-MD"
      And the browser's st cookie says "ES-MD"
      When I open the page "/live-casino"
      Then I am on the page "/live-casino"
      And the main heading is "Not available in your region"

    @GEO-02
    Scenario: A player elsewhere sees the page
      Given the site has geo-targeting on with the redirect to the not-available page
      And the content service has the marketing page "live-casino" kept from "ES-MD"
      And the browser's st cookie says "ES-CT"
      When I open the page "/live-casino"
      Then I am on the page "/live-casino"
      And the main heading is "live-casino"

  Rule: GEO-03 The location is read from the cookie `st`; when absent, `/services/geolocation/subdivision` is asked, must answer 202, and the cookie is read again

    @GEO-03
    Scenario: The cookie is there: the platform is not asked
      Given the site has geo-targeting on
      And the browser's st cookie says "ES-MD"
      When the site reads the player's location
      Then the player is located in "ES-MD"
      And the platform was asked for the location 0 times

    @GEO-03
    Scenario: No cookie: the platform is asked once, sets the cookie, and the cookie is read again
      Given the site has geo-targeting on
      And the browser has no st cookie and the platform locates the player in "ES-MD"
      When the site reads the player's location
      Then the player is located in "ES-MD"
      And the platform was asked for the location 1 time

    @GEO-03
    Scenario: A player who logs in is located again, as the platform may place a player by their address
      Given the site has geo-targeting on
      And the player "madrid@demo.test" with password "Madrid-Player-1" is registered as "Lola" "Madrid"
      And the browser's st cookie says "MT-01"
      And the platform would now locate the player in "ES-MD"
      When the site reads the player's location
      Then the player is located in "MT-01"
      When I log in as "madrid@demo.test" with password "Madrid-Player-1"
      Then the player is located in "ES-MD"
      And the platform was asked for the location 1 time

    @GEO-03
    Scenario: The platform does not answer 202: the location stays unknown and nothing is hidden for it
      Given the site has geo-targeting on
      And the live casino channel is kept from "ES-MD"
      And the browser has no st cookie and the platform answers the location request with 500
      When I open the page "/"
      Then the channel entry "Live casino" is shown
      And the site logged that the platform did not locate the player
