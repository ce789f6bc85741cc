import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';
import { ExclusionPlatformDriver } from './exclusion-platform-driver';

const drivers = new WeakMap<CasinoWorld, ExclusionPlatformDriver>();

const breaks = (world: CasinoWorld): ExclusionPlatformDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new ExclusionPlatformDriver();
    drivers.set(world, driver);
  }
  return driver;
};

const cents = (euros: string): number => Math.round(Number(euros) * 100);
const DAY_MS = 86_400_000;

Given('a player of the platform who may take a break', async function (this: CasinoWorld) {
  await breaks(this).newPlayer();
});

Given('the player has taken a time-out of {int} day(s)', async function (this: CasinoWorld, days: number) {
  assert.equal((await breaks(this).takeBreak({ kind: 'TIME_OUT', days })).status, 201);
});

Given('the player has excluded themselves for {int} months', async function (this: CasinoWorld, months: number) {
  assert.equal((await breaks(this).takeBreak({ kind: 'SELF_EXCLUSION', months })).status, 201);
});

When('the player takes a time-out of {int} day(s) with their password', async function (this: CasinoWorld, days: number) {
  await breaks(this).takeBreak({ kind: 'TIME_OUT', days });
});

When('the player takes a time-out of {int} day(s) with the password {string}', async function (this: CasinoWorld, days: number, password: string) {
  await breaks(this).takeBreak({ kind: 'TIME_OUT', days }, password);
});

When('the player deposits {string} EUR while on the platform', async function (this: CasinoWorld, euros: string) {
  await breaks(this).deposit(cents(euros));
});

When('the player withdraws {string} EUR on the platform', async function (this: CasinoWorld, euros: string) {
  await breaks(this).withdraw(cents(euros));
});

When('the player launches a game in {word} play', async function (this: CasinoWorld, mode: 'real' | 'practice') {
  await breaks(this).launchGame(mode);
});

When('the player bets {string} EUR on a sports fixture while on the platform', async function (this: CasinoWorld, euros: string) {
  await breaks(this).sportsBet(cents(euros));
});

When('the player asks the platform to end their self-exclusion', async function (this: CasinoWorld) {
  await breaks(this).askToEnd();
});

When('{int} day(s) and {int} hour(s) pass on the platform', async function (this: CasinoWorld, days: number, hours: number) {
  await breaks(this).pass(days, hours);
});

Then('the platform starts the break, ending {int} day(s) after it started', function (this: CasinoWorld, days: number) {
  const answer = breaks(this).last;
  assert.equal(answer?.status, 201, answer?.text);
  const exclusion = (answer?.body as { exclusion: { startedAt: string; endsAt: string } }).exclusion;
  assert.equal(Date.parse(exclusion.endsAt) - Date.parse(exclusion.startedAt), days * DAY_MS);
});

Then('the platform refuses it as a break already in force, and the first break stands', async function (this: CasinoWorld) {
  const driver = breaks(this);
  assert.equal(driver.last?.status, 409, driver.last?.text);
  assert.equal((driver.last?.body as { errorCode: string }).errorCode, 'ALREADY_EXCLUDED');
  assert.deepEqual(await driver.breakInForce(), driver.firstBreak);
});

Then('the platform refuses the password, and no break is in force', async function (this: CasinoWorld) {
  const driver = breaks(this);
  assert.equal(driver.last?.status, 422, driver.last?.text);
  assert.deepEqual((driver.last?.body as { fieldErrors: unknown }).fieldErrors, [{ field: 'password', cause: 'INVALID_PASSWORD' }]);
  assert.equal(await driver.breakInForce(), null);
});

Then('the platform refuses it because the player is taking a {word}', function (this: CasinoWorld, kind: string) {
  const answer = breaks(this).last;
  assert.equal(answer?.status, 403, answer?.text);
  const body = answer?.body as { errorCode: string; exclusion: { kind: string } };
  assert.equal(body.errorCode, 'EXCLUDED');
  assert.equal(body.exclusion.kind, kind === 'time-out' ? 'TIME_OUT' : 'SELF_EXCLUSION');
});

Then('the platform takes it', function (this: CasinoWorld) {
  const answer = breaks(this).last;
  assert.ok(answer !== null && answer.status >= 200 && answer.status < 300, `answered ${answer?.status} ${answer?.text}`);
});

Then('the player is still on a break, expired and waiting to be asked to end', async function (this: CasinoWorld) {
  const exclusion = await breaks(this).breakInForce();
  assert.equal(exclusion?.expired, true);
  assert.equal(exclusion?.endRequestedAt, null);
});

Then('the platform says the self-exclusion ends {int} hours after the request', function (this: CasinoWorld, hours: number) {
  const answer = breaks(this).last;
  assert.equal(answer?.status, 200, answer?.text);
  const exclusion = (answer?.body as { exclusion: { endRequestedAt: string; endsAfterRequestAt: string } }).exclusion;
  assert.equal(Date.parse(exclusion.endsAfterRequestAt) - Date.parse(exclusion.endRequestedAt), hours * 3_600_000);
});

Then('the platform refuses the request as not yet expired', function (this: CasinoWorld) {
  const answer = breaks(this).last;
  assert.equal(answer?.status, 409, answer?.text);
  assert.equal((answer?.body as { errorCode: string }).errorCode, 'NOT_EXPIRED');
});
