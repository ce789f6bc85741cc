import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';

When('the artwork of the games fails to load', async function (this: CasinoWorld) {
  await this.ui.failImages();
});

Then('the card of {string} shows the initial {string} where its artwork was', async function (this: CasinoWorld, name: string, initial: string) {
  const art = await this.ui.gameCardArt(name);
  assert.equal(art.images, 0, 'no image, broken or not, is left in the card');
  assert.equal(art.placeholder, initial);
});

Then('the card of {string} still names the game', async function (this: CasinoWorld, name: string) {
  assert.ok((await this.ui.gameCardArt(name)).named);
});

When('the connection to the casino is cut', function (this: CasinoWorld) {
  this.env.wireRecorder.cut = true;
});

When('the connection to the casino comes back', function (this: CasinoWorld) {
  this.env.wireRecorder.cut = false;
});

Then('a notice says the casino cannot be reached and when it tries again, with a button to retry now', async function (this: CasinoWorld) {
  const notice = await this.ui.reachabilityNotice(true);
  assert.ok(notice !== null, 'no notice');
  assert.match(notice.text, new RegExp(`^${this.messages.t('reachability.unreachable')} ${this.messages.t('reachability.retryingIn', undefined, { count: 999 }).replace('999', '\\d+')}`));
  assert.ok(notice.retryButton);
});

Then('no notice says the casino cannot be reached', async function (this: CasinoWorld) {
  assert.equal(await this.ui.reachabilityNotice(false), null);
});

Then('the header shows the balance {string}', async function (this: CasinoWorld, amount: string) {
  assert.equal(await this.ui.headerBalance(), amount);
});

Given('the catalogue has these games, the most played first: {string}, {string}, {string}', function (this: CasinoWorld, first: string, second: string, third: string) {
  const names = [first, second, third];
  // Added least played first, so that the order of addition cannot pass for popularity.
  [...names].reverse().forEach((name, index) => this.games.addGame(name, { category: 'slots' }, { popularity: (index + 1) * 100 }));
});

Then('the page offers the popular games {string}, {string}, {string} in that order', async function (this: CasinoWorld, first: string, second: string, third: string) {
  assert.deepEqual(await this.ui.gamesOfRail(this.messages.t('notFound.popular')), [first, second, third]);
});

Then('the page offers to search the games and a way home', async function (this: CasinoWorld) {
  assert.ok(await this.ui.hasButton(this.messages.t('notFound.search')));
  assert.equal(await this.ui.linkTarget(this.messages.t('errors.backHome')), '/');
});
