import assert from 'node:assert/strict';
import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import { waitFor } from '@testing-library/react';
import { MFA_METHOD_NAMES, MFA_OPERATIONS, showsReminder, VERIFICATION_TYPES, type MfaOperation, type TwoFactorStatus } from '../../src/domain/twofactor';
import type { ScriptedTwoFactorAnswer, TwoFactorCall } from '../../src/infrastructure/twofactor/in-memory-two-factor';
import type { CasinoWorld } from '../support/world';
import { ALL_OPERATIONS, platformRefusal, TwoFactorDriver } from './two-factor-driver';

/** The call a scripted answer is for, as the player meets it: the enrolment code, or the app's first code. */
defineParameterType({
  name: 'twoFactorCall',
  regexp: /enrolment|verification/,
  transformer: (words: string): TwoFactorCall['call'] => (words === 'enrolment' ? 'enrol' : 'verify'),
});

/** MFA-09, MFA-10: how the platform refuses a code, in the spec's words and units. */
defineParameterType({
  name: 'twoFactorRefusal',
  regexp: /as a wrong code, \d+ attempts? left of \d+|as blocked for \d+ minutes?|with MFA_[A-Z_]+|with an error code the site does not know/,
  transformer: (words: string): ScriptedTwoFactorAnswer => platformRefusal(words),
});

const drivers = new WeakMap<CasinoWorld, TwoFactorDriver>();

/** The two-factor driver of this scenario's world. */
const twoFactor = (world: CasinoWorld): TwoFactorDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new TwoFactorDriver(world.env, world.ui, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

// ── What the site and the platform hold ───────────────────────────────────────────────────────

Given('the site offers two-factor authentication, enrolled by SMS', function (this: CasinoWorld) {
  this.env.configure({ twoFactorAuthenticatorEnabled: true, tfaEnrolment: 'SMS', mfaOperations: ALL_OPERATIONS });
});

Given('the site does not offer two-factor authentication', function (this: CasinoWorld) {
  this.env.configure({ twoFactorAuthenticatorEnabled: false });
});

Given('the operator sends no SMS codes', function (this: CasinoWorld) {
  this.env.configure({ mfaOperations: ALL_OPERATIONS.filter((operation) => operation !== 'validatePhone') });
});

Given('{string} has a validated phone and a PIN', function (this: CasinoWorld, username: string) {
  twoFactor(this).setPhoneValidated(username, true);
});

Given('{string} has no validated phone', function (this: CasinoWorld, username: string) {
  twoFactor(this).setPhoneValidated(username, false);
});

Given('two-factor is {string} for {string}', function (this: CasinoWorld, status: TwoFactorStatus, username: string) {
  twoFactor(this).setStatus(username, status);
});

Given('the two-factor status service answers the next request with {int}', function (this: CasinoWorld, status: number) {
  this.env.memoryPlatform.fail('twoFactor', { code: 'HTTP', status });
});

Given('the platform will refuse the next {twoFactorCall} {twoFactorRefusal}', function (this: CasinoWorld, call: TwoFactorCall['call'], answer: ScriptedTwoFactorAnswer) {
  twoFactor(this).answerNext(call, answer);
});

Given('the platform will answer the next enrolment with an error whose code is the authenticator URI of the key {string}', function (this: CasinoWorld, key: string) {
  twoFactor(this).answerNextEnrolmentWithUriAsErrorCode(key);
});

// ── What the player does ──────────────────────────────────────────────────────────────────────

When('I press the button {string}', async function (this: CasinoWorld, name: string) {
  await twoFactor(this).pressButton(name);
});

When('I type {string} into {string} and press {string}', async function (this: CasinoWorld, code: string, label: string, button: string) {
  await twoFactor(this).typeAndPress(code, label, button);
});

When('I type the code the platform sent {string} for {string} into {string} and press {string}', async function (this: CasinoWorld, username: string, operation: MfaOperation, label: string, button: string) {
  const driver = twoFactor(this);
  await driver.typeAndPress(await driver.codeSent(username, operation), label, button);
});

When('I type the code of the authenticator app into {string} and press {string}', async function (this: CasinoWorld, label: string, button: string) {
  const driver = twoFactor(this);
  await driver.typeAndPress(driver.currentTotp(), label, button);
});

When('I type the code my authenticator app shows for the key on the page into {string} and press {string}', async function (this: CasinoWorld, label: string, button: string) {
  const driver = twoFactor(this);
  await driver.typeAndPress(driver.appCodeForShownKey(), label, button);
});

Then('the enrolment reached the platform with the operation {string} and the code in headers', function (this: CasinoWorld, operation: string) {
  const driver = twoFactor(this);
  const [enrolment] = driver.twoFactorRequests('/two-factor/enrol');
  assert.ok(enrolment, 'no enrolment reached the platform');
  assert.equal(enrolment.method, 'POST');
  assert.equal(enrolment.headers['x-mfa-operation'], operation);
  assert.equal(enrolment.headers['x-mfa-code'], driver.typedCode);
});

Then('the first code reached the platform as a PUT with X-MOCK-2FA-VERIFICATION false', function (this: CasinoWorld) {
  const [verification] = twoFactor(this).twoFactorRequests('/verifications/verify');
  assert.ok(verification, 'no verification reached the platform');
  assert.equal(verification.method, 'PUT');
  assert.equal(verification.headers['x-mock-2fa-verification'], 'false');
  assert.deepEqual(verification.body, { code: twoFactor(this).typedCode });
});

Then('every two-factor status request was a background refresh', function (this: CasinoWorld) {
  const polls = twoFactor(this).twoFactorRequests('/two-factor/status');
  assert.ok(polls.length > 0, 'the status was never asked');
  assert.ok(polls.every((request) => request.headers['x-background-refresh'] === 'true'));
});

Given('I enrolled by SMS and am on the setup page', async function (this: CasinoWorld) {
  const driver = twoFactor(this);
  await this.ui.open('/account/two-factor');
  await driver.pressButton(this.messages.t('twoFactor.enrol.start'));
  await driver.typeAndPress(driver.sentCode('tess@twofactor.test', 'enable2fa'), this.messages.t('twoFactor.enrol.codeLabel'), this.messages.t('twoFactor.enrol.submit'));
  await this.ui.waitForLocation('/account/two-factor/setup');
});

// ── What the player sees, and what the platform received ──────────────────────────────────────

Then('the platform sent {string} a code for {string}', function (this: CasinoWorld, username: string, operation: MfaOperation) {
  twoFactor(this).sentCode(username, operation);
});

Then('the platform sent no code', function (this: CasinoWorld) {
  assert.equal(twoFactor(this).sentCodes(), 0);
});

Then('the platform received an enrolment for {string} with that code', function (this: CasinoWorld, operation: MfaOperation) {
  const driver = twoFactor(this);
  const enrolment = driver.lastEnrolment();
  assert.equal(enrolment?.operation, operation);
  assert.equal(enrolment?.code, driver.typedCode);
});

Then('the setup page shows the key {string} and its QR code', async function (this: CasinoWorld, grouped: string) {
  await twoFactor(this).expectKey(grouped);
});

Then('the enrolment URI is kept for the setup page', async function (this: CasinoWorld) {
  assert.match((await twoFactor(this).enrolmentUri()) ?? '', /^otpauth:\/\/totp\//);
});

Then('the enrolment URI is no longer kept', async function (this: CasinoWorld) {
  assert.equal(await twoFactor(this).enrolmentUri(), null);
});

Then('I see the two-factor spinner', function (this: CasinoWorld) {
  assert.ok(twoFactor(this).spinnerShown(), 'no spinner while the status is unknown');
});

Then('the page shows the two-factor status {string}', async function (this: CasinoWorld, status: string) {
  await this.ui.settle();
  await twoFactor(this).expectStatus(status);
});

Then('the platform was asked for the two-factor status {int} time(s)', async function (this: CasinoWorld, times: number) {
  await this.ui.settle();
  const calls = twoFactor(this).statusCalls();
  assert.equal(calls.length, times);
  assert.ok(calls.every((call) => call.background === true), 'a status poll must be a background refresh');
});

Then('I see the success message {string}', async function (this: CasinoWorld, text: string) {
  await waitFor(() => assert.equal(this.notices.expectOne('success', { translated: true }).text, text));
});

Then('I see the error message {string}', async function (this: CasinoWorld, text: string) {
  await waitFor(() => assert.equal(this.notices.expectOne('error', { translated: true }).text, text));
});

Then('the form says {string}', async function (this: CasinoWorld, text: string) {
  await twoFactor(this).expectFormMessage(text);
});

Then('there is no field {string}', function (this: CasinoWorld, label: string) {
  assert.equal(twoFactor(this).hasField(label), false);
});

Then('the page links to {string}', function (this: CasinoWorld, path: string) {
  assert.ok(twoFactor(this).linksTo(path), `no link to ${path}`);
});

Then('the two-factor operations are {string}', function (this: CasinoWorld, list: string) {
  assert.deepEqual([...MFA_OPERATIONS], list.split(', '));
});

Then('the code methods are {string}', function (this: CasinoWorld, list: string) {
  assert.deepEqual([...MFA_METHOD_NAMES], list.split(', '));
});

Then('the verification types are {string}', function (this: CasinoWorld, list: string) {
  assert.deepEqual([...VERIFICATION_TYPES], list.split(', '));
});

Then('the two-factor reminder is shown', async function (this: CasinoWorld) {
  await this.ui.settle();
  await waitFor(() => assert.ok(twoFactor(this).reminderShown(), 'the reminder is not shown'));
});

Then('the two-factor reminder is not shown', async function (this: CasinoWorld) {
  await this.ui.settle();
  assert.equal(twoFactor(this).reminderShown(), false);
});

Then(/^the reminder for a ready, pending player with the document (\w+) is (shown|not shown)$/, function (this: CasinoWorld, document: string, shown: string) {
  const facts = { twoFactorAuthenticatorEnabled: true, method: 'SMS', phoneValidated: true, hasPinCode: true, status: 'PENDING', snoozed: false } as const;
  assert.equal(showsReminder({ ...facts, documentStatus: document === 'unknown' ? null : document }), shown === 'shown');
});
