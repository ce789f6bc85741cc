import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { sessionAnswer } from './login-answers';
import type { CasinoWorld } from '../support/world';

// What went over the wire between the site and the platform, in `@platform` scenarios.

Given('the platform answers the next login with {string}', async function (this: CasinoWorld, answer: string) {
  await this.login.platformWillAnswer(answer);
});

Given(
  'the platform answers the next login with the session {string} from {string}, flagged as from a different country, in {string}',
  async function (this: CasinoWorld, sessionId: string, country: string, language: string) {
    await this.platform.answerNextLogin(sessionAnswer(sessionId, { country, differentCountry: true, language }));
  },
);

Given('the platform answers the next login as {string} with a session of theirs, in {string}', async function (this: CasinoWorld, username: string, language: string) {
  const sessionId = await this.platform.openSessionFor(username);
  await this.platform.answerNextLogin(sessionAnswer(sessionId, { country: 'MT', differentCountry: false, language }));
});

Given('the platform reports these balances for {string}:', async function (this: CasinoWorld, username: string, table: DataTable) {
  await this.platform.reportBalances(username, table.hashes().map((row) => ({ type: row.type ?? '', amount: Number(row.amount), currency: row.currency ?? '' })));
});

Then('the platform received one {string} to {string}', function (this: CasinoWorld, method: string, path: string) {
  this.wire.expectOne(method, path);
});

Then('its JSON body holds the username {string} and the password {string}', function (this: CasinoWorld, username: string, password: string) {
  this.wire.expectJsonCredentials(username, password);
});

Then('the login request carried the header {string} as {string}', function (this: CasinoWorld, header: string, value: string) {
  this.wire.expectLoginHeader(header, value);
});

Then('every call made after the login had my session as a segment of its path, and nowhere else', function (this: CasinoWorld) {
  this.wire.expectSessionInEveryPathAfterLogin(this.session.platformSession());
});

Then(/^my (?:balances|loyalty profile) (?:was|were) asked for with "([^"]+)"$/, function (this: CasinoWorld, call: string) {
  this.wire.expectRequested(call, this.session.platformSession());
});

When('I try to log in once against each of these platform answers:', async function (this: CasinoWorld, table: DataTable) {
  await this.login.tryEach(table.hashes().map((row) => ({ answer: row.answer ?? '', ...(row['error code'] ? { errorCode: row['error code'] } : {}) })));
});

Then('each answer showed a different message in {language}', function (this: CasinoWorld, language: 'en' | 'es') {
  this.login.expectAllDistinct(language);
});

Then('no answer showed the same message in English and in Spanish', function (this: CasinoWorld) {
  this.login.expectEachTranslated();
});

Then('each answer was refused with the same message as its error code', async function (this: CasinoWorld) {
  for (const refusal of [...this.login.refusals]) {
    assert.ok(refusal.errorCode, `${refusal.cause} names no error code`);
    assert.equal(refusal.en, await this.login.messageForErrorCode(refusal.errorCode), refusal.cause);
  }
});

Then('every answer showed the same message in English', function (this: CasinoWorld) {
  assert.equal(new Set(this.login.refusals.map((refusal) => refusal.en)).size, 1, this.login.refusals.map((refusal) => `${refusal.cause}: ${refusal.en}`).join('\n'));
});

Then('that message is not the one for an unknown error code', async function (this: CasinoWorld) {
  assert.notEqual(this.login.refusals[0]?.en, await this.login.messageForErrorCode('SOMETHING_NOBODY_KNOWS'));
});

When('the site reads the platform\'s answer to a login as {string} with password {string}', async function (this: CasinoWorld, username: string, password: string) {
  this.loginAnswer = await this.session.readLoginAnswer(username, password);
});

Then(
  'the answer names the session {string}, the country {string}, a login from a different country and the language {string}',
  function (this: CasinoWorld, sessionId: string, userCountry: string, language: string) {
    const expected = { kind: 'SUCCESS', success: { sessionId, userCountry, loginFromDifferentCountry: true, language } };
    assert.deepEqual(this.loginAnswer, { _tag: 'Right', right: expected });
  },
);
