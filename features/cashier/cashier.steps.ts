import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { isTransactionKind, isTransactionStatus } from '../../src/domain/cashier';
import { toMinorUnits } from '../../src/domain/wallet';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { CasinoWorld } from '../support/world';
import { CashierDriver } from './cashier-driver';

const drivers = new WeakMap<CasinoWorld, CashierDriver>();

/** The cashier driver of this scenario's world. */
export const cashier = (world: CasinoWorld): CashierDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new CashierDriver(world.env, world.ui, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

const list = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

// ── The site and the platform ─────────────────────────────────────────────────────────────────

Given('the legacy application serves the cashier pages', function (this: CasinoWorld) {
  cashier(this).servesLegacyApplication();
});

Given("the site's brand is {string}", function (this: CasinoWorld, brand: string) {
  this.env.configure({ brandCode: brand });
});

Given('the payment profile of {string} is cp {string} and ct {string}', function (this: CasinoWorld, username: string, cp: string, ct: string) {
  cashier(this).givePaymentProfile(username, { cp: list(cp), ct, ftd: true });
});

Given('{string} lives in {string}', function (this: CasinoWorld, username: string, subdivision: string) {
  cashier(this).placeAt(username, subdivision);
});

Given("the platform's withdrawal method groups are {string}", function (this: CasinoWorld, codes: string) {
  cashier(this).offerGroups(list(codes));
});

Given('{string} has {int} linked bank accounts', function (this: CasinoWorld, username: string, count: number) {
  for (let account = 1; account <= count; account += 1) cashier(this).linkAccount(username, `bank-${account}`);
});

Given('{string} has a pending withdrawal of {float} {string}', function (this: CasinoWorld, username: string, amount: number, currency: string) {
  cashier(this).addPendingWithdrawal(username, amount, currency, true);
});

Given('{string} has a pending withdrawal of {float} {string} that cannot be reversed', function (this: CasinoWorld, username: string, amount: number, currency: string) {
  cashier(this).addPendingWithdrawal(username, amount, currency, false);
});

Given('the platform refuses to reverse the withdrawals of {string} with {string}', function (this: CasinoWorld, username: string, code: 'REVERSAL_NOT_ALLOWED' | 'NOT_PENDING') {
  cashier(this).refuseReversals(username, code);
});

Given('{string} has these transactions:', function (this: CasinoWorld, username: string, table: DataTable) {
  for (const row of table.hashes()) {
    const kind = row.kind ?? '';
    assert.ok(isTransactionKind(kind), `${kind} is not a kind of transaction`);
    cashier(this).addTransaction(username, { kind, amount: Number(row.amount), currency: row.currency ?? '', day: row.day ?? '' });
  }
});

/** The platform's own English words for each line and what it says of the line as data (a card's end, the other player). */
Given("{string} has these transactions, in the platform's words:", function (this: CasinoWorld, username: string, table: DataTable) {
  for (const row of table.hashes()) {
    const kind = row.kind ?? '';
    const card = row.card ?? '';
    const otherPlayer = row['other player'] ?? '';
    cashier(this).addTransaction(username, {
      kind: isTransactionKind(kind) ? kind : null,
      amount: Number(row.amount),
      currency: row.currency ?? '',
      day: row.day ?? '',
      description: row["platform's words"] ?? '',
      details: { ...(card === '' ? {} : { method: 'card' as const, cardLast4: card }), ...(otherPlayer === '' ? {} : { counterparty: otherPlayer }) },
    });
  }
});

/** CSH-06, CSH-08: lines with the status the platform gives them (none, a known one, or a word the site does not know). */
Given("{string} has these transactions, with the platform's statuses:", function (this: CasinoWorld, username: string, table: DataTable) {
  for (const row of table.hashes()) {
    const kind = row.kind ?? '';
    assert.ok(isTransactionKind(kind), `${kind} is not a kind of transaction`);
    const word = (row.status ?? '').trim();
    const status = word === '' ? null : isTransactionStatus(word) ? { known: word } : { unknown: word };
    cashier(this).addTransaction(username, { kind, amount: Number(row.amount), currency: row.currency ?? '', day: row.day ?? '', status });
  }
});

Given("filtering {string}'s history by {string} from {string} to {string}, the platform finds only the transaction of {string}", function (this: CasinoWorld, username: string, kind: string, from: string, to: string, day: string) {
  cashier(this).historyFinds(username, kind, from, to, [day]);
});

// ── What the player does ──────────────────────────────────────────────────────────────────────

When('I open the cashier page {string}', async function (this: CasinoWorld, path: string) {
  await cashier(this).open(path);
});

When('I press cancel on the withdrawal of {string}', async function (this: CasinoWorld, amount: string) {
  await cashier(this).pressCancel(amount);
});

When('I confirm', async function (this: CasinoWorld) {
  await cashier(this).answerConfirmation(true);
});

When('I keep it', async function (this: CasinoWorld) {
  await cashier(this).answerConfirmation(false);
});

When('I filter the history by {string} from {string} to {string}', async function (this: CasinoWorld, kind: string, from: string, to: string) {
  await cashier(this).filterHistory(kind, from, to);
});

// ── What the player sees, and what the platform was asked ─────────────────────────────────────

Then("the page's heading is {string}", function (this: CasinoWorld, heading: string) {
  assert.equal(cashier(this).heading(), heading);
});

Then('the cashier frame shows the legacy page {string}', async function (this: CasinoWorld, path: string) {
  await this.ui.settle();
  assert.equal(cashier(this).framedPath(), path);
});

Then('no cashier frame is shown', function (this: CasinoWorld) {
  assert.equal(cashier(this).framedPath(), null);
});

Then('the page no longer says {string}', async function (this: CasinoWorld, text: string) {
  await this.ui.settle();
  assert.ok(!cashier(this).text().includes(text), `the page still says "${text}"`);
});

Then('the method groups were asked with cp {string} and ct {string}', function (this: CasinoWorld, cp: string, ct: string) {
  const query = cashier(this).groupQueries().at(-1);
  assert.ok(query, 'the method groups were never asked');
  assert.deepEqual({ cp: query.cp, ct: query.ct }, { cp: list(cp), ct });
});

Then(
  'the method groups were asked with brand {string}, channel {string}, currency {string}, payment type {string} and region {string}',
  function (this: CasinoWorld, brand: string, channel: string, currency: string, paymentType: string, region: string) {
    const query = cashier(this).groupQueries().at(-1);
    assert.ok(query, 'the method groups were never asked');
    assert.deepEqual(
      { brand: query.brand, channel: query.channel, currency: query.currency, paymentType: query.paymentType, region: query.region },
      { brand, channel, currency, paymentType, region },
    );
  },
);

Then('the ways to withdraw offered are {string}', function (this: CasinoWorld, offered: string) {
  assert.deepEqual(cashier(this).withdrawOptions(), list(offered));
});

Then('the pending withdrawals listed are {string}', async function (this: CasinoWorld, amounts: string) {
  await this.ui.settle();
  assert.deepEqual(
    cashier(this)
      .pendingListed()
      .map((withdrawal) => withdrawal.amount),
    // Amounts have commas of their own: the list's commas are followed by a space.
    amounts.split(/,\s+/),
  );
});

Then('the withdrawal of {string} cannot be cancelled', function (this: CasinoWorld, amount: string) {
  const withdrawal = cashier(this)
    .pendingListed()
    .find((listed) => listed.amount === amount);
  assert.ok(withdrawal, `no withdrawal of ${amount} is listed`);
  assert.equal(withdrawal.cancellable, false);
  assert.ok(cashier(this).text().includes(this.messages.t('pendingWithdrawals.notCancellable')));
});

Then('I am asked {string}', function (this: CasinoWorld, question: string) {
  assert.equal(cashier(this).confirmationAsked(), question);
});

Then('the platform was asked to reverse no withdrawal', function (this: CasinoWorld) {
  assert.equal(cashier(this).reversalsAsked(), 0);
});

Then('the history shows:', async function (this: CasinoWorld, table: DataTable) {
  await this.ui.settle();
  assert.deepEqual(cashier(this).historyLines(), table.hashes());
});

Then('the history names and describes its lines:', async function (this: CasinoWorld, table: DataTable) {
  await this.ui.settle();
  assert.deepEqual(cashier(this).historyWords(), table.hashes());
});

Then('the history reads:', async function (this: CasinoWorld, table: DataTable) {
  await this.ui.settle();
  assert.deepEqual(cashier(this).historyReads(), table.raw().map((row) => row[0]));
});

Then('the cashier frame is named {string}', function (this: CasinoWorld, title: string) {
  assert.equal(cashier(this).frameTitle(), title);
});

Then('the CSV export link asks for {string}', function (this: CasinoWorld, query: string) {
  const link = cashier(this).exportLink();
  assert.ok(link.includes('/transactions.csv?'), `not a CSV link: ${link}`);
  assert.equal(link.slice(link.indexOf('?') + 1), query);
});

// ── Over the platform (@platform): the sandbox's payment services, watched on the wire ─────────

const lastRequestTo = (world: CasinoWorld, path: string) => {
  const request = world.env.wireRecorder.requests.filter((sent) => sent.path === path).at(-1);
  assert.ok(request, `the site asked nothing of ${path}: ${world.env.wireRecorder.requests.map((sent) => sent.path).join(', ')}`);
  return request;
};

const sessionPathOf = (world: CasinoWorld, template: string): string => template.replace('{session}', encodeURIComponent(world.platform.lastSessionOpened() ?? ''));

Given('I asked the platform to withdraw {float} {string}', async function (this: CasinoWorld, amount: number, currency: string) {
  const minor = toMinorUnits(amount, currency);
  const path = sessionPathOf(this, '/services/payment/v1/profiles/{session}/withdrawals');
  const answer = await (await sharedSandbox()).request('POST', path, {
    body: { amount: minor, currency, method: 'CARD' },
    headers: { 'Idempotency-Key': `scenario-${Date.now()}` },
  });
  assert.equal(answer.status, 201, answer.text);
});

Then('the site asked for the payment profile at {string}', async function (this: CasinoWorld, template: string) {
  await this.env.settle();
  const request = lastRequestTo(this, sessionPathOf(this, template));
  assert.equal(request.method, 'GET');
});

Then(
  "the site asked the method groups with the brand, channel {string}, the profile's cp and ct, currency {string}, payment type {string} and region {string}",
  async function (this: CasinoWorld, channel: string, currency: string, paymentType: string, region: string) {
    await this.env.settle();
    const profile = await (await sharedSandbox()).request('GET', sessionPathOf(this, '/services/payment/profiles/{session}/info'));
    const { cp, ct } = profile.body as { cp: string[]; ct: string };
    const request = lastRequestTo(this, '/services/routing/config/payment-methods/method-groups');
    assert.deepEqual(Object.fromEntries(request.query), { brand: this.env.site.config.brandCode, channel, cp: cp.join(','), ct, currency, paymentType, region });
  },
);

Then('the platform holds a withdrawable balance of {float} {string} for {string}', async function (this: CasinoWorld, amount: number, currency: string, username: string) {
  const state = await (await sharedSandbox()).control('GET', `/sandbox/control/players/${encodeURIComponent(username)}`);
  const balances = (state.body as { balances: { type: string; amount: number; currency?: string }[] }).balances;
  assert.deepEqual(
    balances.filter((balance) => balance.type === 'Withdrawable').map((balance) => balance.amount),
    [amount],
    `balances: ${JSON.stringify(balances)} in ${currency}`,
  );
});
