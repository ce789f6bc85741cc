Feature: Time-out and self-exclusion
  A player who wants to stop for a while takes a break on the hub: a time-out of a day, a week or
  six weeks, or a self-exclusion of six months, a year or five years, confirmed with their
  password. The hub says until when; a self-exclusion ends only when the player asks once it has
  expired, after the cooling-off time. While on a break, games do not start. The platform decides
  when a break ends and whether a password is right (exclusion-platform.feature shows it); here it
  says so, and the site shows what it said.

  Background:
    Given a player "tim@example.test" with password "secret-pass" who lives in "MT"

  @SG-09
  Scenario: A one-day time-out confirmed with the password
    Given the platform will start my break on "2026-11-23T10:00:00Z", ending on "2026-11-24T10:00:00Z"
    And I am logged in as "tim@example.test" with password "secret-pass"
    When I open the page "/safer-gambling"
    And I take a break of "1 day" with the password "secret-pass"
    Then the hub says my break has started and ends on "2026-11-24T10:00:00Z"
    And the hub says I am on a time-out until "2026-11-24T10:00:00Z"
    And the platform was asked for a time-out of 1 day

  @SG-09
  Scenario: A self-exclusion of a year
    Given the platform will start my break on "2026-11-23T10:00:00Z", ending on "2027-11-23T10:00:00Z"
    And I am logged in as "tim@example.test" with password "secret-pass"
    When I open the page "/safer-gambling"
    And I take a break of "1 year" with the password "secret-pass"
    Then the hub says I excluded myself until "2027-11-23T10:00:00Z"
    And the platform was asked for a self-exclusion of 12 months

  @SG-09
  Scenario: A wrong password is said on the password field and starts no break
    Given the platform will refuse my password
    And I am logged in as "tim@example.test" with password "secret-pass"
    When I open the page "/safer-gambling"
    And I take a break of "6 weeks" with the password "not-my-password"
    Then the password field says "That is not your password. Check it and try again." and has the focus

  @SG-09
  Scenario: No password is said on the password field, and nothing is sent
    Given I am logged in as "tim@example.test" with password "secret-pass"
    When I open the page "/safer-gambling"
    And I take a break of "1 week" with the password ""
    Then the password field says "Enter your password." and has the focus
    And the platform was asked for no break

  @SG-09
  Scenario: On a time-out, a game does not start, even from a link into real play, and the page says until when
    Given the game provider serves games from its own origin
    And the catalogue has the slot "Starburst" with practice play
    And "tim@example.test" is on a time-out from "2026-11-23T09:00:00Z" until "2026-11-30T09:00:00Z"
    And I am logged in as "tim@example.test" with password "secret-pass"
    When I open the page of "Starburst" at "#quickplay_realplay"
    Then the game page tells me I am taking a break until "2026-11-30T09:00:00Z"

  @SG-10
  Scenario: An expired self-exclusion ends only when asked, after the cooling-off time
    Given "tim@example.test" excluded themselves from "2026-05-01T10:00:00Z" until "2026-11-01T10:00:00Z", which has passed
    And the platform will take my request to end it on "2026-11-23T10:00:00Z", ending it on "2026-11-24T10:00:00Z"
    And I am logged in as "tim@example.test" with password "secret-pass"
    When I open the page "/safer-gambling"
    Then the hub says my self-exclusion reached its end on "2026-11-01T10:00:00Z" and ends 24 hours after I ask
    When I ask to end my self-exclusion
    Then the hub says I asked on "2026-11-23T10:00:00Z" and it ends on "2026-11-24T10:00:00Z"

  @SG-18
  Scenario: A self-exclusion set on another of the player's accounts says it applies to every account
    Given "tim@example.test" excluded themselves on another of their accounts from "2026-11-01T10:00:00Z" until "2027-11-01T10:00:00Z"
    And I am logged in as "tim@example.test" with password "secret-pass"
    When I open the page "/safer-gambling"
    Then the hub says I excluded myself until "2027-11-01T10:00:00Z"
    And the hub says this self-exclusion was set on another of my accounts and applies to every account I hold with them, and that I can still withdraw and see my history
    And the break banner says so too

  @SG-18
  Scenario: A self-exclusion set on this account says nothing of other accounts
    Given "tim@example.test" excluded themselves on this account from "2026-11-01T10:00:00Z" until "2027-11-01T10:00:00Z"
    And I am logged in as "tim@example.test" with password "secret-pass"
    When I open the page "/safer-gambling"
    Then the hub says I excluded myself until "2027-11-01T10:00:00Z"
    And the hub says nothing of my other accounts
