import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { browserWindow } from '../support/dom-environment';
import userEvent from '@testing-library/user-event';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import { languageNamed } from '../support/messages-driver';
import type { CasinoWorld } from '../support/world';
import { limitTypeNamed, periodNamed, SaferGamblingDriver } from './safer-gambling-driver';

const drivers = new WeakMap<CasinoWorld, SaferGamblingDriver>();

/** The safer-gambling driver of this scenario's world. */
const hub = (world: CasinoWorld): SaferGamblingDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new SaferGamblingDriver(world.env, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

const list = (text: string): string[] => text.split(',').map((item) => item.trim()).filter((item) => item !== '');
const spaced = (text: string): string => text.replace(/\s+/g, ' ').trim();

// ── The operator and the platform ────────────────────────────────────────────────────────────

Given("the operator's default jurisdiction {string} lists the help organisation {string} with phone {string} and website {string}", function (this: CasinoWorld, code: string, name: string, phone: string, url: string) {
  hub(this).jurisdictionWithHelp(code, [{ name, phone, url }], true);
});

Given('the jurisdiction {string} lists the help organisation {string} with phone {string} and website {string}', function (this: CasinoWorld, code: string, name: string, phone: string, url: string) {
  hub(this).jurisdictionWithHelp(code, [{ name, phone, url }], false);
});

Given("the operator's default jurisdiction {string} names the national self-exclusion scheme {string} at {string}", function (this: CasinoWorld, code: string, name: string, url: string) {
  hub(this).jurisdictionWithScheme(code, { name, url }, true);
});

Given('the jurisdiction {string} names the national self-exclusion scheme {string} at {string}', function (this: CasinoWorld, code: string, name: string, url: string) {
  hub(this).jurisdictionWithScheme(code, { name, url }, false);
});

Given("the operator's default jurisdiction {string} names no national self-exclusion scheme", function (this: CasinoWorld, code: string) {
  hub(this).jurisdictionWithScheme(code, null, true);
});

Given("the site reads the jurisdictions of the platform's configuration", async function (this: CasinoWorld) {
  await hub(this).jurisdictionsOfThePlatform();
});

Given('a player {string} with password {string} who lives in {string}', async function (this: CasinoWorld, username: string, password: string, country: string) {
  await this.platform.register(username, password);
  hub(this).playerLivesIn(username, country, null);
});

Given('a player {string} with password {string} who lives in {string} subdivision {string}', async function (this: CasinoWorld, username: string, password: string, country: string, subdivision: string) {
  await this.platform.register(username, password);
  hub(this).playerLivesIn(username, country, subdivision);
});

Given("the platform's cooling-off time is {int} hours", function (this: CasinoWorld, hours: number) {
  hub(this).coolingOffHours(hours);
});

Given('the platform will apply my next change only on {string}, after the cooling-off time', function (this: CasinoWorld, iso: string) {
  hub(this).holdNextChangeUntil(iso);
});

Given("the platform will refuse my next limit as not in my account's currency", function (this: CasinoWorld) {
  hub(this).refuseNextChange({ field: 'currency', cause: 'NOT_ALLOWED' });
});

Given('the platform will refuse my next limit as too large', function (this: CasinoWorld) {
  hub(this).refuseNextChange({ field: 'amount', cause: 'TOO_LARGE' });
});

Given('I chose the language {string}', function (this: CasinoWorld, name: string) {
  const code = languageNamed(name);
  assert.ok(this.env.site.get<LanguageService>(I18nTokens.LanguageService).select(code), `${name} is not published`);
});

Given('I have a {word} {word} limit of {string}', async function (this: CasinoWorld, period: string, type: string, typed: string) {
  await hub(this).setThroughService(limitTypeNamed(type), periodNamed(period), typed);
});

// ── What the player does ─────────────────────────────────────────────────────────────────────

When('I set the {word} {word} limit to {string}', async function (this: CasinoWorld, period: string, type: string, typed: string) {
  await hub(this).setLimit(limitTypeNamed(type), periodNamed(period), typed);
});

When('I set the daily session time limit to {string}', async function (this: CasinoWorld, typed: string) {
  await hub(this).setLimit('SESSION_TIME', 'DAY', typed);
});

When('I remove the {word} {word} limit', async function (this: CasinoWorld, period: string, type: string) {
  await hub(this).removeLimit(limitTypeNamed(type), periodNamed(period));
});

When('I follow the link to the hub', async function (this: CasinoWorld) {
  const [link] = hub(this).hubLinks();
  assert.ok(link !== undefined, 'no link to the hub');
  await userEvent.setup({ document: browserWindow.document }).click(link);
  await this.ui.settle();
});

When('I open the account menu', async function (this: CasinoWorld) {
  await this.ui.openAccountMenu();
});

// ── What the player sees ─────────────────────────────────────────────────────────────────────

Then("the hub's heading is {string}", async function (this: CasinoWorld, keyOrText: string) {
  const expected = keyOrText.startsWith('saferGambling.') ? hub(this).t(keyOrText) : keyOrText;
  assert.equal(await hub(this).heading(), expected);
});

Then('the hub explains {string}', async function (this: CasinoWorld, keys: string) {
  await this.ui.settle();
  for (const key of list(keys)) await this.ui.expectText(hub(this).t(key));
});

Then('the hub lists the help organisations {string}', async function (this: CasinoWorld, names: string) {
  await this.ui.settle();
  const shown = hub(this).organisations();
  assert.deepEqual(shown.map((text) => list(names).find((name) => text.startsWith(name)) ?? text), list(names));
});

Then('the hub lists no help organisations', async function (this: CasinoWorld) {
  await this.ui.settle();
  assert.deepEqual(hub(this).organisations(), []);
  assert.equal(browserWindow.document.body.textContent?.includes(hub(this).t('saferGambling.helpTitle')), false);
});

Then('the hub says I can also exclude myself from every gambling site licensed in my country with {string}, a link to {string} in a new tab', async function (this: CasinoWorld, name: string, url: string) {
  await this.ui.settle();
  assert.deepEqual(await hub(this).nationalScheme(), {
    text: hub(this).t('saferGambling:takeBreak.nationalScheme', { name }),
    link: { name, href: url, target: '_blank', rel: 'noopener noreferrer' },
  });
});

Then('the hub names no national self-exclusion scheme', async function (this: CasinoWorld) {
  await this.ui.settle();
  assert.equal(await hub(this).nationalScheme(), null);
});

Then('the hub offers to log in to set limits', async function (this: CasinoWorld) {
  await this.ui.expectText(hub(this).t('saferGambling.loginToSet'));
  const login = [...browserWindow.document.querySelectorAll('main a')].find((link) => link.textContent === hub(this).t('saferGambling.login'));
  assert.equal(login?.getAttribute('href'), '/login?destination=%2Fsafer-gambling');
});

Then('the page links to the hub', async function (this: CasinoWorld) {
  await this.ui.settle();
  const inFooter = hub(this).hubLinks().filter((link) => link.closest('footer') !== null);
  assert.deepEqual(inFooter.map((link) => link.getAttribute('href')), ['/safer-gambling']);
});

Then('the account menu links to the hub', async function (this: CasinoWorld) {
  const inMenu = hub(this).hubLinks().filter((link) => link.closest('.account-panel') !== null);
  assert.deepEqual(inMenu.map((link) => link.getAttribute('href')), ['/safer-gambling']);
});

Then('the {word} card says {string}', async function (this: CasinoWorld, type: string, text: string) {
  assert.equal(spaced(await hub(this).outcome(limitTypeNamed(type))), text);
});

Then('the session time card says {string}', async function (this: CasinoWorld, text: string) {
  assert.equal(spaced(await hub(this).outcome('SESSION_TIME')), text);
});

Then('the {word} {word} limit reads {string}', async function (this: CasinoWorld, period: string, type: string, text: string) {
  assert.equal(spaced(await hub(this).entryText(limitTypeNamed(type), periodNamed(period))), text);
});

Then('the {word} card says the limit rises to {string} on {string}, staying {string} until then', async function (this: CasinoWorld, type: string, value: string, iso: string, current: string) {
  const name = type === 'deposit' ? 'daily deposit limit' : `${type} limit`;
  const date = hub(this).dateInLanguage(iso);
  assert.equal(spaced(await hub(this).outcome(limitTypeNamed(type))), `Your ${name} will rise to ${value} on ${date}. Until then it stays ${current}.`);
});

Then('the {word} card says the limit is removed on {string}, staying {string} until then', async function (this: CasinoWorld, type: string, iso: string, current: string) {
  const date = hub(this).dateInLanguage(iso);
  assert.equal(spaced(await hub(this).outcome(limitTypeNamed(type))), `Your weekly ${type} limit will be removed on ${date}. Until then it stays ${current}.`);
});

Then('the {word} {word} limit shows it rises to {string} on {string}', async function (this: CasinoWorld, period: string, type: string, value: string, iso: string) {
  const expected = hub(this).t('saferGambling.pendingRaise', { value, date: hub(this).dateInLanguage(iso) });
  assert.ok(spaced(await hub(this).entryText(limitTypeNamed(type), periodNamed(period))).endsWith(spaced(expected)), `no "${expected}"`);
});

Then('the {word} {word} limit shows it is removed on {string}', async function (this: CasinoWorld, period: string, type: string, iso: string) {
  const expected = hub(this).t('saferGambling.pendingRemoval', { date: hub(this).dateInLanguage(iso) });
  assert.ok(spaced(await hub(this).entryText(limitTypeNamed(type), periodNamed(period))).endsWith(spaced(expected)), `no "${expected}"`);
});

Then('the hub says raising or removing a limit waits {int} hours', async function (this: CasinoWorld, hours: number) {
  await this.ui.expectText(hub(this).t('saferGambling.limitsRule', { count: hours }));
});

Then('the {word} amount field shows the error {string} and has focus', async function (this: CasinoWorld, type: string, text: string) {
  const error = await hub(this).fieldError(limitTypeNamed(type));
  assert.deepEqual(error, { text, focused: true, described: true });
});

Then('the session time minutes field shows the error {string} and has focus', async function (this: CasinoWorld, text: string) {
  const error = await hub(this).fieldError('SESSION_TIME');
  assert.deepEqual(error, { text, focused: true, described: true });
});

Then('the platform received a {word} {word} limit of {string}', function (this: CasinoWorld, period: string, type: string, amount: string) {
  assert.deepEqual(hub(this).lastChangeReceived(), { type: limitTypeNamed(type), period: periodNamed(period), value: amount });
});

Then('the platform received a daily session time limit of {int} minutes', function (this: CasinoWorld, minutes: number) {
  assert.deepEqual(hub(this).lastChangeReceived(), { type: 'SESSION_TIME', period: 'DAY', value: `${minutes} minutes` });
});

Then('the platform received no limit change', function (this: CasinoWorld) {
  assert.deepEqual(hub(this).changesReceived(), []);
});

// ── Over the platform, whose clock the scenario does not hold ─────────────────────────────────

When('I remove the daily session time limit', async function (this: CasinoWorld) {
  await hub(this).removeLimit('SESSION_TIME', 'DAY');
});

Then('the {word} card says the limit will rise to {string}, staying {string} until then', async function (this: CasinoWorld, type: string, value: string, current: string) {
  const said = spaced(await hub(this).outcome(limitTypeNamed(type)));
  assert.match(said, new RegExp(`^Your \\w+ ${type} limit will rise to ${escape(value)} on .+\\. Until then it stays ${escape(current)}\\.$`));
});

Then('the {word} {word} limit reads as {string} with a rise to {string} waiting', async function (this: CasinoWorld, period: string, type: string, value: string, raised: string) {
  const shown = await hub(this).entryText(limitTypeNamed(type), periodNamed(period));
  assert.match(shown, new RegExp(`^${escape(hub(this).t(`saferGambling.period.${periodNamed(period)}`))}: ${escape(value)} .* Rises to ${escape(raised)} on .+\\.$`));
});

Then('the session time card says the limit will be removed, staying {string} until then', async function (this: CasinoWorld, current: string) {
  const said = spaced(await hub(this).outcome('SESSION_TIME'));
  assert.match(said, new RegExp(`^Your daily session time limit will be removed on .+\\. Until then it stays ${escape(current)}\\.$`));
});

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
