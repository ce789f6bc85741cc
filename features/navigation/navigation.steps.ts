import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { After, Given, Then } from '@cucumber/cucumber';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import type { CasinoWorld } from '../support/world';

const loggedErrors = new WeakMap<CasinoWorld, unknown[][]>();
let restoreConsole: (() => void) | null = null;

Then('it is not the page-not-found page', async function (this: CasinoWorld) {
  await this.ui.settle();
  assert.notEqual(this.ui.location(), '/error/not-found');
  assert.ok(!this.content.headings(1).includes(this.messages.t('errors.notFoundTitle')), 'the page-not-found page is shown');
});

Given('I chose the language {string} on an earlier visit', function (this: CasinoWorld, language: string) {
  assert.ok(this.env.site.get<LanguageService>(I18nTokens.LanguageService).select(language), `${language} is not published`);
});

Given('the forum is at {string}', function (this: CasinoWorld, origin: string) {
  this.env.configure({ forumOrigins: [origin] });
});

Then('the page links {string} to {string}', async function (this: CasinoWorld, name: string, href: string) {
  await this.ui.settle();
  const links = [...browserWindow.document.querySelectorAll('main a')].filter((link) => link.textContent?.trim() === name);
  assert.deepEqual(links.map((link) => link.getAttribute('href')), [href]);
});

Then('the page has no link {string}', async function (this: CasinoWorld, name: string) {
  await this.ui.settle();
  const links = [...browserWindow.document.querySelectorAll('a')].filter((link) => link.textContent?.trim() === name);
  assert.equal(links.length, 0, `the page links "${name}"`);
});

Given("the site's pages fail while they render", function (this: CasinoWorld) {
  // What the player meets when a page's code cannot be downloaded: the page throws as it renders.
  this.env.loseTwoFactorCode();
  const errors: unknown[][] = [];
  loggedErrors.set(this, errors);
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  restoreConsole = () => (console.error = original);
});

Then('the site logged the failure', function (this: CasinoWorld) {
  const errors = loggedErrors.get(this) ?? [];
  assert.ok(
    errors.some((args) => args.some((arg) => arg instanceof Error && arg.message.includes('Failed to fetch dynamically imported module'))),
    `the failure was not logged: ${JSON.stringify(errors.map((args) => args.map(String)))}`,
  );
});

After(function () {
  restoreConsole?.();
  restoreConsole = null;
});
