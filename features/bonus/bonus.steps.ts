import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Bonus } from '../../src/domain/bonus';
import type { CasinoWorld } from '../support/world';
import { BonusDriver } from './bonus-driver';

const drivers = new WeakMap<CasinoWorld, { driver: BonusDriver; active: Bonus | null }>();

const state = (world: CasinoWorld) => {
  let found = drivers.get(world);
  if (found === undefined) {
    found = { driver: new BonusDriver(world.env, world.content), active: null };
    drivers.set(world, found);
  }
  return found;
};
const bonus = (world: CasinoWorld): BonusDriver => state(world).driver;

// ── What the platform holds ───────────────────────────────────────────────────────────────────

Given('the promotions page offers {string}, with a bonus to be wagered {int} times', function (this: CasinoWorld, title: string, multiplier: number) {
  bonus(this).offersBonus(title, multiplier);
});

Given('{string} has no bonus', function (this: CasinoWorld, username: string) {
  bonus(this).hasNoBonus(username);
});

Given(
  '{string} has an active bonus of {string} with {string} of it left, {string} of {string} wagered, expiring {string}',
  function (this: CasinoWorld, username: string, amount: string, left: string, wagered: string, requirement: string, expiresAt: string) {
    state(this).active = bonus(this).hasActiveBonus(username, amount, left, wagered, requirement, expiresAt);
  },
);

const ENDINGS: Readonly<Record<string, 'completed' | 'expired' | 'forfeited'>> = { 'converted to real money': 'completed', expired: 'expired', forfeited: 'forfeited' };

Given('{string} had a bonus of {string} that was {string}', function (this: CasinoWorld, username: string, amount: string, ending: string) {
  const state = ENDINGS[ending];
  assert.ok(state, `no bonus ending "${ending}"`);
  bonus(this).hadBonus(username, amount, state);
});

Given('the platform will grant a bonus of {string} to be wagered {string}', function (this: CasinoWorld, amount: string, requirement: string) {
  bonus(this).willGrant(amount, requirement);
});

Given('the platform will refuse the opt-in, as the player already has an active bonus', function (this: CasinoWorld) {
  bonus(this).willRefuse({ code: 'BONUS_ACTIVE' });
});

Given('the platform will refuse the opt-in, as no deposit qualifies', function (this: CasinoWorld) {
  bonus(this).willRefuse({ code: 'NO_QUALIFYING_DEPOSIT' });
});

Given('the platform will refuse the opt-in, as the player is taking a break', function (this: CasinoWorld) {
  bonus(this).willRefuse('ON_BREAK');
});

Given('the platform will forfeit the bonus', function (this: CasinoWorld) {
  const active = state(this).active;
  assert.ok(active !== null, 'the scenario gave the player no active bonus');
  bonus(this).willForfeit(active);
});

Given('I deposit {string} by card', async function (this: CasinoWorld, amount: string) {
  await bonus(this).deposit(amount);
});

When('I play a real-money spin of a slot, staking {float}', async function (this: CasinoWorld, stake: number) {
  await bonus(this).playSlot(stake);
});

// ── What the player does ──────────────────────────────────────────────────────────────────────

When('I opt in to {string}', async function (this: CasinoWorld, title: string) {
  await bonus(this).pressOnCard(title, 'Opt in');
});

// ── What the player sees ──────────────────────────────────────────────────────────────────────

Then('the offer {string} has the buttons {string}', async function (this: CasinoWorld, title: string, labels: string) {
  const expected = labels.split(', ');
  assert.deepEqual(await bonus(this).cardButtons(title, expected), expected);
});

Then('the offer {string} has no button', async function (this: CasinoWorld, title: string) {
  assert.deepEqual(await bonus(this).cardButtons(title, []), []);
});

Then('the offer {string} says {string}, with the way to the wagering progress', async function (this: CasinoWorld, title: string, text: string) {
  assert.deepEqual(await bonus(this).optedIn(title), { text, href: '/account#bonus' });
});

Then('the offer {string} reads {string}', async function (this: CasinoWorld, title: string, text: string) {
  assert.equal(await bonus(this).cardStatus(title), text);
});

Then('the platform received an opt-in to the offer', function (this: CasinoWorld) {
  assert.deepEqual(bonus(this).received('opt-in'), [{ offerId: 'welcome' }]);
});

Then('the platform received no forfeit', function (this: CasinoWorld) {
  assert.deepEqual(bonus(this).received('forfeit'), []);
});

Then('the platform received one forfeit', function (this: CasinoWorld) {
  assert.equal(bonus(this).received('forfeit').length, 1);
});

Then('the bonus panel shows:', async function (this: CasinoWorld, table: { rowsHash(): Record<string, string> }) {
  const figures = await bonus(this).panelFigures();
  const expected = table.rowsHash();
  assert.deepEqual(Object.fromEntries(Object.keys(expected).map((key) => [key, figures[key]])), expected);
});

Then('the wagering progress bar is named {string} and reads {string}', async function (this: CasinoWorld, name: string, text: string) {
  const bar = await bonus(this).progressBar();
  assert.deepEqual({ name: bar.name, text: bar.text }, { name, text });
});

Then('the bonus panel says {string}', async function (this: CasinoWorld, text: string) {
  assert.ok((await bonus(this).panelText()).includes(text), `the panel reads: ${await bonus(this).panelText()}`);
});

Then('a dialog asks {string}, saying {string}', async function (this: CasinoWorld, title: string, text: string) {
  assert.deepEqual(await bonus(this).dialog(), { title, text });
});

Then('no dialog is open', async function (this: CasinoWorld) {
  assert.equal(await bonus(this).dialog(), null);
});
