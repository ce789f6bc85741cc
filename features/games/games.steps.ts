import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';

const names = (list: string): string[] => list.split(',').map((name) => name.trim()).filter((name) => name !== '');

/** GAME-03: a jackpot as a player writes it in euros ("€1,234.56"), in the hundredths the platform reports. */
const jackpotHundredths = (amount: string): number => {
  const euros = /^€((?:\d{1,3})(?:,\d{3})*)\.(\d{2})$/.exec(amount.trim());
  assert.ok(euros !== null, `not an amount in euros: ${amount}`);
  return Number(`${(euros[1] ?? '').replace(/,/g, '')}${euros[2] ?? ''}`);
};

// ── The catalogue and the site's settings ─────────────────────────────────────────────────────

Given('the catalogue has these games:', function (this: CasinoWorld, table: DataTable) {
  for (const row of table.hashes()) {
    const hiddenIn = (row['hidden in'] ?? '').trim();
    const [country] = hiddenIn.split('-');
    this.games.addGame(
      row.name ?? '',
      { category: row.category, categoryName: row.category, subCategory: row.subcategory },
      hiddenIn === '' || country === undefined ? {} : { geoTargetingFilter: { notIn: { countrySubdivision: { [country]: [hiddenIn] } } } },
    );
  }
});

Given('the site reads content from the bucket {string}', function (this: CasinoWorld, bucket: string) {
  this.env.configure({ bucket });
});

Given('the site hides games by the player\'s region', function (this: CasinoWorld) {
  this.env.configure({ enableGeoTargeting: true });
});

Given('the platform locates the player in {string}', function (this: CasinoWorld, location: string) {
  this.games.locatePlayerIn(location);
});

Given('the site has promotional spins switched {word}', function (this: CasinoWorld, setting: 'on' | 'off') {
  this.env.configure({ isPromotionalSpinEnabled: setting === 'on' });
});

Given('the site\'s default currency is {string}', function (this: CasinoWorld, currency: string) {
  this.env.configure({ defaultCurrency: currency });
});

Given('{string} has a free-games offer', function (this: CasinoWorld, name: string) {
  this.games.offerFreeGames(name);
});

Given('{string} has promotional spins on {string}', function (this: CasinoWorld, username: string, name: string) {
  this.games.givePromotionalSpins(username, name);
});

Given('{string} has a jackpot of {string}', function (this: CasinoWorld, name: string, amount: string) {
  this.games.setJackpot(name, jackpotHundredths(amount));
});

When('{string} now has a jackpot of {string}', function (this: CasinoWorld, name: string, amount: string) {
  this.games.setJackpot(name, jackpotHundredths(amount));
});

Given('the content service fails the next category request', function (this: CasinoWorld) {
  this.games.fail('category', 503);
});

Given('the recent-activity tracker fails the next request', function (this: CasinoWorld) {
  this.games.fail('recordRecent', 500);
});

Given('the most-played counter fails the next request', function (this: CasinoWorld) {
  this.games.fail('countPlay', 500);
});

Given('the catalogue puts {string} in the channel {string}', function (this: CasinoWorld, category: string, channel: string) {
  this.games.moveToChannel(category, channel);
});

// ── Categories ────────────────────────────────────────────────────────────────────────────────

When('I open the category {string}', async function (this: CasinoWorld, category: string) {
  await this.games.openCategory(category);
});

When('I open the subcategory {string} of {string}', async function (this: CasinoWorld, subCategory: string, category: string) {
  await this.games.openCategory(category, subCategory);
});

When('I open the categories menu of the channel {string}', async function (this: CasinoWorld, channel: 'casino' | 'live-casino' | 'virtual-sports') {
  await this.games.openMenu(channel);
});

When('I open the page of the game {string}', async function (this: CasinoWorld, name: string) {
  await this.games.openGamePage(name);
});

Then('the menu lists the categories {string}', function (this: CasinoWorld, list: string) {
  assert.deepEqual(this.games.menuShown(), names(list));
});

Then('the game page shows {string}', function (this: CasinoWorld, name: string) {
  assert.equal(this.games.gamePageShown(), name);
});

Then('the content service was asked for the menu and the game page in {string}', function (this: CasinoWorld, language: string) {
  for (const operation of ['categoriesMenu', 'gamePage'] as const) {
    const calls = this.games.calls(operation);
    assert.ok(calls.length > 0, `no ${operation} was asked`);
    assert.ok(calls.every((call) => call.query?.language === language), `${operation} asked in ${JSON.stringify(calls.map((call) => call.query?.language))}`);
  }
});

When('I try loading again', async function (this: CasinoWorld) {
  await this.games.retry();
});

Then('the category shows the slug {string}, the name {string} and the games {string}', function (this: CasinoWorld, slug: string, name: string, games: string) {
  const shown = this.games.shownCategory();
  assert.equal(shown.slug, slug);
  assert.equal(shown.name, name);
  assert.ok(shown.title !== '', 'the category has a title');
  assert.deepEqual(shown.games.map((game) => game.name), names(games));
});

Then('the category shows the games {string}', function (this: CasinoWorld, games: string) {
  assert.deepEqual(this.games.shownCategory().games.map((game) => game.name), names(games));
});

Then('the category offers the subcategories {string}', function (this: CasinoWorld, subCategories: string) {
  assert.deepEqual(this.games.shownCategory().subCategories.map((sub) => sub.slug), names(subCategories));
});

Then('the category could not be loaded', function (this: CasinoWorld) {
  assert.equal(this.games.categoryState()?.status, 'failed');
});

Then('the content service was asked in {string} for the bucket {string}', function (this: CasinoWorld, language: string, bucket: string) {
  const asked = this.games.calls('category').map((call) => call.query);
  assert.ok(asked.length > 0, 'no category was asked');
  for (const query of asked) {
    assert.equal(query?.language, language);
    assert.equal(query?.bucket, bucket);
  }
});

// ── Cards: badges and jackpots ────────────────────────────────────────────────────────────────

When('the cards of {string} are shown', async function (this: CasinoWorld, list: string) {
  await this.games.showCards(names(list));
});

When('the cards of {string} are shown {int} times each', async function (this: CasinoWorld, list: string, copies: number) {
  await this.games.showCards(names(list), copies);
});

When('every card leaves the screen', function (this: CasinoWorld) {
  this.games.hideCards();
});

When('the site asks for the jackpot of {string}', async function (this: CasinoWorld, name: string) {
  await this.games.askJackpotOf(name);
});

Then('the card of {string} shows the free-games badge and no jackpot badge', function (this: CasinoWorld, name: string) {
  assert.deepEqual(this.games.badgesOf(name), { freeGames: true, jackpot: false });
});

Then('the card of {string} shows the jackpot badge and no free-games badge', function (this: CasinoWorld, name: string) {
  assert.deepEqual(this.games.badgesOf(name), { freeGames: false, jackpot: true });
});

Then('the card of {string} shows no badge', function (this: CasinoWorld, name: string) {
  assert.deepEqual(this.games.badgesOf(name), { freeGames: false, jackpot: false });
});

Then('the card of {string} shows the jackpot {string}', function (this: CasinoWorld, name: string, shown: string) {
  assert.equal(this.games.jackpotShownFor(name), shown);
});

Then('the platform was asked for jackpots {int} time(s)', function (this: CasinoWorld, times: number) {
  assert.equal(this.games.calls('jackpots').length, times);
});

Then(
  'the platform was asked for jackpots {int} time(s), with the currency {string}, the language {string} and the channel {string}',
  function (this: CasinoWorld, times: number, currencyCode: string, language: string, channelType: string) {
    const calls = this.games.calls('jackpots');
    assert.equal(calls.length, times);
    assert.deepEqual(calls[0]?.query, { currencyCode, language, channelType });
  },
);

Then('the jackpot of one game was asked with the currency {string} and the language {string}', function (this: CasinoWorld, currencyCode: string, language: string) {
  const [call] = this.games.calls('jackpotOf');
  assert.ok(call, 'no jackpot of one game was asked');
  assert.equal(call.query?.currencyCode, currencyCode);
  assert.equal(call.query?.language, language);
});

Then('the platform was asked for free-games offers {int} time(s)', function (this: CasinoWorld, times: number) {
  assert.equal(this.games.calls('offers').length, times);
});

Then('the platform was asked for promotional spins {int} time(s)', function (this: CasinoWorld, times: number) {
  assert.equal(this.games.calls('promotionalSpins').length, times);
});

// ── Launches and my games ─────────────────────────────────────────────────────────────────────

When('I launch {string}', async function (this: CasinoWorld, name: string) {
  await this.games.launch(name);
});

When('I open my games', async function (this: CasinoWorld) {
  await this.games.openMyGames();
});

Then('the recent-activity tracker received the game {string}', function (this: CasinoWorld, name: string) {
  const posted = this.games.calls('recordRecent').map((call) => call.body);
  assert.deepEqual(posted.at(-1), { gameId: this.games.game(name).id });
});

Then('the failure is logged and the player sees no message', function (this: CasinoWorld) {
  assert.ok(this.games.warningsLogged().some((warning) => /not recorded|not counted/.test(warning)), `nothing was logged: ${this.games.warningsLogged().join('; ')}`);
  assert.equal(this.games.noticesShown(), 0);
});

Then('the recently played games are {string}', function (this: CasinoWorld, list: string) {
  assert.deepEqual(this.games.recentlyPlayed(), names(list));
});

Then('the most played games are:', function (this: CasinoWorld, table: DataTable) {
  assert.deepEqual(
    this.games.mostPlayedShown(),
    table.hashes().map((row) => ({ name: row.name, count: Number(row.count) })),
  );
});
