import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { CasinoWorld } from '../support/world';
import { LegacyCashierDriver } from './legacy-cashier-driver';

// ── Over the platform (@platform): the legacy cashier's pages, served by the sandbox ───────────

const drivers = new WeakMap<CasinoWorld, LegacyCashierDriver>();

const legacy = (world: CasinoWorld): LegacyCashierDriver => {
  const driver = drivers.get(world);
  assert.ok(driver !== undefined, 'no legacy cashier page opened');
  return driver;
};

const list = (text: string): string[] => text.split(',').map((part) => part.trim());

When("I open the legacy cashier's page {string}", async function (this: CasinoWorld, path: string) {
  const session = this.platform.lastSessionOpened();
  assert.ok(session !== null, 'nobody is logged in');
  let driver = drivers.get(this);
  if (driver === undefined) {
    driver = new LegacyCashierDriver(await sharedSandbox(), session);
    drivers.set(this, driver);
  }
  await driver.open(path);
});

/** Changes a player as the platform's operators would (the sandbox's control API). */
const patchPlayer = async (username: string, patch: Record<string, unknown>): Promise<void> => {
  const answer = await (await sharedSandbox()).control('PATCH', `/sandbox/control/players/${encodeURIComponent(username)}`, patch);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
};

Given('the platform links the bank account {string} to {string}', async function (this: CasinoWorld, label: string, username: string) {
  await patchPlayer(username, { personaLinkedAccounts: [{ id: 'bank-1', type: 'BANK', label }] });
});

Given("the platform sets {string}'s balance to {float}", async function (this: CasinoWorld, username: string, amount: number) {
  await patchPlayer(username, { balances: [{ type: 'Playable', amount }, { type: 'Withdrawable', amount }] });
});

Then('the only quick amount is {string}', function (this: CasinoWorld, amount: string) {
  assert.deepEqual(legacy(this).quickAmounts(), [amount]);
});

Then('there is no quick amount', function (this: CasinoWorld) {
  assert.deepEqual(legacy(this).quickAmounts(), []);
});

Then('the quick amount {string} fills in {string}', function (this: CasinoWorld, label: string, value: string) {
  assert.equal(legacy(this).quickAmountValue(label), value);
});

When('I withdraw {string}', async function (this: CasinoWorld, amount: string) {
  await legacy(this).submit({ amount });
});

Then('the deposit methods offered are {string}', function (this: CasinoWorld, methods: string) {
  assert.deepEqual(legacy(this).methods(), list(methods));
});

Then('under the amount it says {string}', function (this: CasinoWorld, hint: string) {
  assert.equal(legacy(this).amountHint(), hint);
});

Then('the quick amounts are {string}', function (this: CasinoWorld, amounts: string) {
  assert.deepEqual(legacy(this).quickAmounts(), list(amounts));
});

When('I pay {string} from the IBAN {string}', async function (this: CasinoWorld, amount: string, iban: string) {
  await legacy(this).submit({ amount, iban });
});

When('I pay {string} with the card {string}, expiry {string} and security code {string}', async function (this: CasinoWorld, amount: string, number: string, expiry: string, cvc: string) {
  await legacy(this).submit({ amount, number, expiry, cvc });
});

When('I pay {string} with the remembered card and security code {string}', async function (this: CasinoWorld, amount: string, cvc: string) {
  await legacy(this).submit({ amount, cvc });
});

When('I remove the remembered card {string}', async function (this: CasinoWorld, card: string) {
  await legacy(this).remove(card);
});

Then('the deposit amount field says {string}', function (this: CasinoWorld, text: string) {
  assert.equal(legacy(this).fieldError('amount'), text);
});

Then('the legacy page says {string}', function (this: CasinoWorld, text: string) {
  assert.ok(legacy(this).says().includes(text), legacy(this).says());
});

Then('it offers to pay with {string}, asking only for the amount and the security code', function (this: CasinoWorld, card: string) {
  assert.deepEqual(legacy(this).rememberedOffered(), [card]);
  assert.deepEqual(legacy(this).fields(), ['amount', 'cvc']);
});

Then('it asks for a new card', function (this: CasinoWorld) {
  assert.deepEqual(legacy(this).rememberedOffered(), []);
  assert.deepEqual(legacy(this).fields(), ['amount', 'number', 'expiry', 'cvc']);
});

Then("the platform keeps of the player's cards only {string}", async function (this: CasinoWorld, kept: string) {
  const session = encodeURIComponent(this.platform.lastSessionOpened() ?? '');
  const answer = await (await sharedSandbox()).request('GET', `/services/payment/v1/profiles/${session}/saved-cards`);
  const cards = answer.body as Record<string, unknown>[];
  assert.deepEqual(cards.map((card) => Object.keys(card).sort().join(',')), ['brand,expiry,id,last4']);
  assert.deepEqual(cards.map((card) => `${String(card.brand)} ${String(card.last4)} ${String(card.expiry)}`), [kept]);
});

Then("the CSV export's status column reads {string}", async function (this: CasinoWorld, statuses: string) {
  await this.ui.settle();
  const link = (await import('./cashier.steps')).cashier(this).exportLink();
  const response = await fetch(link);
  assert.equal(response.status, 200);
  const rows = (await response.text()).trimEnd().split('\r\n');
  assert.equal(rows[0], 'date,kind,description,amount,currency,status');
  assert.deepEqual(rows.slice(1).map((row) => row.split(',').at(-1)), list(statuses));
});
