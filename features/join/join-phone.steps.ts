import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { verification } from '../verification/verification.steps';
import type { CasinoWorld } from '../support/world';
import { joining } from './join.steps';

// Typing a whole form and the platform's slow password hash take longer than a click.
When('I join as {string} with the mobile number {string} {string}', { timeout: 60_000 }, async function (this: CasinoWorld, email: string, prefix: string, phone: string) {
  await joining(this).openSignUps();
  await joining(this).join({ email: joining(this).unused(email), phonePrefix: prefix, phone });
});

Given('{string} has no phone number', async function (this: CasinoWorld, username: string) {
  await verification(this).removePhone(username);
});

When('I enter the code the platform sent to my new number', async function (this: CasinoWorld) {
  const driver = verification(this);
  await driver.enterCode(await driver.lastCodeSent(joining(this).email.toLowerCase()));
});

When('I add the mobile number {string} {string} and ask for a code', async function (this: CasinoWorld, prefix: string, phone: string) {
  await verification(this).sendCodeTo(prefix, phone);
});

When('I change my number to {string} {string} and ask for a code', async function (this: CasinoWorld, prefix: string, phone: string) {
  await verification(this).pressButton('phone.changeNumber');
  await verification(this).sendCodeTo(prefix, phone);
});

Then('the join form offers the mobile country code {string}', async function (this: CasinoWorld, prefix: string) {
  await this.ui.settle();
  assert.equal(joining(this).selectedPhonePrefix(), prefix);
});

Then('a code is already on its way, and I can ask for a new one', function (this: CasinoWorld) {
  assert.equal(verification(this).hasButton('phone.resend'), true, 'the page offers "Send code", as if none was sent');
});

Then('I can add a mobile number to my account', async function (this: CasinoWorld) {
  await this.ui.settle();
  assert.ok(verification(this).hasField('phone.numberLabel'), 'no field for the number');
  assert.ok(verification(this).hasButton('phone.send'), 'no button to send a code');
});

Then('the cursor is in the {string} field', async function (this: CasinoWorld, label: string) {
  assert.equal(await verification(this).focusedLabel(), label);
});

Then('the platform keeps {string} as the unverified number of the player who just joined', async function (this: CasinoWorld, phone: string) {
  assert.deepEqual(await verification(this).storedPhone(joining(this).email.toLowerCase()), { phone, status: 'NOT_VALIDATED' });
});

Then('the platform keeps {string} as the verified number of {string}', async function (this: CasinoWorld, phone: string, username: string) {
  assert.deepEqual(await verification(this).storedPhone(username), { phone, status: 'VALIDATED' });
});

Then('the mobile number field says {string}', function (this: CasinoWorld, cause: string) {
  assert.equal(joining(this).fieldMessage('phone'), joining(this).expected(`join.errors.phone.${cause}`));
});
