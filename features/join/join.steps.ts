import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CONTRACT_REGISTRATION_OPTIONS } from '../../src/infrastructure/join/in-memory-join';
import type { CasinoWorld } from '../support/world';
import { JoinDriver } from './join-driver';

const drivers = new WeakMap<CasinoWorld, JoinDriver>();

/** The join driver of this scenario's world. */
export const joining = (world: CasinoWorld): JoinDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new JoinDriver(world.env, world.ui, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

// Typing a whole form and the platform's slow password hash take longer than a click.
Given('today is {string}', function (this: CasinoWorld, isoDate: string) {
  joining(this).setToday(isoDate);
});

Given('the platform asks a code to validate phones', function (this: CasinoWorld) {
  this.env.configure({ mfaOperations: ['login', 'validatePhone'] });
});

Given('the platform refuses the next sign-up\'s password as too common', function (this: CasinoWorld) {
  joining(this).memory.join.refuseNext({ code: 'INVALID_FIELDS', fieldErrors: [{ field: 'password', cause: 'COMMON_PASSWORD' }] });
});

Given("the platform's register of self-exclusions will refuse the next sign-up", function (this: CasinoWorld) {
  joining(this).refuseNextAsSelfExcluded();
});

When('I join as {string}', { timeout: 60_000 }, async function (this: CasinoWorld, email: string) {
  await joining(this).openSignUps();
  await joining(this).join({ email: joining(this).unused(email) });
});

When('I join as {string} with a referral from the affiliate {string}', { timeout: 60_000 }, async function (this: CasinoWorld, email: string, token: string) {
  await this.ui.open(`/join?ref=${encodeURIComponent(token)}`);
  await joining(this).openSignUps();
  await joining(this).join({ email: joining(this).unused(email) });
});

When('I join as {string}, an address already taken', { timeout: 60_000 }, async function (this: CasinoWorld, email: string) {
  await joining(this).openSignUps();
  await joining(this).join({ email });
});

When('I join as {string} born on {string}', { timeout: 60_000 }, async function (this: CasinoWorld, email: string, birthDate: string) {
  await joining(this).openSignUps();
  await joining(this).join({ email: joining(this).unused(email), birthDate });
});

When('I join as {string} with the password {string}', { timeout: 60_000 }, async function (this: CasinoWorld, email: string, password: string) {
  await joining(this).openSignUps();
  await joining(this).join({ email: joining(this).unused(email), password });
});

When('I join as {string} from {string} in Canada, born on {string}', { timeout: 60_000 }, async function (this: CasinoWorld, email: string, region: string, birthDate: string) {
  await joining(this).openSignUps();
  await joining(this).join({ email: joining(this).unused(email), country: 'CA', region, currency: 'CAD', phonePrefix: '+1', phone: '613 555 0101', birthDate });
});

When('I join from Great Britain as {string}', { timeout: 60_000 }, async function (this: CasinoWorld, email: string) {
  await joining(this).openSignUps();
  await joining(this).join({ email: joining(this).unused(email), country: 'GB', currency: 'GBP', phonePrefix: '+44', phone: '7700 900123' });
});

Given('a person named {string} {string} joined and then excluded themselves for 6 months', { timeout: 60_000 }, async function (this: CasinoWorld, firstName: string, lastName: string) {
  await joining(this).selfExcludedPerson(firstName, lastName);
});

When('I join again as {string}, named {string} {string} and born on the same day', { timeout: 60_000 }, async function (this: CasinoWorld, email: string, firstName: string, lastName: string) {
  await joining(this).openSignUps();
  await joining(this).join({ email: joining(this).unused(email), firstName, lastName, birthDate: joining(this).selfExcludedBirthDate });
});

/** The register's refusal shown on the join page; the scenario fails when there is none. */
const refusal = (world: CasinoWorld) => {
  const shown = joining(world).selfExclusionRefusal();
  assert.ok(shown !== null, 'the join page shows no refusal by the register of self-exclusions');
  return shown;
};

Then('the join page tells me it cannot open an account for me, as my details match a self-exclusion in force that covers every account with us', function (this: CasinoWorld) {
  const { text } = refusal(this);
  for (const key of ['join.failure.SELF_EXCLUDED', 'join.selfExcluded.match']) assert.ok(text.includes(joining(this).expected(key)), `"${joining(this).expected(key)}" not in: ${text}`);
});

Then('that message has the focus and leads to the safer gambling page and to the help centre', function (this: CasinoWorld) {
  const { focused, links } = refusal(this);
  assert.ok(focused, 'the focus is not on the message');
  const inSite = links.filter((link) => link.target === null);
  assert.deepEqual(inSite.map((link) => link.href), ['/safer-gambling', '/help']);
  assert.deepEqual(inSite.map((link) => link.name), [joining(this).expected('join.selfExcluded.saferGambling'), joining(this).expected('join.selfExcluded.helpCentre')]);
});

Then('that message names no national self-exclusion scheme', function (this: CasinoWorld) {
  assert.deepEqual(refusal(this).links.filter((link) => link.target !== null), []);
});

Then('that message says I can also exclude myself from every gambling site licensed in my country with {string}, a link to {string} in a new tab', function (this: CasinoWorld, name: string, url: string) {
  const { text, links } = refusal(this);
  assert.ok(text.includes(joining(this).expected('join.selfExcluded.scheme', { name })), `no word of ${name} in: ${text}`);
  assert.deepEqual(links.filter((link) => link.target !== null), [{ name, href: url, target: '_blank', rel: 'noopener noreferrer' }]);
});

Then('the form still holds what I typed', function (this: CasinoWorld) {
  const { held, typed } = joining(this).textFields();
  assert.deepEqual(held, typed);
});

Then('the form says I must be {int} or older to join, in its date of birth and in its terms', function (this: CasinoWorld, age: number) {
  assert.equal(joining(this).fieldMessage('birthDate'), joining(this).expected('join.errors.birthDate.UNDER_AGE', { age }));
  assert.equal(joining(this).termsLabel(), joining(this).expected('join.acceptTerms', { age }));
});

Then('the platform received my sign-up from the region {string}', function (this: CasinoWorld, region: string) {
  const [registration] = joining(this).memory.join.registrations;
  assert.ok(registration, 'no sign-up received');
  assert.equal(registration.form.region, region);
});

Then('I am logged in as the player who just joined', async function (this: CasinoWorld) {
  await this.ui.settle();
  assert.ok(joining(this).isLoggedInAs(joining(this).email), `not logged in as ${joining(this).email}`);
});

Then('I am not logged in', function (this: CasinoWorld) {
  assert.ok(!joining(this).isLoggedInAs(joining(this).email), 'a session was started');
});

Then('the {word} field says {string}', function (this: CasinoWorld, field: 'email' | 'password' | 'birthDate', cause: string) {
  const key = `join.errors.${field}.${cause}`;
  const params = { age: CONTRACT_REGISTRATION_OPTIONS.minimumAge, min: CONTRACT_REGISTRATION_OPTIONS.passwordMinLength };
  assert.equal(joining(this).fieldMessage(field), joining(this).expected(key, params));
});

Then('no sign-up reached the platform', function (this: CasinoWorld) {
  assert.deepEqual(joining(this).memory.callsOf('registration'), []);
});

Then('the platform received my sign-up in {string} with no referral', function (this: CasinoWorld, language: string) {
  const [registration] = joining(this).memory.join.registrations;
  assert.ok(registration, 'no sign-up received');
  assert.equal(registration.language, language);
  assert.equal(registration.referral, null);
  assert.equal(registration.form.email, joining(this).email);
});

Then('the platform keeps my registration with the referral {string} of type {string}', async function (this: CasinoWorld, token: string, type: string) {
  const { registration } = await joining(this).storedRegistration();
  const referral = (registration as { referral: Record<string, unknown> | null } | null)?.referral ?? null;
  assert.equal(referral?.token, token);
  assert.equal(referral?.type, type);
});

Then('the platform keeps my registration, in {string} with a wallet in {string} and an unvalidated phone', async function (this: CasinoWorld, language: string, currency: string) {
  const state = await joining(this).storedRegistration();
  assert.equal(state.language, language);
  assert.equal(state.currency, currency);
  assert.equal(state.phoneStatus, 'NOT_VALIDATED');
  assert.equal(state.twoFactorStatus, 'PENDING');
  assert.ok(state.registration !== null, 'no registration stored');
});
