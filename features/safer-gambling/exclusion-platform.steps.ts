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

Given('a player of the platform who may take a break', async function (this: CasinoWorld) {
  await breaks(this).newPlayer();
});

Given('the player has excluded themselves for {int} months', async function (this: CasinoWorld, months: number) {
  assert.equal((await breaks(this).takeBreak({ kind: 'SELF_EXCLUSION', months })).status, 201);
});

When('the player deposits {string} EUR while on the platform', async function (this: CasinoWorld, euros: string) {
  await breaks(this).deposit(cents(euros));
});

When('the player asks the platform to end their self-exclusion', async function (this: CasinoWorld) {
  await breaks(this).askToEnd();
});

When('{int} day(s) and {int} hour(s) pass on the platform', async function (this: CasinoWorld, days: number, hours: number) {
  await breaks(this).pass(days, hours);
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
