import assert from 'node:assert/strict';
import { Before, Given, Then, When } from '@cucumber/cucumber';
import { CHECK_REFERRING_SITE_FLAG } from '../../src/domain/config';
import type { ReferralType } from '../../src/domain/referral';
import { TEST_SITE_CONFIG } from '../../tests/support/test-app';
import { browserCookies } from '../support/dom-environment';
import type { CasinoWorld } from '../support/world';
import { DAY_MS, ReferralDriver } from './referral-driver';

const drivers = new WeakMap<CasinoWorld, ReferralDriver>();

/** The referral driver of this scenario's world. */
const referral = (world: CasinoWorld): ReferralDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new ReferralDriver(world.env);
    drivers.set(world, driver);
  }
  return driver;
};

/** Scenario Outline cells carry CR/LF as the two characters `\r\n`. */
const unescaped = (text: string): string => text.replace(/\\r/g, '\r').replace(/\\n/g, '\n');

Before(function (this: CasinoWorld) {
  referral(this).clearBrowserStorage();
});

// ── The platform and the site ─────────────────────────────────────────────────────────────────

Given('the platform knows the affiliate token {string} from {string}', function (this: CasinoWorld, token: string, site: string) {
  referral(this).platformKnows(token, 'AFFILIATE', [site]);
});

Given("the platform knows the player's code {string}", function (this: CasinoWorld, code: string) {
  referral(this).platformKnows(code, 'PROFILE');
});

Given('the platform cannot be reached for tracking', function (this: CasinoWorld) {
  this.env.memoryPlatform.fail('referralTracking', { code: 'NETWORK' });
});

Given('the check-referring-site feature flag is on', function (this: CasinoWorld) {
  this.env.configure({ featureFlags: { ...TEST_SITE_CONFIG.featureFlags, [CHECK_REFERRING_SITE_FLAG]: true } });
});

Given('the site configuration says referral tokens expire after {int} days', function (this: CasinoWorld, days: number) {
  this.env.configure({ referralTokenExpiryDays: days });
});

Given('the site configuration says the referral cookie lives {int} days', function (this: CasinoWorld, days: number) {
  this.env.configure({ referralCookieDays: days });
});

Given("it is day {int} of the site's clock", function (this: CasinoWorld, day: number) {
  referral(this).setTime(day * DAY_MS);
});

Given("the browser's storage is empty", function (this: CasinoWorld) {
  referral(this).clearBrowserStorage();
});

// ── Arrivals ─────────────────────────────────────────────────────────────────────────────────

When(/^a visitor arrives at "([^"]*)"$/, async function (this: CasinoWorld, address: string) {
  await referral(this).arrive(address);
});

Given(/^a visitor arrived at "([^"]*)"$/, async function (this: CasinoWorld, address: string) {
  await referral(this).arrive(address);
});

When('the visitor arrives again at {string}', async function (this: CasinoWorld, address: string) {
  await referral(this).arrive(address);
});

When('a visitor arrives at {string} from {string}', async function (this: CasinoWorld, address: string, referrer: string) {
  await referral(this).arrive(address, referrer);
});

When('a visitor arrives with the referral token {string}', async function (this: CasinoWorld, token: string) {
  await referral(this).arrive(`/?${new URLSearchParams({ ref: unescaped(token) }).toString()}`);
});

When('a visitor arrives with the referral token of {int} KB', async function (this: CasinoWorld, kilobytes: number) {
  await referral(this).arrive(`/?ref=${'A'.repeat(kilobytes * 1024)}`);
});

When("the site's clock reaches day {int}", function (this: CasinoWorld, day: number) {
  referral(this).setTime(day * DAY_MS);
});

When("the site's clock passes day {int}", function (this: CasinoWorld, day: number) {
  referral(this).setTime(day * DAY_MS + 1);
});

When("the site's clock is moved back to day {int}", function (this: CasinoWorld, day: number) {
  referral(this).setTime(day * DAY_MS);
});

// ── What the site kept ────────────────────────────────────────────────────────────────────────

Then('the site keeps the referral token {string}', async function (this: CasinoWorld, token: string) {
  assert.equal((await referral(this).kept()).stored?.token, token);
});

Then('the site keeps the referral token {string} with affiliate id {string}', async function (this: CasinoWorld, token: string, affiliateId: string) {
  const { stored } = await referral(this).kept();
  assert.equal(stored?.token, token);
  assert.equal(stored?.affiliateId, affiliateId);
});

Then(
  'the site keeps the referral token {string} with affiliate id {string} and sharing method {string}',
  async function (this: CasinoWorld, token: string, affiliateId: string, sharingMethod: string) {
    const { stored } = await referral(this).kept();
    assert.deepEqual([stored?.token, stored?.affiliateId, stored?.sharingMethod], [token, affiliateId, sharingMethod]);
  },
);

Then('the site keeps the referral token {string} with no affiliate id and no sharing method', async function (this: CasinoWorld, token: string) {
  const { stored } = await referral(this).kept();
  assert.deepEqual([stored?.token, stored?.affiliateId, stored?.sharingMethod], [token, null, null]);
});

Then(
  'the site keeps the referral token {string} of type {word} stored on day {int}, with affiliate id {string} and sharing method {string}',
  async function (this: CasinoWorld, token: string, type: ReferralType, day: number, affiliateId: string, sharingMethod: string) {
    const { stored } = await referral(this).kept();
    assert.deepEqual(stored, { token, type, storedAt: day * DAY_MS, affiliateId, sharingMethod });
  },
);

Then('the referral is kept as a {word} referral', async function (this: CasinoWorld, type: ReferralType) {
  assert.equal((await referral(this).kept()).stored?.type, type);
});

Then('the site keeps no referral', async function (this: CasinoWorld) {
  const kept = await referral(this).kept();
  assert.equal(kept.stored, null, `the site kept ${JSON.stringify(kept.stored)}`);
  assert.equal(kept.cookie, null, 'the referral cookie is set');
});

Then('joining would attach the referral token {string}', async function (this: CasinoWorld, token: string) {
  assert.equal((await referral(this).live())?.token, token);
});

Then('joining would attach no referral', async function (this: CasinoWorld) {
  assert.equal(await referral(this).live(), null);
});

Then('the referral cookie holds {string} for {int} seconds', async function (this: CasinoWorld, token: string, seconds: number) {
  assert.deepEqual((await referral(this).kept()).cookie, { value: token, maxAgeSeconds: seconds });
});

Then('the address bar is left at {string}', async function (this: CasinoWorld, address: string) {
  assert.equal(await referral(this).addressShown(), address);
});

Then('the platform was told of an arrival with {string}', function (this: CasinoWorld, token: string) {
  assert.deepEqual(referral(this).trackedTokens(), [token]);
});

Then('the platform was told of no arrival', function (this: CasinoWorld) {
  assert.deepEqual(referral(this).trackedTokens(), []);
});

// ── Over the platform ─────────────────────────────────────────────────────────────────────────

Then('the site asked {string}', function (this: CasinoWorld, path: string) {
  const paths = this.env.wireRecorder.requests.map((request) => request.path);
  assert.ok(paths.includes(path), `the site asked ${paths.join(', ')}`);
});

Then(
  "the browser's local storage holds {string} as referral.affiliate, {string} as referral.type, {string} as referral.affiliateId and {string} as referral.sharingMethod, with a timestamp",
  function (this: CasinoWorld, token: string, type: string, affiliateId: string, sharingMethod: string) {
    const keys = referral(this).storageKeys();
    assert.deepEqual(
      { ...keys, 'referral.timestamp': undefined },
      { 'referral.affiliate': token, 'referral.type': type, 'referral.timestamp': undefined, 'referral.affiliateId': affiliateId, 'referral.sharingMethod': sharingMethod },
    );
    assert.match(keys['referral.timestamp'] ?? '', /^\d+$/);
  },
);

Then('the browser has the cookie {string} set to {string}', function (this: CasinoWorld, name: string, value: string) {
  assert.equal(browserCookies()[name], value);
});

Then('the browser has no {string} cookie', function (this: CasinoWorld, name: string) {
  assert.equal(browserCookies()[name], undefined);
});

When('I look at my refer-a-friend profile', async function (this: CasinoWorld) {
  const state = await referral(this).myProfile();
  assert.equal(state.status, 'loaded');
});

Then('the site asked the referral profile of my session', function (this: CasinoWorld) {
  const session = this.platform.lastSessionOpened();
  assert.ok(session !== null);
  const paths = this.env.wireRecorder.requests.map((request) => request.path);
  assert.ok(paths.includes(`/services/referral/v1/profiles/${encodeURIComponent(session)}`), `the site asked ${paths.join(', ')}`);
});

Then('my referral code is P and 7 letters or digits, with a link to \\/welcome\\/ and that code', async function (this: CasinoWorld) {
  const state = await referral(this).myProfile();
  assert.ok(state.status === 'loaded');
  assert.match(state.profile.referralCode, /^P[A-Z0-9]{7}$/);
  assert.ok(state.profile.referralLink.endsWith(`/welcome/${state.profile.referralCode}`), state.profile.referralLink);
});

When('a visitor arrives at my referral link', async function (this: CasinoWorld) {
  const { referralLink } = await referral(this).loadedProfile();
  await referral(this).arrive(new URL(referralLink).pathname);
});

Then('the site keeps my referral code as a PROFILE referral', async function (this: CasinoWorld) {
  const { referralCode } = await referral(this).loadedProfile();
  const { stored } = await referral(this).kept();
  assert.deepEqual([stored?.token, stored?.type], [referralCode, 'PROFILE']);
});
