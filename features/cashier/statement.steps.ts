import assert from 'node:assert/strict';
import { Given, Then, type DataTable } from '@cucumber/cucumber';
import { toMinorUnits } from '../../src/domain/wallet';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { CasinoWorld } from '../support/world';
import { StatementDriver } from './statement-driver';

const drivers = new WeakMap<CasinoWorld, StatementDriver>();

const statement = (world: CasinoWorld): StatementDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new StatementDriver(world.env, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

/** This month's name as the statement shows it in English: the month of the jurisdiction's calendar. */
const thisMonthIn = (timeZone: string): string => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(new Date()).map((part) => [part.type, part.value]));
  return new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, 1)));
};

Given('the platform sums the statement of {string} in {string} as:', function (this: CasinoWorld, username: string, currency: string, table: DataTable) {
  statement(this).state(
    username,
    currency,
    table.hashes().map((row) => ({
      month: row.month ?? '',
      deposits: Number(row.deposits),
      withdrawals: Number(row.withdrawals),
      netPosition: Number(row['net position']),
    })),
  );
});

Then('the monthly statement shows:', async function (this: CasinoWorld, table: DataTable) {
  await this.ui.settle();
  assert.deepEqual(statement(this).table(), table.raw());
});

Then('the statement section says {string}', async function (this: CasinoWorld, text: string) {
  await this.ui.settle();
  assert.ok(statement(this).says().includes(text), `it says: ${statement(this).says()}`);
});

Then('the platform was asked for the statement of the last {int} months', function (this: CasinoWorld, months: number) {
  assert.deepEqual(statement(this).monthsAsked(), [months]);
});

// ── Over the platform (@platform) ───────────────────────────────────────────────────────────────

Given('I deposited {float} {string} by card through the platform', async function (this: CasinoWorld, amount: number, currency: string) {
  const session = encodeURIComponent(this.platform.lastSessionOpened() ?? '');
  const answer = await (await sharedSandbox()).request('POST', `/services/payment/v1/profiles/${session}/deposits`, {
    body: { amount: toMinorUnits(amount, currency), currency, method: 'CARD', card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } },
    headers: { 'Idempotency-Key': `scenario-deposit-${Date.now()}` },
  });
  assert.equal(answer.status, 201, answer.text);
});

Then(
  /^this month's row of the statement, in Malta's calendar, shows deposits "([^"]+)", withdrawals "([^"]+)" and net position "([^"]+)"$/,
  async function (this: CasinoWorld, deposits: string, withdrawals: string, netPosition: string) {
    await this.ui.settle();
    const rows = statement(this).table();
    assert.equal(rows.length, 13, `the statement has ${rows.length} rows`);
    assert.deepEqual(rows[1], [thisMonthIn('Europe/Malta'), deposits, withdrawals, netPosition]);
  },
);

Given('the platform fails its next statement answer', function (this: CasinoWorld) {
  this.env.memoryPlatform.fail('statement', { code: 'HTTP', status: 500 });
});
