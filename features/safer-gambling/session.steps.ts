import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { LoginError } from '../../src/domain/session';
import type { CasinoWorld } from '../support/world';
import { PlayerSessionDriver } from './session-driver';

const drivers = new WeakMap<CasinoWorld, PlayerSessionDriver>();

/** The player-session driver of this scenario's world. */
const watch = (world: CasinoWorld): PlayerSessionDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new PlayerSessionDriver(world.env, world.ui, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

const euros = (text: string): { minor: number; currency: string } => ({ minor: Math.round(Number(text) * 100), currency: 'EUR' });

// ── The operator and the platform ────────────────────────────────────────────────────────────

Given('the jurisdiction {string} says {string} at login and {string} at logout', function (this: CasinoWorld, code: string, login: string, logout: string) {
  watch(this).jurisdictionSays(code, { loginMessage: { en: login }, logoutMessage: { en: logout } });
});

Given('the jurisdiction {string} has a reality check every {int} minutes', function (this: CasinoWorld, code: string, minutes: number) {
  watch(this).jurisdictionSays(code, { realityCheckMinutes: minutes });
  this.env.memoryPlatform.sessionSummaries.realityCheckMinutesDefault = minutes;
});

Given('{string} last logged in at {string}', function (this: CasinoWorld, username: string, iso: string) {
  watch(this).previousLoginWas(username, iso);
});

Given('{string} logged in earlier', async function (this: CasinoWorld, username: string) {
  await this.platform.openSessionFor(username);
});

Then('I am told when I last logged in, on the platform\'s clock', async function (this: CasinoWorld) {
  await watch(this).expectMessage(watch(this).previousLoginLead());
});

When('the platform ends my session because the session-time limit is reached', function (this: CasinoWorld) {
  const session = this.session.state();
  assert.ok(session.status === 'authenticated', 'not logged in');
  this.env.memoryPlatform.expireSession(session.id, 'SESSION_TIME_LIMIT');
});

Given('the platform refuses logins because the session-time limit is reached', function (this: CasinoWorld) {
  const refusal: LoginError = { code: 'SESSION_TIME_LIMIT' };
  this.env.memoryPlatform.answerNextLogin({ refuse: refusal });
});

Given("my net position since login is {string} euros", function (this: CasinoWorld, amount: string) {
  watch(this).netPositionIs(euros(amount).minor);
});

Given('{string} has {int} minutes left of the session-time limit today', function (this: CasinoWorld, username: string, minutes: number) {
  watch(this).sessionTimeLeft(username, minutes);
});

// ── What the player does and sees ────────────────────────────────────────────────────────────

Then('I am told when I last logged in', async function (this: CasinoWorld) {
  await watch(this).expectMessage(watch(this).previousLoginText());
});

Then('the jurisdiction tells me {string}', async function (this: CasinoWorld, text: string) {
  await watch(this).expectMessage(text);
});

Then('I am told why: my session-time limit is reached', async function (this: CasinoWorld) {
  await watch(this).expectMessage(watch(this).t('playerSession.timeLimitReached'));
});

Then('I am not told that my session expired', async function (this: CasinoWorld) {
  await this.ui.settle();
  const expired = this.messages.t('session.expired');
  assert.ok(!this.ui.shownMessages().some((shown) => shown.includes(expired)), `shown: ${this.ui.shownMessages().join(' | ')}`);
});

Then('the login page says my session-time limit is reached', async function (this: CasinoWorld) {
  await watch(this).expectMessage(this.messages.t('login.errors.SESSION_TIME_LIMIT'));
});

Then('no reality check is shown', async function (this: CasinoWorld) {
  await watch(this).expectNoRealityCheck();
});

Then('a reality check shows {int} h {int} min played and a net position of {string} euros, with focus inside it', async function (this: CasinoWorld, hours: number, minutes: number, amount: string) {
  await watch(this).expectRealityCheck(hours, minutes, euros(amount));
});

When('I choose {string} in the reality check', async function (this: CasinoWorld, button: string) {
  const keys: Record<string, string> = { 'Continue playing': 'playerSession.continuePlaying', 'Stop playing': 'playerSession.stopPlaying' };
  const key = keys[button];
  assert.ok(key !== undefined, `no button "${button}"`);
  await watch(this).pressInDialog(key);
});

When('I press Escape in the reality check', async function (this: CasinoWorld) {
  await watch(this).pressEscape();
});

Then('I am logged out', async function (this: CasinoWorld) {
  await this.ui.settle();
  assert.equal(this.session.state().status, 'visitor');
});

Then('I am still logged in', function (this: CasinoWorld) {
  assert.equal(this.session.state().status, 'authenticated');
});

Then('the game shows a session clock of {string} and a net position of {string} euros', async function (this: CasinoWorld, clock: string, amount: string) {
  const [hours = 0, minutes = 0, seconds = 0] = clock.split(':').map(Number);
  await watch(this).expectSessionClock(hours * 3600 + minutes * 60 + seconds, euros(amount));
});

When('I choose a reality check every {string} minutes on the hub', async function (this: CasinoWorld, typed: string) {
  await watch(this).chooseInterval(typed);
});

Then('the hub says my reality check comes every {int} minutes', async function (this: CasinoWorld, minutes: number) {
  await watch(this).expectIntervalText(minutes);
});

Then('the reality-check interval field says {string}', async function (this: CasinoWorld, text: string) {
  await watch(this).expectIntervalError(text);
});

Then('the platform was sent the reality-check intervals {string}', function (this: CasinoWorld, list: string) {
  const expected = list.split(',').map((item) => item.trim()).filter((item) => item !== '').map((item) => ({ minutes: item === 'default' ? null : Number(item) }));
  assert.deepEqual(watch(this).intervalsSent(), expected);
});
