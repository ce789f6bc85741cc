import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { replyOf } from '../support/login-driver';
import type { CasinoWorld } from '../support/world';

Given('the site talks to the platform over HTTP', function (this: CasinoWorld) {
  this.env.wire('http');
});

Given('the platform answers the next login with status {int} and the body {}', function (this: CasinoWorld, status: number, body: string) {
  this.env.http.scriptLogin(replyOf(status, body));
});

Given('the platform knows the session {string} as {string}', function (this: CasinoWorld, session: string, username: string) {
  this.env.http.acceptSession(session, username);
});

Given('the platform reports these balances for {string}:', function (this: CasinoWorld, username: string, table: DataTable) {
  this.env.http.scriptBalances(username, table.hashes().map((row) => ({ type: row.type, amount: Number(row.amount), currency: row.currency })));
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
  await this.login.tryEach(table.hashes() as { cause: string; status: string; body: string }[]);
});

Then('each cause showed a different message in {language}', function (this: CasinoWorld, language: 'en' | 'es') {
  this.login.expectAllDistinct(language);
});

Then('no cause showed the same message in English and in Spanish', function (this: CasinoWorld) {
  this.login.expectEachTranslated();
});

Then('each answer was refused with the same message as the platform\'s error code of that name', async function (this: CasinoWorld) {
  for (const refusal of [...this.login.refusals]) assert.equal(refusal.en, await this.login.messageForErrorCode(refusal.cause), refusal.cause);
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
