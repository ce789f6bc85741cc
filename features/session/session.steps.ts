import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { FieldError, LoginError, MfaMethod } from '../../src/domain/session';
import type { Language } from '../support/messages-driver';
import type { CasinoWorld } from '../support/world';

// ── Players the platform knows ────────────────────────────────────────────────────────────────

/** Table cells: empty is a name never given, `(spaces)` a name made only of spaces. */
const nameCell = (cell: string): string | null => (cell === '' ? null : cell === '(spaces)' ? '   ' : cell);

Given('the player {string} with password {string} is registered', async function (this: CasinoWorld, username: string, password: string) {
  await this.platform.register(username, password);
});

Given('the player {string} with password {string} is registered as {string} {string}', async function (this: CasinoWorld, username: string, password: string, firstName: string, lastName: string) {
  await this.platform.register(username, password, { firstName, lastName });
});

Given('the player {string} with password {string} is registered and prefers {language}', async function (this: CasinoWorld, username: string, password: string, language: Language) {
  await this.platform.register(username, password, { language });
});

Given(
  'the player {string} with password {string} is registered with first name {string}, last name {string} and nickname {string}',
  async function (this: CasinoWorld, username: string, password: string, first: string, last: string, nickname: string) {
    await this.platform.register(username, password, { firstName: nameCell(first), lastName: nameCell(last), nickname: nameCell(nickname) });
  },
);

Given('{string} has no PIN code', async function (this: CasinoWorld, username: string) {
  await this.platform.withoutPinCode(username);
});

Given('the platform asks {string} to pass a captcha', async function (this: CasinoWorld, username: string) {
  await this.platform.requiresCaptcha(username);
});

Given('{string} confirms logins with a code sent by SMS', async function (this: CasinoWorld, username: string) {
  await this.platform.confirmsLoginsWith(username, 'SMS');
});

Given('{string} has the pending action {string}', async function (this: CasinoWorld, username: string, action: string) {
  await this.platform.hasPendingAction(username, action);
});

Given('the profile of {string} is disabled', async function (this: CasinoWorld, username: string) {
  await this.platform.disable(username);
});

// ── Opening the site, logging in and out ──────────────────────────────────────────────────────

Given('I open the site without a session cookie', async function (this: CasinoWorld) {
  assert.equal(this.session.sessionCookie(), null);
  await this.session.openSite();
});

Given('the site keeps its session in the browser\'s cookies', function (this: CasinoWorld) {
  this.env.useSessionCookie();
});

Given('I am browsing in {language}', async function (this: CasinoWorld, language: Language) {
  await this.session.useLanguage(language);
});

When('I log in as {string} with password {string}', async function (this: CasinoWorld, username: string, password: string) {
  await this.session.logIn(username, password);
});

When('I log in as {string} with password {string} wanting to go to {string}', async function (this: CasinoWorld, username: string, password: string, destination: string) {
  await this.session.logIn(username, password, destination === '' ? null : destination);
});

When('I log in as {string} with password {string} through the {string} login', async function (this: CasinoWorld, username: string, password: string, variant: string) {
  await this.session.logIn(username, password, null, variant === 'standard' ? {} : { variant });
});

When('I log in as {string} with password {string} and nothing else', async function (this: CasinoWorld, username: string, password: string) {
  await this.session.logIn(username, password, null, {});
});

When('I log in as {string} with password {string} and the captcha token {string}', async function (this: CasinoWorld, username: string, password: string, captchaToken: string) {
  await this.session.logIn(username, password, null, { captchaToken });
});

When('I log in as {string} with password {string} and the {word} code {string}', async function (this: CasinoWorld, username: string, password: string, method: MfaMethod, code: string) {
  await this.session.logIn(username, password, null, { mfa: { method, code } });
});

When('I log in {int} times as {string} with the wrong password {string}', async function (this: CasinoWorld, times: number, username: string, password: string) {
  for (let attempt = 0; attempt < times; attempt += 1) await this.session.logIn(username, password).then(() => this.login.refusal());
});

When('I pass the captcha', async function (this: CasinoWorld) {
  await this.session.passCaptcha();
});

When('I log in again with the captcha token I was given', async function (this: CasinoWorld) {
  await this.session.logInAgainWithCaptcha();
});

When('I log in again with the {word} code {string}', async function (this: CasinoWorld, method: MfaMethod, code: string) {
  await this.session.logInAgain({ mfa: { method, code } });
});

When('I log in again with the code the platform sent to {string}', async function (this: CasinoWorld, username: string) {
  await this.session.logInAgain({ mfa: { method: 'SMS', code: await this.platform.lastSmsCodeOf(username) } });
});

Given('I am logged in as {string} with password {string}', async function (this: CasinoWorld, username: string, password: string) {
  await this.session.logIn(username, password);
  assert.equal(this.session.state().status, 'authenticated', 'the login did not succeed');
});

Given('I logged in as {string} with password {string} and closed the site', async function (this: CasinoWorld, username: string, password: string) {
  await this.session.logIn(username, password);
  this.env.reopen();
});

When('I open the site again', async function (this: CasinoWorld) {
  await this.session.openSite();
});

Given('the platform has since ended that session', async function (this: CasinoWorld) {
  await this.session.endSessionOnPlatform();
});

Given('the last page I visited was {string}', function (this: CasinoWorld, path: string) {
  if (path !== '') this.session.visited(path);
});

Given('the platform cannot return profiles right now', async function (this: CasinoWorld) {
  await this.platform.failNext('profile', 503);
});

Given('the platform fails the next logout with status {int}', async function (this: CasinoWorld, status: number) {
  await this.platform.failNext('logout', status);
});

Given('the platform fails the next logout with status {int} saying {string}', async function (this: CasinoWorld, status: number, message: string) {
  await this.platform.failNext('logout', status, 1, message);
});

When('I log out', async function (this: CasinoWorld) {
  await this.session.logOut();
});

// ── Who the player is ─────────────────────────────────────────────────────────────────────────

Then('I am a visitor', function (this: CasinoWorld) {
  assert.equal(this.session.state().status, 'visitor');
});

Then('I am an authenticated player', function (this: CasinoWorld) {
  assert.equal(this.session.state().status, 'authenticated');
});

Then('I have no session cookie', function (this: CasinoWorld) {
  assert.equal(this.session.sessionCookie(), null);
});

Then('the session cookie holds the session the platform opened for me', function (this: CasinoWorld) {
  assert.equal(this.session.sessionCookie(), this.session.platformSession());
});

Then('the browser has a cookie {string} holding the session the platform opened for me', function (this: CasinoWorld, name: string) {
  assert.equal(this.ui.cookies()[name], this.session.platformSession());
});

Then('the browser has no cookie {string}', function (this: CasinoWorld, name: string) {
  assert.equal(this.ui.cookies()[name], undefined);
});

const PLAYER_CALLS = ['profile', 'balances', 'notifications', 'loyalty'] as const;

Then('the platform was asked for my profile, balances, messages and loyalty', function (this: CasinoWorld) {
  for (const call of PLAYER_CALLS) assert.ok(this.platform.callsTo(call) > 0, `no ${call} call`);
});

Then('every one of those calls carried my session', function (this: CasinoWorld) {
  assert.deepEqual(this.platform.sessionsNamedBy(PLAYER_CALLS), new Set([this.session.platformSession()]));
});

Then('the platform was asked for the profile of that session', function (this: CasinoWorld) {
  assert.equal(this.platform.callsTo('profile'), 1);
  assert.deepEqual(this.platform.sessionsNamedBy(['profile']), new Set([this.session.platformSession()]));
});

// ── Where the player is sent ──────────────────────────────────────────────────────────────────

Then('I must complete the required action {string}', function (this: CasinoWorld, action: string) {
  assert.equal(this.session.requiredActionOutcome().requiredAction.action, action);
});

Then('I must complete the required action {string} with the token the platform issued', function (this: CasinoWorld, action: string) {
  const { requiredAction } = this.session.requiredActionOutcome();
  assert.deepEqual({ action: requiredAction.action, token: requiredAction.token }, { action, token: this.platform.lastActionTokenIssued() });
});

Then('the required action carries the profile information:', function (this: CasinoWorld, table: DataTable) {
  assert.deepEqual({ ...this.session.requiredAction().profileInfo }, table.rowsHash());
});

Then('I am sent to {string}', function (this: CasinoWorld, page: string) {
  assert.equal(this.session.sentTo(), page);
});

Then('I am sent to {string} with the action and the destination {string}', function (this: CasinoWorld, page: string, destination: string) {
  this.session.expectSentToActionPage(page, { destination, token: null });
});

Then('I am sent to {string} with the action, the token the platform issued and the destination {string}', function (this: CasinoWorld, page: string, destination: string) {
  this.session.expectSentToActionPage(page, { destination, token: this.platform.lastActionTokenIssued() });
});

// ── Why a login was refused, and what the player reads ────────────────────────────────────────

Then('the login is refused', function (this: CasinoWorld) {
  this.login.refusal();
});

Then('the login is refused because {refusal}', function (this: CasinoWorld, code: LoginError['code']) {
  this.login.expectRefusal({ code });
});

Then('the login is refused because the {string} code is required', function (this: CasinoWorld, method: string) {
  this.login.expectRefusal({ code: 'MFA_REQUIRED', method: method as MfaMethod, invalidCode: false });
});

Then('the login is refused because the credentials are wrong, with the errors {string}', function (this: CasinoWorld, errors: string) {
  this.login.expectRefusal({ code: 'INVALID_GRANT', errors: errors.split(',').map((error) => error.trim()) });
});

Then('I see a login error message in English', function (this: CasinoWorld) {
  this.login.expectTranslatedMessage('en');
});

Then('the English message I see mentions {string}', function (this: CasinoWorld, words: string) {
  assert.match(this.login.expectTranslatedMessage('en'), new RegExp(words, 'i'));
});

Then('the Spanish message is a translation of it, not the same text', function (this: CasinoWorld) {
  this.login.expectTranslatedMessage('es');
});

Then('I am told the code is wrong and that I have {int} attempts left', function (this: CasinoWorld, attempts: number) {
  const refusal = this.login.expectRefusal({ code: 'MFA_REQUIRED', invalidCode: true, remainingAttempts: attempts });
  for (const message of [refusal.en, refusal.es]) assert.match(message, new RegExp(`\\b${attempts}\\b`));
});

Then('I am told the code is wrong and that this is my last attempt', function (this: CasinoWorld) {
  const refusal = this.login.expectRefusal({ code: 'MFA_REQUIRED', invalidCode: true, remainingAttempts: 1 });
  assert.notEqual(refusal.en, this.login.previousMessage(), 'the last attempt reads like any other wrong code');
});

Then('the message I see differs from the one for a wrong password', function (this: CasinoWorld) {
  this.login.expectDifferentFromFirstMessage();
});

Then('the login is refused as invalid, with these field errors:', function (this: CasinoWorld, table: DataTable) {
  this.login.expectRefusal({ code: 'VALIDATION_ERROR', fieldErrors: table.hashes().map(({ field = '', cause = '' }): FieldError => ({ field, cause })) });
});

Then('the two fields show different messages, in English and in Spanish', function (this: CasinoWorld) {
  this.login.expectFieldMessagesDistinct();
});

Then('my last login attempt carried the captcha token I was given', function (this: CasinoWorld) {
  assert.ok(this.session.passedCaptchaToken);
  assert.equal(this.platform.lastLoginProof().captchaToken, this.session.passedCaptchaToken);
});

Then('my last login attempt carried the code the platform sent to {string}', async function (this: CasinoWorld, username: string) {
  assert.equal(this.platform.lastLoginProof().mfaCode, await this.platform.lastSmsCodeOf(username));
});

// ── Logging out ───────────────────────────────────────────────────────────────────────────────

Then('I see a success message that I have been logged out, in English', function (this: CasinoWorld) {
  this.session.expectLoggedOut(true);
  const { text } = this.notices.expectOne('success', { translated: true });
  assert.match(text, /logged out/i, `"${text}" does not tell the player they are logged out`);
});

Then('the site is told that I logged out', function (this: CasinoWorld) {
  assert.deepEqual(this.session.events, [{ type: 'loggedOut' }]);
});

Then('I see the error {string}', function (this: CasinoWorld, message: string) {
  this.session.expectLoggedOut(false);
  assert.equal(this.notices.expectOne('error').text, message);
});

Then('I see an error in Spanish that is not the English {string}', function (this: CasinoWorld, english: string) {
  assert.equal(this.session.language(), 'es');
  this.notices.expectOne('error', { translated: true, english });
});

// ── Language ──────────────────────────────────────────────────────────────────────────────────

Then('the site is in {language}', function (this: CasinoWorld, language: Language) {
  assert.equal(this.session.language(), language);
});

Then('the language cookie says {string}', function (this: CasinoWorld, language: string) {
  assert.equal(this.env.fakes.languageStore.value, language);
});
