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

Given('{string} is on a time-out from {string} until {string}', function (this: CasinoWorld, username: string, from: string, until: string) {
  takeABreak(this).onBreak(username, { kind: 'TIME_OUT', startedAt: new Date(from), endsAt: new Date(until), expired: false, endRequestedAt: null, endsAfterRequestAt: null });
});

Given('{string} excluded themselves from {string} until {string}, which has passed', function (this: CasinoWorld, username: string, from: string, until: string) {
  takeABreak(this).onBreak(username, { kind: 'SELF_EXCLUSION', startedAt: new Date(from), endsAt: new Date(until), expired: true, endRequestedAt: null, endsAfterRequestAt: null });
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
