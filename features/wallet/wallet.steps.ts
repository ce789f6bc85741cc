import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { BalanceType } from '../../src/domain/wallet';
import { balanceTypeNamed } from '../support/parameter-types';
import { asSeen, fractionDigits, numberShown } from './account-menu-driver';
import type { CasinoWorld } from '../support/world';

// ── What the platform holds ───────────────────────────────────────────────────────────────────

Given('{string} has a playable balance of {float} {string}', async function (this: CasinoWorld, username: string, amount: number, currency: string) {
  await this.platform.setBalance(username, 'Playable', amount, currency);
});

Given('{string} has a {balanceType} balance of {float} {string}', async function (this: CasinoWorld, username: string, type: BalanceType, amount: number, currency: string) {
  await this.platform.setBalance(username, type, amount, currency);
});

When('the playable balance of {string} on the platform becomes {float} {string}', async function (this: CasinoWorld, username: string, amount: number, currency: string) {
  await this.platform.setBalance(username, 'Playable', amount, currency);
});

Given('{string} has these balances:', async function (this: CasinoWorld, username: string, table: DataTable) {
  for (const row of table.hashes()) await this.platform.setBalance(username, balanceTypeNamed(row.type ?? ''), Number(row.amount), row.currency ?? '');
});

Given('{string} has no balances', async function (this: CasinoWorld, username: string) {
  await this.platform.clearBalances(username);
});

Given('{string} is in the loyalty tier {string} with {float} tier points', async function (this: CasinoWorld, username: string, tier: string, points: number) {
  await this.platform.setLoyalty(username, tier, points);
});

Given('{string} has {int} unread messages', async function (this: CasinoWorld, username: string, count: number) {
  await this.platform.setUnreadMessages(username, count);
});

When('{string} receives messages until there are {int} unread', async function (this: CasinoWorld, username: string, count: number) {
  await this.platform.setUnreadMessages(username, count);
});

Given('the platform fails the next {int} balance requests', async function (this: CasinoWorld, times: number) {
  await this.platform.failNext('balances', 503, times);
});

// ── The site's settings ───────────────────────────────────────────────────────────────────────

Given(/^the site has cashier deposits (enabled|disabled) and cashier withdrawals (enabled|disabled)$/, function (this: CasinoWorld, deposits: string, withdrawals: string) {
  this.env.configure({ isCashierDepositEnabled: deposits === 'enabled', isCashierWithdrawalEnabled: withdrawals === 'enabled' });
});

Given('the site has loyalty switched off', function (this: CasinoWorld) {
  this.env.configure({ isLoyaltyEnabled: false });
});

// ── Showing the balance, time passing, the page hidden ────────────────────────────────────────

When('the account menu is shown', async function (this: CasinoWorld) {
  await this.menu.open();
});

When('the balance is shown in {int} places at once', async function (this: CasinoWorld, places: number) {
  await this.menu.showInPlaces(places);
});

When('my balances are loaded', async function (this: CasinoWorld) {
  await this.menu.watchBalances();
});

When('{int} second(s) pass(es)', async function (this: CasinoWorld, seconds: number) {
  await this.advance(seconds * 1000);
});

When('{int} minute(s) pass(es)', async function (this: CasinoWorld, minutes: number) {
  await this.advance(minutes * 60_000);
});

When('I hide the page', async function (this: CasinoWorld) {
  await this.menu.setPageVisible(false);
});

When('I show the page again', async function (this: CasinoWorld) {
  await this.menu.setPageVisible(true);
});

// ── What the account menu shows ───────────────────────────────────────────────────────────────

Then('the platform was asked for my balances {int} time(s)', function (this: CasinoWorld, times: number) {
  assert.equal(this.menu.balanceRequests(), times);
});

Then('the account menu is not shown', async function (this: CasinoWorld) {
  assert.equal(await this.menu.isShownNow(), false);
});

Then('the account menu shows the name {string}', async function (this: CasinoWorld, name: string) {
  assert.equal((await this.menu.viewNow()).displayName, name);
});

Then('the account menu shows the balance {string}', function (this: CasinoWorld, balance: string) {
  assert.equal(this.menu.amountShown(this.menu.view().balance), balance);
});

Then('the account menu shows no balance', function (this: CasinoWorld) {
  assert.equal(this.menu.view().balance, null);
});

Then(/^the balance is (marked as out of date|not marked as out of date|marked as unavailable)$/, function (this: CasinoWorld, marking: string) {
  const expected: Record<string, string> = { 'marked as out of date': 'stale', 'not marked as out of date': 'fresh', 'marked as unavailable': 'unavailable' };
  assert.equal(this.menu.view().balanceStatus, expected[marking]);
});

Then('I hold these balances:', function (this: CasinoWorld, table: DataTable) {
  assert.deepEqual(this.menu.heldBalances(), table.hashes());
});

Then('the account menu shows the loyalty tier {string} with {string} points', function (this: CasinoWorld, tier: string, points: string) {
  const loyalty = this.menu.view().loyalty;
  assert.deepEqual(loyalty && { tierName: loyalty.tierName, points: this.menu.pointsShown(loyalty.points) }, { tierName: tier, points });
});

Then('the account menu shows no loyalty summary', function (this: CasinoWorld) {
  assert.equal(this.menu.view().loyalty, null);
});

Then(/^the account menu (offers|does not offer) the (deposit|withdraw) shortcut$/, function (this: CasinoWorld, offers: string, shortcut: 'deposit' | 'withdraw') {
  assert.equal(this.menu.view().shortcuts[shortcut], offers === 'offers');
});

Then('the wallet shows only the balance row', function (this: CasinoWorld) {
  assert.deepEqual(this.menu.view().rows.map((row) => row.kind), ['balance']);
});

Then('the {string} row of the wallet is not shown', function (this: CasinoWorld, type: string) {
  assert.equal(this.menu.row(type), undefined);
});

Then('the {string} row of the wallet is shown as {string}', function (this: CasinoWorld, type: string, amount: string) {
  assert.equal(this.menu.amountShown(this.menu.row(type)?.amount), amount);
});

Then('the wallet shows these rows, in this order:', function (this: CasinoWorld, table: DataTable) {
  assert.deepEqual(this.menu.view().rows.map((row) => ({ row: row.balanceType, kind: row.kind, amount: this.menu.amountShown(row.amount) })), table.hashes());
});

Then('every row has a heading of its own, in English and in Spanish', function (this: CasinoWorld) {
  this.menu.expectTranslatedRows((row) => [row.heading], this.messages, { distinct: true });
});

Then('every row has a tooltip, in English and in Spanish', function (this: CasinoWorld) {
  this.menu.expectTranslatedRows((row) => row.tooltips, this.messages, { distinct: false });
});

Then('the pending withdrawal banner is not shown', function (this: CasinoWorld) {
  assert.equal(this.menu.view().pendingWithdrawal, null);
});

Then('the pending withdrawal banner is shown with {string}', function (this: CasinoWorld, amount: string) {
  const shown = this.menu.amountShown(this.menu.view().pendingWithdrawal);
  assert.equal(shown, amount);
  assert.ok(asSeen(this.messages.t('wallet.pendingWithdrawal', 'en', { amount: shown })).includes(amount));
});

Then('that amount keeps {int} decimals of {word}', function (this: CasinoWorld, decimals: number, currency: string) {
  const shown = this.menu.amountShown(this.menu.view().balance);
  // A bitcoin wallet shown in milli-bitcoin has 3 fewer digits than the currency's decimals; an mBTC wallet none.
  const milliShift = shown.startsWith('m฿') && currency !== 'mBTC' ? 3 : 0;
  assert.equal(fractionDigits(shown) + milliShift, decimals, `${shown} in ${currency}`);
});

Then('that amount is {float} bitcoin shown in milli-bitcoin', function (this: CasinoWorld, bitcoins: number) {
  const shown = this.menu.amountShown(this.menu.view().balance);
  assert.ok(shown.startsWith('m฿ '), `${shown} is not in milli-bitcoin`);
  assert.ok(Math.abs(numberShown(shown) / 1000 - bitcoins) < 1e-12, `${shown} is not ${bitcoins} bitcoin`);
});

Then('the notification badge is not shown', function (this: CasinoWorld) {
  assert.equal(this.menu.view().badge, null);
});

Then('the notification badge shows {string}', function (this: CasinoWorld, badge: string) {
  assert.equal(this.menu.view().badge, badge);
});

// ── The wallet rows on screen ─────────────────────────────────────────────────────────────────

When(/^the wallet rows are shown (without forcing|forcing the heading)$/, async function (this: CasinoWorld, forcing: string) {
  await this.ui.showWalletSummary(this.menu.view(), forcing === 'forcing the heading');
});

Then('the balance heading is visible', function (this: CasinoWorld) {
  assert.deepEqual(this.ui.balanceHeading(), { present: true, visible: true });
});

Then('the balance heading is there, but not seen', function (this: CasinoWorld) {
  assert.deepEqual(this.ui.balanceHeading(), { present: true, visible: false });
});

Then('the balance heading is not there', function (this: CasinoWorld) {
  assert.deepEqual(this.ui.balanceHeading(), { present: false, visible: false });
});
