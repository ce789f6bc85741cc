import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SendCodeOutcome } from '../../src/domain/verification';
import type { CasinoWorld } from '../support/world';
import { VerificationDriver } from './verification-driver';
import { sessionEn } from '../../src/presentation/safer-gambling/translations/session-en';

const drivers = new WeakMap<CasinoWorld, VerificationDriver>();

/** The verification driver of this scenario's world. */
export const verification = (world: CasinoWorld): VerificationDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new VerificationDriver(world.env, world.ui, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

/** The platform's answers to a code request, in the player's words (ACCOUNT_BLOCKED, NO_REMAINING_SEND_CODE_ATTEMPT, PLAYER_NOT_VALIDATED). */
const sendOutcomes: Record<string, SendCodeOutcome> = {
  'phone verification blocked for 10 minutes': { kind: 'BLOCKED', remainingBlockingTime: 600 },
  'no more codes for 30 minutes': { kind: 'NO_SENDS_LEFT', remainingBlockingTime: 1800 },
  'the phone must be verified first': { kind: 'PHONE_NOT_VALIDATED' },
};

// ── The platform ──────────────────────────────────────────────────────────────────────────────

Given('{string} has the phone {string} {string}, not verified', async function (this: CasinoWorld, username: string, prefix: string, phone: string) {
  await verification(this).givePhone(username, prefix, phone, 'NOT_VALIDATED');
});

Given('{string} has the phone {string} {string}, verified', async function (this: CasinoWorld, username: string, prefix: string, phone: string) {
  await verification(this).givePhone(username, prefix, phone, 'VALIDATED');
});

Given('the platform answers the next code request with {string}', function (this: CasinoWorld, answer: string) {
  const outcome = sendOutcomes[answer];
  assert.ok(outcome !== undefined, `no such answer: ${answer}`);
  verification(this).scriptNextSend(outcome);
});

Given('the platform gives {int} attempts at a code, and will answer my wrong ones with {int} left, {int} left, then a block of {int} minutes', function (this: CasinoWorld, max: number, first: number, second: number, minutes: number) {
  verification(this).scriptWrongCodes([
    { kind: 'INVALID_CODE', remainingAttempts: first, maxAttempts: max },
    { kind: 'INVALID_CODE', remainingAttempts: second, maxAttempts: max },
    { kind: 'BLOCKED', remainingBlockingTime: minutes * 60 },
  ]);
});

Given('the platform will take my next code for one it does not know, with all {int} attempts left', function (this: CasinoWorld, max: number) {
  verification(this).scriptWrongCodes([{ kind: 'INVALID_CODE', remainingAttempts: max, maxAttempts: max }]);
});

Given('meanwhile the platform has verified the phone of {string}', function (this: CasinoWorld, username: string) {
  verification(this).verifyPhoneBehindTheSite(username);
});

Given('withdrawals of {string} are blocked for {int} seconds', async function (this: CasinoWorld, username: string, seconds: number) {
  await verification(this).block(username, 'withdraw', seconds);
});

// ── The phone page ────────────────────────────────────────────────────────────────────────────

Then('the page says the phone {string} is not verified', async function (this: CasinoWorld, masked: string) {
  assert.equal(await verification(this).phoneStatusText(), verification(this).t('phone.notValidated', { phone: masked }));
});

Then('the page says the phone {string} is verified', async function (this: CasinoWorld, masked: string) {
  assert.equal(await verification(this).phoneStatusText(), verification(this).t('phone.validated', { phone: masked }));
});

When('I ask for a code', async function (this: CasinoWorld) {
  await verification(this).pressButton('phone.send');
});

When('I enter the code {string}', async function (this: CasinoWorld, code: string) {
  await verification(this).enterCode(code);
});

When('I enter the code the platform sent to {string}', async function (this: CasinoWorld, username: string) {
  const driver = verification(this);
  await driver.enterCode(await driver.lastCodeSent(username));
});

When('I enter a wrong code', async function (this: CasinoWorld) {
  await verification(this).enterCode('000000');
});

When('I verify', async function (this: CasinoWorld) {
  await verification(this).pressButton('phone.submit');
});

Then('Verify is enabled', function (this: CasinoWorld) {
  assert.equal(verification(this).isEnabled('phone.submit'), true);
});

Then('Verify is disabled', function (this: CasinoWorld) {
  assert.equal(verification(this).isEnabled('phone.submit'), false);
});

Then('I am told the code has digits only', async function (this: CasinoWorld) {
  await verification(this).expectShown(verification(this).t('code.digitsOnly'));
});

Then('I read {string}', async function (this: CasinoWorld, text: string) {
  await verification(this).expectShown(text);
});

Then('I can ask for another code', function (this: CasinoWorld) {
  assert.equal(verification(this).hasButton('phone.resend') || verification(this).hasButton('phone.send'), true);
});

Then('I cannot ask for another code', function (this: CasinoWorld) {
  assert.equal(verification(this).hasButton('phone.resend') || verification(this).hasButton('phone.send'), false);
});

/** The notices every login brings (SG-16): about the login, not the code. */
const isLoginGreeting = (text: string): boolean =>
  text === sessionEn.playerSession.firstLogin || text.startsWith(sessionEn.playerSession.previousLogin.split('{{')[0] ?? '');

Then('no message is shown about the code', function (this: CasinoWorld) {
  const shown = verification(this).shownMessages();
  assert.deepEqual(shown.filter((text) => text !== '' && !isLoginGreeting(text)), [], `shown: ${JSON.stringify(shown)}`);
});

Then('the platform was asked to validate {string} with the code it sent to {string}', async function (this: CasinoWorld, fullPhone: string, username: string) {
  const driver = verification(this);
  const received = driver.validationsReceived();
  assert.deepEqual(received.at(-1), { fullPhone, code: await driver.lastSentBefore(username) });
});

// ── The PIN page ──────────────────────────────────────────────────────────────────────────────

When('I type {string} as my current PIN and {string} as my new PIN and save', async function (this: CasinoWorld, current: string, pin: string) {
  const driver = verification(this);
  await driver.typeInto('pin.currentLabel', current);
  await driver.typeInto('pin.newLabel', pin);
  await driver.pressButton('pin.submit');
});

When('I type {string} as my PIN and save', async function (this: CasinoWorld, pin: string) {
  const driver = verification(this);
  await driver.typeInto('pin.label', pin);
  await driver.pressButton('pin.submit');
});

When('I press Forgot your PIN', async function (this: CasinoWorld) {
  await verification(this).pressButton('pin.forgot');
});

Then('the PIN form asks for my current PIN', function (this: CasinoWorld) {
  assert.equal(verification(this).hasField('pin.currentLabel'), true);
});

Then('the PIN fields take four digits', async function (this: CasinoWorld) {
  const driver = verification(this);
  await driver.typeInto('pin.newLabel', '12a345');
  assert.equal(driver.fieldValue('pin.newLabel'), '1234');
});

Then('the PIN of {string} is {string}', function (this: CasinoWorld, username: string, pin: string) {
  assert.equal(verification(this).pinCodeOf(username), pin);
});

Then('the platform received the PIN change {string} with the current PIN {string}', function (this: CasinoWorld, pin: string, current: string) {
  assert.deepEqual(verification(this).pinChangesReceived().at(-1), { pinCode: pin, currentPinCode: current });
});

Then('the platform was asked to e-mail {string} a PIN reset link', function (this: CasinoWorld, username: string) {
  assert.deepEqual(verification(this).pinResetRequests(), [username]);
});

// ── Blocked operations ────────────────────────────────────────────────────────────────────────

Then('the withdraw page says withdrawals are blocked, with {string} left', async function (this: CasinoWorld, time: string) {
  await this.ui.settle();
  const banner = verification(this).banner();
  assert.ok(banner !== null, 'no blocked banner');
  assert.match(banner.textContent ?? '', new RegExp(verification(this).t('blocked.withdraw').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  assert.equal(banner.querySelector('time')?.textContent, time);
});

Then('screen readers hear {string}', function (this: CasinoWorld, text: string) {
  const live = verification(this).banner()?.querySelector('[aria-live="polite"]');
  assert.equal(live?.textContent, text);
});

Then('the withdraw page shows no blocked banner', async function (this: CasinoWorld) {
  await this.ui.settle();
  assert.equal(verification(this).banner(), null);
});

// ── Failures, time, logs ──────────────────────────────────────────────────────────────────────

Given('the platform fails the next PIN change', function (this: CasinoWorld) {
  this.env.memoryPlatform.fail('pinCode', { code: 'HTTP', status: 500 });
});

Given('the platform fails the next PIN reset request', function (this: CasinoWorld) {
  this.env.memoryPlatform.fail('pinReset', { code: 'HTTP', status: 500 });
});

Given('the platform fails the next operation status read', function (this: CasinoWorld) {
  this.env.memoryPlatform.fail('operationStatus', { code: 'HTTP', status: 503 });
});

When('a PIN is saved without a session', async function (this: CasinoWorld) {
  verification(this).lastPinUpdate = await verification(this).saveSessionlessPin();
});

Then('the update fails with {string}', function (this: CasinoWorld, message: string) {
  assert.equal(verification(this).lastPinUpdate, message);
});

Then('a warning was logged about the operation status', function (this: CasinoWorld) {
  assert.ok(verification(this).warnings().some((warning) => warning.includes('operation status')), verification(this).warnings().join(' | '));
});

Then('the page shows {string}', async function (this: CasinoWorld, text: string) {
  await this.ui.expectText(text);
});

Then('I see a success message {string}', function (this: CasinoWorld, expected: string) {
  const { text } = this.notices.expectOne('success', { translated: true });
  assert.equal(text, expected);
});

Then('I see an error message {string}', function (this: CasinoWorld, expected: string) {
  const { text } = this.notices.expectOne('error', { translated: true });
  assert.equal(text, expected);
});

// ── Over the platform ─────────────────────────────────────────────────────────────────────────

Then('the site posted to {string} with my session and X-MFA-CODE the code sent to {string}', async function (this: CasinoWorld, path: string, username: string) {
  const driver = verification(this);
  const [request] = driver.requestsTo(/^\/services\/profile\/v1\/validated-phones\//);
  assert.ok(request !== undefined, 'the site did not validate the phone');
  assert.equal(request.method, 'POST');
  assert.equal(request.path, path.replace('{session}', encodeURIComponent(this.session.currentSessionId() ?? '')));
  assert.equal(request.headers['x-mfa-code'], await driver.lastSentBefore(username));
});

Then('the e-mail to {string} links to the PIN page to reset it', async function (this: CasinoWorld, username: string) {
  const link = await verification(this).lastEmailLink(username);
  assert.match(link ?? '', /\/account\/pin-code\?action=forcePinReset&token=[\w-]+$/);
});

Then('the withdraw page says withdrawals are blocked, with between {string} and {string} left', async function (this: CasinoWorld, least: string, most: string) {
  await this.ui.settle();
  const banner = verification(this).banner();
  assert.ok(banner !== null, 'no blocked banner');
  const time = banner.querySelector('time')?.textContent ?? '';
  // mm:ss, zero-padded: its order is the order of the times.
  assert.ok(/^\d\d:\d\d$/.test(time) && time >= least && time <= most, `the banner shows ${time}`);
});

// ── The forced phone reset ────────────────────────────────────────────────────────────────────

Given('the platform gave {string} the phone reset token {string}', function (this: CasinoWorld, username: string, token: string) {
  this.env.memoryPlatform.actionTokens.set(token, username);
});

When('I type {string} as the country code and {string} as the number and ask for a code', async function (this: CasinoWorld, prefix: string, phone: string) {
  const driver = verification(this);
  await driver.typeInto('phone.prefixLabel', prefix);
  await driver.typeInto('phone.numberLabel', phone);
  await driver.pressButton('phone.send');
});

Then('the phone of {string} is {string} {string}, verified', function (this: CasinoWorld, username: string, prefix: string, phone: string) {
  const { user } = this.env.memoryPlatform.player(username);
  assert.deepEqual({ prefix: user.phonePrefix, phones: user.phones, status: user.phoneStatus }, { prefix, phones: [phone], status: 'VALIDATED' });
});
