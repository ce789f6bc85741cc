import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';

/** "a deposit", or "play <game>" of a game the scenario names (Starburst's page in the demo's catalogue). */
const GAMES: Readonly<Record<string, { category: string; subCategory: string; page: string }>> = {
  Starburst: { category: 'slots', subCategory: 'classic', page: 'starburst' },
};

const actionOf = (leadsTo: string) => {
  if (leadsTo === 'a deposit') return { action: 'deposit' };
  const game = GAMES[leadsTo.replace(/^play /, '')];
  assert.ok(game, `no game for "${leadsTo}"`);
  return { action: 'play', game };
};

Given('the promotions page offers:', function (this: CasinoWorld, table: DataTable) {
  this.content.offerPromotions(
    table.hashes().map((row) => ({ title: row.offer ?? '', keyTerms: row['key terms'] ?? '', terms: row['full terms'] ?? '', ...actionOf(row['leads to'] ?? '') })),
  );
});

Then('the page shows the offers {string}, {string} and {string}', async function (this: CasinoWorld, first: string, second: string, third: string) {
  assert.deepEqual(await this.content.offerTitles(), [first, second, third]);
});

Then('the offer {string} shows its picture and {string}', async function (this: CasinoWorld, offer: string, keyTerms: string) {
  const card = await this.content.offerCard(offer);
  assert.ok(card.picture, `the offer ${offer} has no picture`);
  assert.equal(card.keyTerms, keyTerms);
});

Then('the full terms of {string} are closed', async function (this: CasinoWorld, offer: string) {
  assert.equal((await this.content.offerCard(offer)).termsOpen, false);
});

When('I open the full terms of {string}', async function (this: CasinoWorld, offer: string) {
  await this.content.openFullTerms(offer);
});

Then('the full terms of {string} read {string}', async function (this: CasinoWorld, offer: string, terms: string) {
  const card = await this.content.offerCard(offer);
  assert.deepEqual({ open: card.termsOpen, terms: card.terms }, { open: true, terms });
});

Then('the offer {string} leads with {string} to {string}', async function (this: CasinoWorld, offer: string, label: string, href: string) {
  assert.deepEqual((await this.content.offerCard(offer)).button, { label, href });
});

Then('the page shows no offers', async function (this: CasinoWorld) {
  assert.deepEqual(await this.content.offerTitles(), []);
});

Then('the page says offers are paused, with the way to my break', async function (this: CasinoWorld) {
  assert.equal(await this.content.offersPausedLink(), '/safer-gambling');
});
