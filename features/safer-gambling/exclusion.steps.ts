import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { browserWindow } from '../support/dom-environment';
import type { GamePlay } from '../../src/application/play/game-play';
import { PlayTokens } from '../../src/application/play/tokens';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import { catalogue } from '../../sandbox/services/content/index.ts';
import type { CasinoWorld } from '../support/world';
import { ExclusionDriver } from './exclusion-driver';

const drivers = new WeakMap<CasinoWorld, ExclusionDriver>();

const takeABreak = (world: CasinoWorld): ExclusionDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new ExclusionDriver(world.env, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

Given('{string} is on a time-out from {string} until {string}', function (this: CasinoWorld, username: string, from: string, until: string) {
  takeABreak(this).onBreak(username, { kind: 'TIME_OUT', startedAt: new Date(from), endsAt: new Date(until), expired: false, endRequestedAt: null, endsAfterRequestAt: null, fromAnotherAccount: false });
});

Given('{string} excluded themselves from {string} until {string}, which has passed', function (this: CasinoWorld, username: string, from: string, until: string) {
  takeABreak(this).onBreak(username, { kind: 'SELF_EXCLUSION', startedAt: new Date(from), endsAt: new Date(until), expired: true, endRequestedAt: null, endsAfterRequestAt: null, fromAnotherAccount: false });
});

Given(/^"([^"]+)" excluded themselves on (this account|another of their accounts) from "([^"]+)" until "([^"]+)"$/, function (this: CasinoWorld, username: string, where: string, from: string, until: string) {
  const fromAnotherAccount = where === 'another of their accounts';
  takeABreak(this).onBreak(username, { kind: 'SELF_EXCLUSION', startedAt: new Date(from), endsAt: new Date(until), expired: false, endRequestedAt: null, endsAfterRequestAt: null, fromAnotherAccount });
});

Given('the platform will start my break on {string}, ending on {string}', function (this: CasinoWorld, from: string, until: string) {
  takeABreak(this).platformWillStart(from, until);
});

Given('the platform will refuse my password', function (this: CasinoWorld) {
  takeABreak(this).platformWillRefuse({ code: 'WRONG_PASSWORD' });
});

Given('the platform will take my request to end it on {string}, ending it on {string}', function (this: CasinoWorld, asked: string, until: string) {
  takeABreak(this).platformWillEnd(asked, until);
});

When('I take a break of {string} with the password {string}', async function (this: CasinoWorld, length: string, password: string) {
  await takeABreak(this).choose(length, password);
});

When('I confirm the break with the password {string}', async function (this: CasinoWorld, password: string) {
  await takeABreak(this).confirmWith(password);
});

When('I ask to end my self-exclusion', async function (this: CasinoWorld) {
  await takeABreak(this).askToEnd();
});

Then('the hub says my break has started and ends on {string}', async function (this: CasinoWorld, iso: string) {
  const driver = takeABreak(this);
  await driver.says(driver.t('started', { date: driver.date(iso) }));
});

Then('the hub says I am on a time-out until {string}', async function (this: CasinoWorld, iso: string) {
  const driver = takeABreak(this);
  await driver.says(driver.t('currentTimeOut', { date: driver.date(iso) }));
});

Then('the hub says I excluded myself until {string}', async function (this: CasinoWorld, iso: string) {
  const driver = takeABreak(this);
  await driver.says(driver.t('currentSelfExclusion', { date: driver.date(iso) }));
});

Then('the hub says my self-exclusion reached its end on {string} and ends {int} hours after I ask', async function (this: CasinoWorld, iso: string, hours: number) {
  const driver = takeABreak(this);
  await driver.says(driver.t('expired', { date: driver.date(iso), count: hours }));
});

Then('the hub says I asked on {string} and it ends on {string}', async function (this: CasinoWorld, asked: string, iso: string) {
  const driver = takeABreak(this);
  await driver.says(driver.t('endRequested', { asked: driver.date(asked), date: driver.date(iso) }));
});

Then('the hub says this self-exclusion was set on another of my accounts and applies to every account I hold with them, and that I can still withdraw and see my history', async function (this: CasinoWorld) {
  const driver = takeABreak(this);
  await driver.says(driver.t('fromAnotherAccount'));
});

Then('the break banner says so too', async function (this: CasinoWorld) {
  const driver = takeABreak(this);
  const banner = await driver.banner();
  assert.ok(banner.includes(driver.t('fromAnotherAccount')), `the banner says: ${banner}`);
});

Then('the hub says nothing of my other accounts', async function (this: CasinoWorld) {
  const driver = takeABreak(this);
  await driver.doesNotSay(driver.t('fromAnotherAccount'));
  assert.ok(!(await driver.banner()).includes(driver.t('fromAnotherAccount')), 'the banner speaks of other accounts');
});

Then('the password field says {string} and has the focus', async function (this: CasinoWorld, text: string) {
  assert.deepEqual(await takeABreak(this).passwordError(), { text, focused: true });
});

Then('the platform was asked for a time-out of {int} day(s)', function (this: CasinoWorld, days: number) {
  assert.deepEqual(takeABreak(this).breaksReceived().at(-1), { kind: 'TIME_OUT', days });
});

Then('the platform was asked for a self-exclusion of {int} months', function (this: CasinoWorld, months: number) {
  assert.deepEqual(takeABreak(this).breaksReceived().at(-1), { kind: 'SELF_EXCLUSION', months });
});

Then('the platform was asked for no break', function (this: CasinoWorld) {
  assert.deepEqual(takeABreak(this).breaksReceived(), []);
});

Then('the game page tells me I am taking a break until {string}', async function (this: CasinoWorld, iso: string) {
  await this.ui.settle();
  const driver = takeABreak(this);
  const expected = this.messages.t('play:play.excludedUntil', undefined, { date: driver.date(iso) });
  const alerts = [...browserWindow.document.querySelectorAll('[role="alert"] p')].map((element) => element.textContent?.trim() ?? '');
  assert.ok(alerts.includes(expected), `shown: ${alerts.join(' | ')}`);
});

// ── Over the platform, whose clock the scenario does not hold ─────────────────────────────────

/** The end of the break the hub said had started, as the player read it. */
const shownEnds = new WeakMap<CasinoWorld, string>();

Then('the hub says my break has started, and when it ends', async function (this: CasinoWorld) {
  shownEnds.set(this, await takeABreak(this).startedEndingOn());
});

/** The play of the game the player tried during the break (the play service is one per game frame). */
const tried = new WeakMap<CasinoWorld, GamePlay>();

When("I try to play a slot of the platform's catalogue for real", async function (this: CasinoWorld) {
  const slot = catalogue().games.find((game) => game.kind === 'slot' && game.practicePlay);
  assert.ok(slot, 'the catalogue has no slot');
  await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('play');
  const gamePlay = this.env.site.get<GamePlay>(PlayTokens.GamePlay);
  tried.set(this, gamePlay);
  await gamePlay.play({ id: slot.id, practicePlay: true }, 'real');
  await this.env.settle();
});

Then('the game does not start, and I am told I am taking a break until then', function (this: CasinoWorld) {
  const shown = shownEnds.get(this);
  assert.ok(shown !== undefined, 'the hub never said when the break ends');
  const played = tried.get(this)?.current();
  assert.ok(played !== undefined, 'no game was tried');
  assert.ok(played.status === 'failed' && played.failure === 'EXCLUDED' && played.until instanceof Date, `the launch: ${JSON.stringify(played)}`);
  assert.equal(takeABreak(this).date(played.until.toISOString()), shown);
});
