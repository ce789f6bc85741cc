import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { userEvent } from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { failureMessageKey } from '../../src/presentation/redemption/RedeemPoints';
import { asSeen } from '../wallet/account-menu-driver';
import type { CasinoWorld } from '../support/world';
import { LoyaltyDriver, normalised } from './loyalty-driver';

const drivers = new WeakMap<CasinoWorld, LoyaltyDriver>();

/** The loyalty driver of this scenario's world. */
const loyalty = (world: CasinoWorld): LoyaltyDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new LoyaltyDriver(world.env);
    drivers.set(world, driver);
  }
  return driver;
};

// ── What the platform holds ───────────────────────────────────────────────────────────────────

Given('{string} holds {float} loyalty points', async function (this: CasinoWorld, username: string, points: number) {
  await loyalty(this).holdsPoints(username, points);
});

Given('{string} holds {float} loyalty points and {float} status points', async function (this: CasinoWorld, username: string, points: number, statusPoints: number) {
  await loyalty(this).holdsPoints(username, points, { statusPoints });
});

Given('the platform reports no status points for {string}', function (this: CasinoWorld, username: string) {
  loyalty(this).reportsStatus(username, null);
});

Given('the platform reports {float} status points for {string}, {float} of them short of {string}', function (this: CasinoWorld, statusPoints: number, username: string, short: number, nextTierId: string) {
  loyalty(this).reportsStatus(username, { statusPoints, nextTierId, statusPointsToNextTier: short });
});

When('I play a round of a slot for real money, staking {float}', async function (this: CasinoWorld, stake: number) {
  await loyalty(this).playRealMoneyRound(stake);
});

Given('{string} holds {float} loyalty points and is excluded', async function (this: CasinoWorld, username: string, points: number) {
  await loyalty(this).holdsPoints(username, points, { excluded: true });
});

Given('the platform places {string} in its tier {string} coloured {string}', function (this: CasinoWorld, username: string, name: string, colour: string) {
  loyalty(this).placeInTier(username, { currentTierId: 'named', tiersInfo: { named: { name, colour } } });
});

When('the platform places {string} in a tier {string} it does not describe', function (this: CasinoWorld, username: string, tierId: string) {
  loyalty(this).placeInTier(username, { currentTierId: tierId });
});

When('{string} earns {int} more loyalty points', async function (this: CasinoWorld, username: string, points: number) {
  await loyalty(this).earns(username, points);
});

When('{string} spends loyalty points until {int} are left', async function (this: CasinoWorld, username: string, points: number) {
  await loyalty(this).holdsPoints(username, points);
});

Given('the platform will redeem {int} points for {string} of bonus money, leaving {int} points', function (this: CasinoWorld, points: number, value: string, left: number) {
  loyalty(this).platformWillRedeem(points, value, left, null);
});

Given('the platform will redeem {int} points for {string} of bonus money, leaving {int} points and {string} in the bonus balance', function (this: CasinoWorld, points: number, value: string, left: number, bonus: string) {
  loyalty(this).platformWillRedeem(points, value, left, bonus);
});

Given('the platform will refuse the redemption, as more points than the player has', function (this: CasinoWorld) {
  loyalty(this).platformWillRefuse({ code: 'NOT_ENOUGH_POINTS' });
});

Given('the loyalty service answers the next request with {int}', async function (this: CasinoWorld, status: number) {
  await loyalty(this).failNext('profile', status);
});

Given('the loyalty service fails the next redemption with {int}', async function (this: CasinoWorld, status: number) {
  await loyalty(this).failNext('redeem', status);
});

Given(/^the site has the loyalty tier icon (enabled|disabled)$/, function (this: CasinoWorld, setting: string) {
  this.env.configure({ loyaltyIconTierEnabled: setting === 'enabled' });
});

// ── What the player does ──────────────────────────────────────────────────────────────────────

When('the redeem panel is shown', async function (this: CasinoWorld) {
  await loyalty(this).watch();
});

When('I redeem my points and confirm', async function (this: CasinoWorld) {
  await loyalty(this).redeemAll();
});

When('I ask to redeem my points', async function (this: CasinoWorld) {
  await loyalty(this).askToRedeemAll();
});

When('I confirm the redemption', async function (this: CasinoWorld) {
  await loyalty(this).confirm();
});

When('I try the redemption again', async function (this: CasinoWorld) {
  await loyalty(this).retry();
});

When("I close the redemption's message", async function (this: CasinoWorld) {
  await loyalty(this).dismiss();
});

When("I press the panel's button {string}", async function (this: CasinoWorld, label: string) {
  const panel = loyalty(this).renderedPanel();
  assert.ok(panel, 'the redeem panel is not on the page');
  const button = within(panel)
    .queryAllByRole('button')
    .find((candidate) => normalised(candidate.textContent) === label);
  assert.ok(button, `no button "${label}" in the panel: ${loyalty(this).panelButtons().join(' | ')}`);
  await userEvent.setup({ document: panel.ownerDocument }).click(button);
  await this.ui.settle();
});

// ── What the player sees ──────────────────────────────────────────────────────────────────────

Then('the platform was asked for my loyalty profile {int} time(s)', function (this: CasinoWorld, times: number) {
  assert.equal(loyalty(this).profileRequests(), times);
});

Then('the loyalty tier shown is {string} coloured {string}', function (this: CasinoWorld, name: string, colour: string) {
  const shown = this.menu.view().loyalty;
  assert.deepEqual(shown && { name: shown.tierName, colour: shown.tierColour }, { name, colour });
});

Then('the loyalty tier shown is {string} with no colour', function (this: CasinoWorld, name: string) {
  const shown = this.menu.view().loyalty;
  assert.deepEqual(shown && { name: shown.tierName, colour: shown.tierColour }, { name, colour: null });
});

Then(/^the account page shows the loyalty tier "([^"]+)" (with its icon in its colour|without an icon)$/, async function (this: CasinoWorld, tier: string, icon: string) {
  await this.ui.expectText(this.messages.t('loyalty.tier', 'en', { tier }));
  assert.equal(loyalty(this).renderedTierIcon(), icon !== 'without an icon');
});

Then('the account menu shows {string} loyalty points', function (this: CasinoWorld, points: string) {
  assert.equal(this.menu.pointsShown(this.menu.view().loyalty?.points), points);
});

Then('the account page shows the loyalty tier {string} with {string} points', async function (this: CasinoWorld, tier: string, points: string) {
  await loyalty(this).waitForSummary(`${this.messages.t('loyalty.tier', 'en', { tier })} ${this.messages.t('loyalty.points', 'en', { points })}`);
});

Then('the progress to the next tier reads {string}', async function (this: CasinoWorld, text: string) {
  await loyalty(this).waitForProgress(text, { withBar: true });
});

Then('the account page says {string}, with no progress bar', async function (this: CasinoWorld, text: string) {
  await loyalty(this).waitForProgress(text, { withBar: false });
});

Then('the account page shows no progress to the next tier', async function (this: CasinoWorld) {
  await loyalty(this).expectNoProgress();
});

Then('no redeem panel is shown', function (this: CasinoWorld) {
  assert.equal(loyalty(this).view(), null);
});

Then('the redeem panel offers {string} points for {string}', async function (this: CasinoWorld, points: string, value: string) {
  await loyalty(this).watch();
  const view = loyalty(this).shownView();
  assert.deepEqual({ points: this.menu.pointsShown(view.redeemable), value: this.menu.amountShown(view.value), canRedeem: view.canRedeem }, { points, value, canRedeem: true });
});

Then('the redeem panel offers nothing to redeem', function (this: CasinoWorld) {
  const view = loyalty(this).shownView();
  assert.deepEqual({ points: this.menu.pointsShown(view.redeemable), canRedeem: view.canRedeem }, { points: '0', canRedeem: false });
});

Then('the redeem panel on the page reads {string}', async function (this: CasinoWorld, text: string) {
  await loyalty(this).waitForPanelText(text);
});

Then('I am told {string}', function (this: CasinoWorld, message: string) {
  const { step, pointsName } = loyalty(this).shownView();
  const told =
    step.step === 'redeemed'
      ? this.messages.t('redeem.done', undefined, { value: step.redemption.formattedAmount })
      : step.step === 'failed'
        ? this.messages.t(failureMessageKey(step), undefined, { name: pointsName })
        : `nothing (the panel is at ${step.step})`;
  assert.equal(asSeen(told), message);
});

Then('I am told the redemption may not have happened, and offered to try again', function (this: CasinoWorld) {
  const { step } = loyalty(this).shownView();
  assert.ok(step.step === 'failed', `the panel is at ${step.step}`);
  assert.deepEqual({ failure: step.failure, canRetry: step.canRetry }, { failure: 'UNAVAILABLE', canRetry: true });
  assert.match(this.messages.t(failureMessageKey(step)), /never be redeemed twice/);
});

Then('I am not offered to try again', function (this: CasinoWorld) {
  const { step } = loyalty(this).shownView();
  assert.equal(step.step === 'failed' && step.canRetry, false);
});

Then('the site asked the platform to redeem {int} points, posted as JSON to {string} with an Idempotency-Key', function (this: CasinoWorld, points: number, path: string) {
  const [request, ...others] = loyalty(this).redemptionRequests();
  assert.ok(request, 'no redemption reached the platform');
  assert.equal(others.length, 0, 'more than one redemption was sent');
  const session = this.platform.lastSessionOpened();
  assert.equal(path.replace('{session}', session ?? ''), `/services/loyalty-points/v1/players/${request.session}/redeem`);
  assert.equal(request.session, session);
  assert.equal(request.contentType, 'application/json');
  assert.deepEqual(request.body, { points });
  assert.match(request.key ?? '', /^[A-Za-z0-9_-]{8,64}$/);
});

Then(/^the site sent (\d+) redemptions?$/, function (this: CasinoWorld, count: string) {
  assert.equal(loyalty(this).redemptionRequests().length, Number(count));
});

Then(/^the site sent (\d+) redemptions, (both with the same|each with a different) Idempotency-Key$/, function (this: CasinoWorld, count: string, keys: string) {
  const requests = loyalty(this).redemptionRequests();
  assert.equal(requests.length, Number(count));
  const distinct = new Set(requests.map((request) => request.key)).size;
  assert.equal(distinct, keys.startsWith('both') ? 1 : requests.length);
});

Then('they asked to redeem {int} points, then {int} points', function (this: CasinoWorld, first: number, second: number) {
  assert.deepEqual(
    loyalty(this).redemptionRequests().map((request) => request.body),
    [{ points: first }, { points: second }],
  );
});
