Feature: Bonuses with wagering: opt in from an offer, follow the wagering, forfeit if you wish
  An offer that carries a bonus has "Opt in" on a player's card; the platform grants the bonus (or says
  why not), and the account page shows the bonus money apart from real money with what has been
  wagered, what is left to wager, a progress bar, the expiry and the terms. A player may give the
  bonus up after a confirmation that says what they lose (docs/bonus-rules.md).

  Background:
    Given a player "ada@bonus.test" with password "secret-pass" who lives in "MT"
    And the promotions page offers "Welcome offer", with a bonus to be wagered 30 times

  Rule: BON-02 A player opts in to an offer that carries a bonus from its card, and the card then says so; a visitor is still asked to join

    @BON-02
    Scenario: A player opts in, and the card says so with the way to the progress
      Given "ada@bonus.test" has no bonus
      And the platform will grant a bonus of "€40.00" to be wagered "€1,200.00"
      And I am logged in as "ada@bonus.test" with password "secret-pass"
      When I open the page "/promotions"
      Then the offer "Welcome offer" has the buttons "Opt in"
      When I opt in to "Welcome offer"
      Then the offer "Welcome offer" says "Opted in", with the way to the wagering progress
      And the platform received an opt-in to the offer

    @BON-02
    Scenario: A visitor is asked to join, and is offered no opt-in
      When I open the page "/promotions"
      Then the offer "Welcome offer" leads with "Join now" to "/join"
      And the offer "Welcome offer" has no button

  Rule: BON-03 An opt-in the platform refuses says why, in words the player can act on

    @BON-03
    Scenario: The player already has an active bonus
      Given "ada@bonus.test" has no bonus
      And the platform will refuse the opt-in, as the player already has an active bonus
      And I am logged in as "ada@bonus.test" with password "secret-pass"
      When I open the page "/promotions"
      And I opt in to "Welcome offer"
      Then the offer "Welcome offer" reads "You already have an active bonus: finish or forfeit it before opting in to another."
      And the offer "Welcome offer" has the buttons "Opt in"

    @BON-03
    Scenario: No deposit qualifies yet
      Given "ada@bonus.test" has no bonus
      And the platform will refuse the opt-in, as no deposit qualifies
      And I am logged in as "ada@bonus.test" with password "secret-pass"
      When I open the page "/promotions"
      And I opt in to "Welcome offer"
      Then the offer "Welcome offer" reads "No deposit of yours qualifies for this offer yet: make the deposit it asks for, then opt in."

    @BON-03
    Scenario: The player is taking a break (the platform refuses, whatever the page showed)
      Given "ada@bonus.test" has no bonus
      And the platform will refuse the opt-in, as the player is taking a break
      And I am logged in as "ada@bonus.test" with password "secret-pass"
      When I open the page "/promotions"
      And I opt in to "Welcome offer"
      Then the offer "Welcome offer" reads "You are taking a break from gambling, so you cannot take bonuses until it ends."

  Rule: BON-08 The account page shows the bonus apart from real money: its balance, the requirement, wagered so far, left to wager, a progress bar, the expiry and its terms

    @BON-08
    Scenario: A bonus a quarter wagered
      Given "ada@bonus.test" has an active bonus of "€40.00" with "€30.00" of it left, "€300.00" of "€1,200.00" wagered, expiring "2026-12-27T12:00:00Z"
      And I am logged in as "ada@bonus.test" with password "secret-pass"
      When I open the page "/account"
      Then the bonus panel shows:
        | Bonus balance        | €30.00                        |
        | Wagered so far       | €300.00                       |
        | Left to wager        | €900.00                       |
        | Wagering requirement | €1,200.00 (30× the bonus)     |
        | Bonus granted        | €40.00                        |
      And the wagering progress bar is named "Wagering progress" and reads "€300.00 of €1,200.00 wagered (25%)"
      And the bonus panel says "Slots count 100% of each stake, table games 10%, live games 0% and virtual sports 0%."

    @BON-08
    Scenario: With the offer opted in to, the card says so
      Given "ada@bonus.test" has an active bonus of "€40.00" with "€40.00" of it left, "€0.00" of "€1,200.00" wagered, expiring "2026-12-27T12:00:00Z"
      And I am logged in as "ada@bonus.test" with password "secret-pass"
      When I open the page "/promotions"
      Then the offer "Welcome offer" says "Opted in", with the way to the wagering progress
      And the offer "Welcome offer" has no button

  Rule: BON-05 A bonus whose requirement is met becomes real money, and the account page says so

    @BON-05
    Scenario: A converted bonus is listed as converted, and no bonus is active
      Given "ada@bonus.test" had a bonus of "€40.00" that was "converted to real money"
      And I am logged in as "ada@bonus.test" with password "secret-pass"
      When I open the page "/account"
      Then the bonus panel says "You have no active bonus."
      And the bonus panel says "€40.00 Converted to real money"

  Rule: BON-06 A bonus past its expiry is expired and its remaining money removed; the account page says so

    @BON-06
    Scenario: An expired bonus is listed as expired
      Given "ada@bonus.test" had a bonus of "€40.00" that was "expired"
      And I am logged in as "ada@bonus.test" with password "secret-pass"
      When I open the page "/account"
      Then the bonus panel says "You have no active bonus."
      And the bonus panel says "€40.00 Expired"

  Rule: BON-07 Forfeiting asks first, saying what the player loses (the bonus money left and the wagering done)

    @BON-07
    Scenario: The player keeps the bonus, then forfeits it
      Given "ada@bonus.test" has an active bonus of "€40.00" with "€30.00" of it left, "€300.00" of "€1,200.00" wagered, expiring "2026-12-27T12:00:00Z"
      And the platform will forfeit the bonus
      And I am logged in as "ada@bonus.test" with password "secret-pass"
      When I open the page "/account"
      And I press "Forfeit bonus"
      Then a dialog asks "Forfeit your bonus?", saying "You will lose €30.00 of bonus money and the €300.00 you have wagered toward it. This cannot be undone."
      When I press "Keep my bonus"
      Then no dialog is open
      And the platform received no forfeit
      When I press "Forfeit bonus"
      And I press "Yes, forfeit it"
      Then the platform received one forfeit
      And the bonus panel says "You have no active bonus."
      And the bonus panel says "Forfeited"
