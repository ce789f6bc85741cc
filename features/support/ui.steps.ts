import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';

Given('I open the page {string}', async function (this: CasinoWorld, path: string) {
  await this.ui.open(path);
});

Then('I am on the page {string}', async function (this: CasinoWorld, path: string) {
  await this.ui.waitForLocation(path);
});

When('I log in on the page as {string} with password {string}', async function (this: CasinoWorld, username: string, password: string) {
  await this.ui.logIn(username, password);
});

When('I open the account menu and press the log out button', async function (this: CasinoWorld) {
  await this.ui.openAccountMenu();
  await this.ui.press('logout.button');
});

Then('I see the message that I have been logged out', function (this: CasinoWorld) {
  assert.ok(this.ui.shownMessages().includes(this.messages.t('logout.success')), `shown: ${this.ui.shownMessages().join(' | ')}`);
});

Then('the page shows the name {string}', async function (this: CasinoWorld, name: string) {
  await this.ui.expectText(name);
});

Given('I use a {word} screen', function (this: CasinoWorld, kind: 'desktop' | 'mobile') {
  this.ui.useScreen(kind);
});
