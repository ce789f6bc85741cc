import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';
import { PasswordRecoveryDriver } from './password-recovery-driver';

const drivers = new WeakMap<CasinoWorld, PasswordRecoveryDriver>();

const recovery = (world: CasinoWorld): PasswordRecoveryDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new PasswordRecoveryDriver(world.env, world.ui, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

/** The session another device holds, per scenario. */
const otherDevices = new WeakMap<CasinoWorld, string>();

When('I ask for a reset link for {string}', async function (this: CasinoWorld, email: string) {
  await recovery(this).askForLink(email);
});

When('I ask for a reset link for {string} {int} times', async function (this: CasinoWorld, email: string, times: number) {
  for (let time = 1; time <= times; time += 1) {
    await this.ui.open('/account/forgot-password');
    await recovery(this).askForLink(email);
  }
});

Then('I read that a link is on its way if an account uses that address', async function (this: CasinoWorld) {
  await recovery(this).expectMessage(recovery(this).t('forgotPassword.sent'));
});

Then('I read that there were too many requests for a link, and to wait {int} minutes', async function (this: CasinoWorld, minutes: number) {
  await recovery(this).expectMessage(recovery(this).t('forgotPassword.errors.RATE_LIMITED_WAIT', { count: minutes }));
});

Then('the platform was asked to e-mail a reset link to {string}', function (this: CasinoWorld, email: string) {
  assert.deepEqual(recovery(this).resetRequestsReceived(), [{ email }]);
});

Then('the platform was asked for nothing', function (this: CasinoWorld) {
  assert.deepEqual(recovery(this).resetRequestsReceived(), []);
  assert.deepEqual(recovery(this).resetsReceived(), []);
});

Then('{string} received an e-mail with a link to choose a new password', async function (this: CasinoWorld, username: string) {
  assert.equal(await recovery(this).resetEmailCount(username), 1);
});

Then('{string} received no e-mail', async function (this: CasinoWorld, username: string) {
  assert.equal(await recovery(this).resetEmailCount(username), 0);
});

Given('{string} is logged in on another device', async function (this: CasinoWorld, username: string) {
  otherDevices.set(this, await this.platform.openSessionFor(username));
});

Given('{string} asked for a reset link', async function (this: CasinoWorld, username: string) {
  await recovery(this).requestLinkDirectly(username);
});

Given('the platform issued the reset link token {string} to {string}', function (this: CasinoWorld, token: string, username: string) {
  recovery(this).issueToken(username, token);
});

When('I open the link of the e-mail to {string}', async function (this: CasinoWorld, username: string) {
  await this.ui.open(await recovery(this).latestLinkTo(username));
});

When('I choose the new password {string}', async function (this: CasinoWorld, password: string) {
  await recovery(this).chooseNewPassword(password);
});

Then('the session on the other device has ended', async function (this: CasinoWorld) {
  const session = otherDevices.get(this);
  assert.ok(session !== undefined, 'no session on another device');
  assert.equal(await recovery(this).isSessionLive(session), false);
});

Then('{string} can log in with {string} but no longer with {string}', async function (this: CasinoWorld, username: string, fresh: string, old: string) {
  assert.equal(await recovery(this).loginStatus(username, fresh), 200);
  assert.equal(await recovery(this).loginStatus(username, old), 401);
});

Then('I am offered a new link', function (this: CasinoWorld) {
  assert.ok(recovery(this).hasLink(recovery(this).t('passwordReset.askAgain'), '/account/forgot-password'));
});

Then('I am told the password {word}', async function (this: CasinoWorld, problem: string) {
  const keys: Record<string, string> = { 'is-too-short': 'TOO_SHORT', 'is-too-common': 'COMMON_PASSWORD', 'is-easy-to-guess': 'TOO_WEAK' };
  const key = keys[problem];
  assert.ok(key !== undefined, `no such problem: ${problem}`);
  await recovery(this).expectMessage(recovery(this).t(`passwordReset.problems.${key}`, { min: 10, max: 128 }));
});

Given('{string} got {int} wrong passwords in a row from my connection', async function (this: CasinoWorld, username: string, count: number) {
  for (let attempt = 1; attempt <= count; attempt += 1) assert.equal(await recovery(this).loginStatus(username, 'not-the-password'), 401);
});

Then('I read that my account is blocked for {int} minutes', async function (this: CasinoWorld, minutes: number) {
  await recovery(this).expectMessage(recovery(this).t('login.errors.BLOCKED_FOR', { count: minutes }));
});

Then('the message offers {string}', async function (this: CasinoWorld, name: string) {
  await recovery(this).expectLinkInAlert(name, '/account/forgot-password');
});
