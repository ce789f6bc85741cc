Feature: Inbox
  The header's envelope counts the player's unread messages and leads to the inbox: every message the
  operator sent them, newest first, unread ones marked. Reading a message marks it read, a message can
  be deleted, and the count in the header follows at once. The platform decides what the player may
  see: during a break it shows no offers.

  Background:
    Given the player "ada@demo.test" with password "Ready-Player-1" is registered

  @INB-01
  Scenario: The count in the header leads to the inbox
    Given "ada@demo.test" has these messages, oldest first:
      | title                         | category  | read |
      | Your deposit was received     | account   | yes  |
      | 20 free spins on Starburst    | promotion | no   |
      | Your withdrawal has been paid | account   | no   |
    And I am logged in as "ada@demo.test" with password "Ready-Player-1"
    And I open the page "/"
    When I follow the link "2 unread messages" in the header
    Then I am on the page "/account/messages"
    And the inbox lists "Your withdrawal has been paid (new), 20 free spins on Starburst (new), Your deposit was received"

  @INB-01
  Scenario: The account menu leads to the inbox too
    Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
    And I open the page "/"
    When I open the account menu and follow its link "Messages"
    Then I am on the page "/account/messages"

  @INB-02
  Scenario: An inbox of 1,500 messages is read page by page as the list goes down, each message once
    Given "ada@demo.test" has 1500 messages, the newest 1100 unread
    And I am logged in as "ada@demo.test" with password "Ready-Player-1"
    When I open the inbox
    Then the inbox shows 50 messages, and counts 1100 unread of 1500
    When I scroll the inbox to its end
    Then the inbox shows 1500 messages, newest first, each once
    And the platform was asked for 30 pages of at most 50 messages

  @INB-02
  Scenario: An empty inbox says so
    Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
    When I open the page "/account/messages"
    Then the inbox says "Your inbox is empty"

  @INB-03
  Scenario: Opening a message shows it, marks it read, and the count in the header follows
    Given "ada@demo.test" has these messages, oldest first:
      | title                         | category | read |
      | Your deposit was received     | account  | no   |
      | Your withdrawal has been paid | account  | no   |
    And I am logged in as "ada@demo.test" with password "Ready-Player-1"
    And the account menu is shown
    When I open the inbox and open the message "Your withdrawal has been paid"
    Then I read the message "Your withdrawal has been paid"
    And the platform was told I read "Your withdrawal has been paid"
    And the notification badge shows "1"

  @INB-04
  Scenario: Deleting a message asks first, then it is gone and the count follows
    Given "ada@demo.test" has these messages, oldest first:
      | title                         | category | read |
      | Your deposit was received     | account  | no   |
      | Your withdrawal has been paid | account  | no   |
    And I am logged in as "ada@demo.test" with password "Ready-Player-1"
    And the account menu is shown
    And I open the page "/account/messages"
    When I press "Delete “Your withdrawal has been paid”"
    Then I am asked to confirm "Delete this message?"
    And the platform was not told to delete anything
    When I press "Yes, delete"
    Then the inbox says "Message deleted."
    And the inbox lists "Your deposit was received (new)"
    And the notification badge shows "1"

  @INB-05
  Scenario: Mark all as read empties the count
    Given "ada@demo.test" has 3 messages, the newest 3 unread
    And I am logged in as "ada@demo.test" with password "Ready-Player-1"
    And the account menu is shown
    And I open the page "/account/messages"
    When I press "Mark all as read"
    Then the inbox says "All messages are marked as read."
    And no message of the inbox is marked new
    And the notification badge is not shown

  @INB-06
  Scenario: An inbox the platform cannot give says so and offers to try again
    Given "ada@demo.test" has 2 messages, the newest 1 unread
    And I am logged in as "ada@demo.test" with password "Ready-Player-1"
    And the platform fails the next inbox page
    When I open the page "/account/messages"
    Then the inbox says "We could not load your messages."
    When I press "Try again"
    Then the inbox lists "Message 2 (new), Message 1"

  @INB-07 @platform
  Scenario: During a break the platform shows no offers, in the inbox or in the count
    Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
    And the account menu is shown
    And the inbox holds offers among its messages
    When I take a time-out of 1 day
    And I open the inbox
    Then the inbox holds no offer
    And the notification badge counts only the unread messages that are not offers

  @INB-08 @platform
  Scenario: A message the operator sends from the console reaches the player's inbox, unread
    Given I am logged in as "ada@demo.test" with password "Ready-Player-1"
    And the account menu is shown
    When the operator sends "ada@demo.test" the message "Your statement is ready" from the console
    And I open the inbox
    Then the first message of the inbox is "Your statement is ready (new)"
    And the notification badge shows "13"
