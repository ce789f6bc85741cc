Feature: A new player's first journey, from joining to a real-money stake
  A new player goes from joining to playing for real money without a dead end: once the phone is
  verified a welcome leads to the first deposit (with the welcome offer when the content has one),
  and a game whose stake is more than the balance says why and offers a deposit rather than only
  "choose a lower stake".

  Background:
    Given the player "ada@demo.test" with password "Ready-Player-1" is registered as "Ada" "Lovelace"

  Rule: JRN-05 After joining, a welcome leads a player with nothing to stake to the first deposit, and one with money to the games

    Background:
      Given today is "2026-11-23"
      And the platform asks a code to validate phones

    @JRN-05 @JRN-04
    Scenario: A new player with a zero balance is led from the phone code to a first deposit
      Given I open the page "/join"
      When I join as "mary@join.test" with the mobile number "+356" "9912 3456"
      And I enter the code the platform sent to my new number
      And I verify
      Then I am on the page "/account/welcome"
      And the welcome greets me as "Mary Joiner"
      And the welcome says "Your balance is €0.00. Make your first deposit to play for real money."
      When I follow "Make your first deposit" on the welcome
      Then I am on the page "/account/cashier/deposit"

    @JRN-05
    Scenario: The welcome shows the welcome offer the content has
      Given the content service has the welcome offer "100% up to €200" saying "Double your first deposit."
      And I open the page "/join"
      When I join as "mary@join.test" with the mobile number "+356" "9912 3456"
      And I open the page "/account/welcome"
      Then the welcome shows the offer "100% up to €200" saying "Double your first deposit.", with "About the welcome offer" leading to "/welcome-offer"
      And the welcome offers "Make your first deposit" leading to "/account/cashier/deposit"

    @JRN-05
    Scenario: A player who already has money to play with is led to the games
      Given "ada@demo.test" has a playable balance of 25 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page "/account/welcome"
      Then the welcome says "Your balance is €25.00. You are ready to play."
      And the welcome offers "Go to the casino" leading to "/casino"
      And the welcome offers no "Make your first deposit"

  Rule: JRN-06 A stake the balance cannot cover is said so, with a deposit offered, never only "choose a lower stake"

    Background:
      Given the game provider serves games from its own origin
      And the catalogue has the slot "Starburst" with practice play

    @JRN-06
    Scenario: A round refused because the stake is more than the balance leads to a deposit from the play bar
      Given "ada@demo.test" has a playable balance of 0.05 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And I open the page of "Starburst" at "#quickplay_realplay"
      When the game reports "INSUFFICIENT_FUNDS"
      Then the game page tells me "Not enough balance for this stake. Lower the stake or make a deposit." with a way to deposit

    @JRN-06
    Scenario: Another refusal offers no deposit
      Given "ada@demo.test" has a playable balance of 25 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      And I open the page of "Starburst" at "#quickplay_realplay"
      When the game reports "ROUND_FAILED"
      Then the game page tells me "That round could not be played. Your balance was not changed." with no way to deposit

    @JRN-06 @PS-03
    Scenario: At a zero balance the deposit stays offered above the game in real play, not in practice play
      Given "ada@demo.test" has a playable balance of 0 "EUR"
      And I am logged in as "ada@demo.test" with password "Ready-Player-1"
      When I open the page of "Starburst" at "#quickplay_realplay"
      Then "Starburst" opens in real play
      And the game page says "Your balance is €0.00: too low for any stake. Make a deposit to play for real money." with a way to deposit
      When I open the page of "Starburst" at "#quickplay"
      Then "Starburst" opens in practice play
      And the game page offers no deposit
