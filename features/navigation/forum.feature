Feature: Forum sign-in
  The community forum signs players in with their casino account: it sends them here with a return
  address and a signed request, and the site sends them back with it once they are logged in.

  Background:
    Given the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"
    And the forum is at "https://community.example"

  Rule: FORUM-01 The forum sign-in link is produced only when returnUrl, sso and sig are all present

    @FORUM-01
    Scenario: With the return address, the request and its signature, the player is offered the way back
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/forum/sign-in?returnUrl=https%3A%2F%2Fcommunity.example%2Fsession%2Fsso_login&sso=bm9uY2U9YWJj&sig=2f8a9c"
      Then the main heading is "Sign in to the forum"
      And the page links "Continue to the forum" to "https://community.example/session/sso_login?sso=bm9uY2U9YWJj&sig=2f8a9c"

    @FORUM-01
    Scenario Outline: Without <missing> there is no link
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/forum/sign-in?<query>"
      Then the page has no link "Continue to the forum"
      And the page says "This sign-in link is incomplete or does not come from our forum. Open the forum and choose \"Log in\" again."

      Examples:
        | missing   | query                                                                    |
        | returnUrl | sso=bm9uY2U9YWJj&sig=2f8a9c                                              |
        | sso       | returnUrl=https%3A%2F%2Fcommunity.example%2Fsso&sig=2f8a9c               |
        | sig       | returnUrl=https%3A%2F%2Fcommunity.example%2Fsso&sso=bm9uY2U9YWJj         |

    @FORUM-01
    Scenario: A return address on another site gets no link
      Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/forum/sign-in?returnUrl=https%3A%2F%2Fevil.example%2Fsso&sso=bm9uY2U9YWJj&sig=2f8a9c"
      Then the page has no link "Continue to the forum"

    @FORUM-01
    Scenario: A visitor logs in first and comes back to the same request
      When I open the page "/forum/sign-in?returnUrl=https%3A%2F%2Fcommunity.example%2Fsso&sso=bm9uY2U9YWJj&sig=2f8a9c"
      Then I am on the page "/login?destination=%2Fforum%2Fsign-in%3FreturnUrl%3Dhttps%253A%252F%252Fcommunity.example%252Fsso%26sso%3Dbm9uY2U9YWJj%26sig%3D2f8a9c"
