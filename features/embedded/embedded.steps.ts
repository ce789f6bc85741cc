import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';
import { EmbeddedDriver, LEGACY_ORIGIN } from './embedded-driver';

const drivers = new WeakMap<CasinoWorld, EmbeddedDriver>();

/** The embedded-application driver of this scenario's world. */
const embedded = (world: CasinoWorld): EmbeddedDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new EmbeddedDriver(world.env, world.ui, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

// ── The site and the legacy application ───────────────────────────────────────────────────────

Given('the legacy application serves the cashier and the sportsbook from its own origin', function (this: CasinoWorld) {
  embedded(this).serveFromOwnOrigin();
});

Given('the site opens {string} and {string} in-app for players, and {string} for visitors', function (this: CasinoWorld, first: string, second: string, visitors: string) {
  embedded(this).listInApp([first, second], [visitors]);
});

Given('the site opens {string} and {string} in-app for players, and nothing for visitors', function (this: CasinoWorld, first: string, second: string) {
  embedded(this).listInApp([first, second], []);
});

// ── What the player does ──────────────────────────────────────────────────────────────────────

When('I open {string}', async function (this: CasinoWorld, path: string) {
  await embedded(this).open(path);
});

When("the site's own link takes me to {string}", async function (this: CasinoWorld, path: string) {
  await embedded(this).followSiteLink(path);
});

When('I press the back arrow', async function (this: CasinoWorld) {
  await embedded(this).pressBackArrow();
});

When('I follow the menu link {string}', async function (this: CasinoWorld, title: string) {
  await embedded(this).followMenuLink(title);
});

// ── What the legacy page tells the site ───────────────────────────────────────────────────────

When('the legacy page reports it has loaded {string}', async function (this: CasinoWorld, path: string) {
  await embedded(this).legacySays({ type: 'legacy:navigation-end', path });
});

When('the legacy page reports the player followed one of its links', async function (this: CasinoWorld) {
  await embedded(this).legacySays({ type: 'legacy:navigation-start' });
});

When('the legacy page reports the navigation error {string}', async function (this: CasinoWorld, error: string) {
  await embedded(this).legacySays({ type: 'legacy:navigation-error', error: error === 'NOT_FOUND' ? 'NOT_FOUND' : 'OTHER' });
});

When('the legacy page says a login is required', async function (this: CasinoWorld) {
  await embedded(this).legacySays({ type: 'legacy:login-required' });
});

When(/^the legacy page asks to go (back|forward)$/, async function (this: CasinoWorld, direction: string) {
  await embedded(this).legacySays({ type: direction === 'back' ? 'legacy:back' : 'legacy:forward' });
});

When("the legacy page asks to open the site's {string}", async function (this: CasinoWorld, path: string) {
  await embedded(this).legacySays({ type: 'legacy:navigate-outside', path });
});

// ── What the player sees, and what the frame is told ──────────────────────────────────────────

Then('the sportsbook frame shows {string} in English', function (this: CasinoWorld, path: string) {
  assert.deepEqual(embedded(this).framed(), { origin: LEGACY_ORIGIN, path, language: 'en', sandbox: 'allow-scripts allow-same-origin allow-forms' });
});

Then('the page says the sportsbook is loading', function (this: CasinoWorld) {
  assert.equal(embedded(this).loading(), true);
});

Then('the page no longer says it is loading', function (this: CasinoWorld) {
  assert.equal(embedded(this).loading(), false);
});

Then('the address bar shows {string}', async function (this: CasinoWorld, path: string) {
  await this.ui.waitForLocation(path);
});

Then('the frame was not loaded again', function (this: CasinoWorld) {
  assert.equal(embedded(this).framesOpened(), 1);
  assert.deepEqual(embedded(this).sentToFrame(), []);
});

Then('the frame is told to show {string}', function (this: CasinoWorld, legacyPath: string) {
  assert.deepEqual(embedded(this).sentToFrame().at(-1), { type: 'host:navigate', path: legacyPath });
});

Then('no page was loaded anew', function (this: CasinoWorld) {
  assert.deepEqual(embedded(this).documentLoads(), []);
});

Then('the page {string} was loaded anew', function (this: CasinoWorld, path: string) {
  assert.deepEqual(embedded(this).documentLoads(), [path]);
});

Then(/^the back arrow is (shown|hidden)$/, function (this: CasinoWorld, shown: string) {
  assert.equal(embedded(this).backArrow() !== null, shown === 'shown');
});

Then('the link opened in the site at {string}', function (this: CasinoWorld, path: string) {
  assert.deepEqual(embedded(this).lastLinkOutcome(), { kind: 'in-app', path });
});

Then('the link loaded the page anew', function (this: CasinoWorld) {
  assert.equal(embedded(this).lastLinkOutcome().kind, 'full-page');
});
