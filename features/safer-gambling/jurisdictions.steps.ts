import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { messageIn } from '../../src/domain/config';
import type { CasinoWorld } from '../support/world';
import { JurisdictionsDriver } from './jurisdictions-driver';

const drivers = new WeakMap<CasinoWorld, JurisdictionsDriver>();

const jurisdictions = (world: CasinoWorld): JurisdictionsDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new JurisdictionsDriver();
    drivers.set(world, driver);
  }
  return driver;
};

const allowed = (words: string): boolean => words === 'allowed';

After(async function (this: CasinoWorld) {
  await drivers.get(this)?.restore();
});

// ── What the platform sends ───────────────────────────────────────────────────────────────────

Given('the platform sends the jurisdictions it is seeded with', function (this: CasinoWorld) {
  jurisdictions(this).sendSeededJurisdictions();
});

Given(
  'the platform adds the jurisdiction {string} with minimum age {int} and the help organisation {string} at {string}',
  function (this: CasinoWorld, code: string, minimumAge: number, name: string, url: string) {
    jurisdictions(this).addSentJurisdiction(code, {
      minimumAge,
      practicePlayNeedsVerifiedAge: false,
      realityCheckMinutes: 60,
      withdrawalReversal: true,
      coolingOffHours: 24,
      helpOrganisations: [{ name, phone: '1-888-000-0000', url }],
      loginMessage: { en: '', es: '', de: '' },
      logoutMessage: { en: '', es: '', de: '' },
      autoplayAllowed: true,
      quickSpinAllowed: true,
    });
  },
);

Given('the platform sends the rules of {string} with autoplay {string}', function (this: CasinoWorld, code: string, autoplay: string) {
  jurisdictions(this).changeSentRules(code, { autoplayAllowed: autoplay });
});

Given('the operator sets the reality check of {string} to {int} minutes on the platform', async function (this: CasinoWorld, code: string, minutes: number) {
  await jurisdictions(this).changeSandboxJurisdiction(code, { realityCheckMinutes: minutes });
});

// ── What the site reads ───────────────────────────────────────────────────────────────────────

When('the site reads the rules for a player from {string} in {string}', async function (this: CasinoWorld, country: string, subdivision: string) {
  await jurisdictions(this).readRulesFor(country, subdivision === 'none' ? null : subdivision);
});

When('the demo player {string} logs in with {string} and the site reads their rules', async function (this: CasinoWorld, username: string, password: string) {
  await jurisdictions(this).readRulesOfDemoPlayer(username, password);
});

// ── The rules the site applies ────────────────────────────────────────────────────────────────

Then('the site applies the rules of {string}', function (this: CasinoWorld, code: string) {
  assert.equal(jurisdictions(this).appliedRules.code, code);
});

Then('the minimum age is {int}', function (this: CasinoWorld, age: number) {
  assert.equal(jurisdictions(this).appliedRules.minimumAge, age);
});

Then(/^practice play (needs|does not need) a verified age$/, function (this: CasinoWorld, needs: string) {
  assert.equal(jurisdictions(this).appliedRules.practicePlayNeedsVerifiedAge, needs === 'needs');
});

Then(/^autoplay is (allowed|not allowed) and quick spin is (allowed|not allowed)$/, function (this: CasinoWorld, autoplay: string, quickSpin: string) {
  const rules = jurisdictions(this).appliedRules;
  assert.deepEqual({ autoplay: rules.autoplayAllowed, quickSpin: rules.quickSpinAllowed }, { autoplay: allowed(autoplay), quickSpin: allowed(quickSpin) });
});

Then(/^withdrawals (can|cannot) be cancelled by the player$/, function (this: CasinoWorld, can: string) {
  assert.equal(jurisdictions(this).appliedRules.withdrawalReversal, can === 'can');
});

Then('a raised limit waits {int} hours, and the reality check comes every {int} minutes', function (this: CasinoWorld, hours: number, minutes: number) {
  const rules = jurisdictions(this).appliedRules;
  assert.deepEqual({ hours: rules.coolingOffHours, minutes: rules.realityCheckMinutes }, { hours, minutes });
});

Then('the reality check comes every {int} minutes', function (this: CasinoWorld, minutes: number) {
  assert.equal(jurisdictions(this).appliedRules.realityCheckMinutes, minutes);
});

Then('the help offered is {string}', function (this: CasinoWorld, names: string) {
  const rules = jurisdictions(this).appliedRules;
  assert.deepEqual(
    rules.helpOrganisations.map((organisation) => organisation.name),
    names.split(',').map((name) => name.trim()),
  );
  for (const organisation of rules.helpOrganisations) assert.match(organisation.url, /^https:\/\//);
});

Then(/^the (login|logout) message in "([a-z]{2})" starts "(.*)"$/, function (this: CasinoWorld, which: string, language: string, start: string) {
  const rules = jurisdictions(this).appliedRules;
  const message = messageIn(which === 'login' ? rules.loginMessage : rules.logoutMessage, language);
  assert.ok(message?.startsWith(start), `the ${which} message in ${language} is "${message}"`);
});

Then('the rules of {string} still arrive whole', async function (this: CasinoWorld, code: string) {
  assert.equal((await jurisdictions(this).sentRules(code))?.code, code);
});
