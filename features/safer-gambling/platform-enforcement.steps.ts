import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';
import { PlatformEnforcementDriver } from './platform-enforcement-driver';

const drivers = new WeakMap<CasinoWorld, PlatformEnforcementDriver>();

const platformLimits = (world: CasinoWorld): PlatformEnforcementDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new PlatformEnforcementDriver();
    drivers.set(world, driver);
  }
  return driver;
};

const periods: Readonly<Record<string, string>> = { daily: 'DAY', weekly: 'WEEK', monthly: 'MONTH' };
/** "daily" → DAY, as the platform names periods. */
const periodOf = (word: string): string => periods[word] ?? word.toUpperCase();

/** "50.00" → 5000 minor units of the euro. */
const cents = (euros: string): number => Math.round(Number(euros) * 100);

Given('a player of the platform with euros to play', async function (this: CasinoWorld) {
  await platformLimits(this).newPlayer();
});

Given('the player has set a {word} {word} limit of {string} EUR on the platform', async function (this: CasinoWorld, period: string, type: string, euros: string) {
  const answer = await platformLimits(this).setLimit(type.toUpperCase(), periodOf(period), { amount: cents(euros), currency: 'EUR' });
  assert.equal(answer.status, 200, answer.text);
});

Given('the player has set a daily session-time limit of {int} minute(s) on the platform', async function (this: CasinoWorld, minutes: number) {
  const answer = await platformLimits(this).setLimit('SESSION_TIME', 'DAY', { minutes });
  assert.equal(answer.status, 200, answer.text);
});

When('the player deposits {string} EUR on the platform', async function (this: CasinoWorld, euros: string) {
  await platformLimits(this).deposit(cents(euros));
});

When('the player sends {int} deposits of {string} EUR at once', async function (this: CasinoWorld, count: number, euros: string) {
  await platformLimits(this).depositsAtOnce(count, cents(euros));
});

When('the player plays {int} slot round(s) of {string} EUR for real', async function (this: CasinoWorld, count: number, euros: string) {
  await platformLimits(this).playSlotRounds(count, Number(euros));
});

When('the player bets {string} EUR on a sports fixture', async function (this: CasinoWorld, euros: string) {
  await platformLimits(this).sportsBet(cents(euros));
});

When('the player reverses a withdrawal of {string} EUR', async function (this: CasinoWorld, euros: string) {
  const driver = platformLimits(this);
  await driver.reverse(await driver.withdraw(cents(euros)));
});

When('the player asks the platform for a {word} {word} limit of {string}', async function (this: CasinoWorld, period: string, type: string, json: string) {
  await platformLimits(this).setLimit(type.toUpperCase(), periodOf(period), JSON.parse(json) as unknown);
});

When('{int} minute(s) of play pass(es)', async function (this: CasinoWorld, minutes: number) {
  await platformLimits(this).waitMinutes(minutes);
});

When('the player asks for their balances', async function (this: CasinoWorld) {
  await platformLimits(this).balances();
});

When('the player logs in again', async function (this: CasinoWorld) {
  await platformLimits(this).logInAgain();
});

Then('the platform accepts it', function (this: CasinoWorld) {
  const answer = platformLimits(this).last;
  assert.ok(answer !== null && answer.status >= 200 && answer.status < 300, `answered ${answer?.status} ${answer?.text}`);
});

Then('the platform refuses it because of the {word} {word} limit of {int} with {int} left', function (this: CasinoWorld, period: string, type: string, amount: number, remaining: number) {
  const answer = platformLimits(this).last;
  assert.equal(answer?.status, 409, answer?.text);
  assert.deepEqual(answer?.body, {
    errorCode: 'LIMIT_EXCEEDED',
    message: (answer?.body as { message: string }).message,
    limit: { type: type.toUpperCase(), period: periodOf(period), amount, remaining },
  });
});

Then('the platform refuses it with the field error {string} {string}', function (this: CasinoWorld, field: string, cause: string) {
  const answer = platformLimits(this).last;
  assert.equal(answer?.status, 422, answer?.text);
  assert.deepEqual((answer?.body as { fieldErrors: unknown[] }).fieldErrors, [{ field, cause }]);
});

Then('{int} of them are accepted and {int} refused by the limit', function (this: CasinoWorld, accepted: number, refused: number) {
  const statuses = platformLimits(this).answers.map((answer) => answer.status);
  assert.equal(statuses.filter((status) => status === 201).length, accepted, statuses.join(' '));
  assert.equal(statuses.filter((status) => status === 409).length, refused, statuses.join(' '));
});

Then('the platform shows {int} used of the {word} {word} limit', async function (this: CasinoWorld, used: number, period: string, type: string) {
  const answer = await platformLimits(this).limits();
  const limits = (answer.body as { limits: { type: string; period: string; used: number }[] }).limits;
  assert.equal(limits.find((limit) => limit.type === type.toUpperCase() && limit.period === periodOf(period))?.used, used);
});

Then('the platform answers {int} {string}', function (this: CasinoWorld, status: number, errorCode: string) {
  const answer = platformLimits(this).last;
  assert.equal(answer?.status, status, answer?.text);
  assert.equal((answer?.body as { errorCode?: unknown }).errorCode, errorCode);
});
