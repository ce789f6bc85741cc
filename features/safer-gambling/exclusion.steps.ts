import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { browserWindow } from '../support/dom-environment';
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

Given("the platform's clock for breaks reads {string}", function (this: CasinoWorld, iso: string) {
  takeABreak(this).clockAt(iso);
});

Given('{string} is on a time-out from {string} until {string}', function (this: CasinoWorld, username: string, from: string, until: string) {
  takeABreak(this).onBreak(username, { kind: 'TIME_OUT', startedAt: new Date(from), endsAt: new Date(until), endRequestedAt: null, endsAfterRequestAt: null });
});

Given('{string} excluded themselves from {string} until {string}', function (this: CasinoWorld, username: string, from: string, until: string) {
  takeABreak(this).onBreak(username, { kind: 'SELF_EXCLUSION', startedAt: new Date(from), endsAt: new Date(until), endRequestedAt: null, endsAfterRequestAt: null });
});

When('I take a break of {string} with the password {string}', async function (this: CasinoWorld, length: string, password: string) {
  await takeABreak(this).choose(length, password);
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

Then('the password field says {string} and has the focus', async function (this: CasinoWorld, key: string) {
  const driver = takeABreak(this);
  const error = await driver.passwordError();
  assert.deepEqual(error, { text: driver.t(key), focused: true });
});

Then('the platform received a break of {string} {int}', function (this: CasinoWorld, kind: string, length: number) {
  const received = takeABreak(this).breaksReceived();
  assert.deepEqual(received.at(-1), kind === 'TIME_OUT' ? { kind, days: length } : { kind, months: length });
  assert.ok(!JSON.stringify(received).includes('password'), 'a password was recorded');
});

Then('the game page tells me I am taking a break until {string}', async function (this: CasinoWorld, iso: string) {
  await this.ui.settle();
  const driver = takeABreak(this);
  const expected = this.messages.t('play:play.excludedUntil', undefined, { date: driver.date(iso) });
  const alerts = [...browserWindow.document.querySelectorAll('[role="alert"] p')].map((element) => element.textContent?.trim() ?? '');
  assert.ok(alerts.includes(expected), `shown: ${alerts.join(' | ')}`);
});
