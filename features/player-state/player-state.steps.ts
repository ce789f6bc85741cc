// The document must exist before Testing Library is loaded: keep this import first.
import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { waitFor, within } from '@testing-library/react';
import { dateTimeText } from '../../src/presentation/shared/date-time-text';
import { nextId } from '../content/content-pages';
import type { CasinoWorld } from '../support/world';

/** The break banner's words and where its link leads, or null when there is no banner. */
const breakBanner = async (world: CasinoWorld): Promise<{ readonly text: string; readonly link: string | null } | null> => {
  await world.ui.settle();
  const banner = browserWindow.document.querySelector('[data-testid="break-banner"]');
  if (banner === null) return null;
  return { text: banner.querySelector('p')?.textContent?.trim() ?? '', link: banner.querySelector('a')?.getAttribute('href') ?? null };
};

const dateOf = (world: CasinoWorld, iso: string): string => dateTimeText(new Date(iso), world.messages.currentLanguage());

Then('the header offers {string} beside the balance, leading to {string}', async function (this: CasinoWorld, name: string, path: string) {
  const link = await this.ui.headerLink(name);
  assert.deepEqual(link, { href: path, besideBalance: true });
});

Then('the header offers no {string}', async function (this: CasinoWorld, name: string) {
  assert.equal(await this.ui.headerLink(name), null);
});

Then('the break banner says I am taking a break until {string}, with a way to the safer-gambling hub', async function (this: CasinoWorld, iso: string) {
  const expected = this.messages.t('saferGambling:breakBanner.TIME_OUT', undefined, { date: dateOf(this, iso) });
  assert.deepEqual(await breakBanner(this), { text: expected, link: '/safer-gambling' });
});

Then('the break banner says my self-exclusion reached its end date on {string}', async function (this: CasinoWorld, iso: string) {
  const expected = this.messages.t('saferGambling:breakBanner.expired', undefined, { date: dateOf(this, iso) });
  assert.equal((await breakBanner(this))?.text, expected);
});

Then('there is no break banner', async function (this: CasinoWorld) {
  assert.equal(await breakBanner(this), null);
});

const depositToPlay = async (world: CasinoWorld): Promise<{ readonly text: string; readonly link: string | null } | null> => {
  await world.ui.settle();
  const prompt = browserWindow.document.querySelector('[data-testid="deposit-to-play"]');
  if (prompt === null) return null;
  const link = prompt.querySelector('a');
  return { text: prompt.firstChild?.textContent?.trim() ?? '', link: link?.getAttribute('href') ?? null };
};

Then('the game page says {string} with a way to deposit', async function (this: CasinoWorld, text: string) {
  assert.deepEqual(await depositToPlay(this), { text, link: '/account/cashier/deposit' });
});

Then('the game page offers no deposit', async function (this: CasinoWorld) {
  assert.equal(await depositToPlay(this), null);
});

// ── PS-04: what a break takes away, and what it leaves ────────────────────────────────────────────

const page = () => within(browserWindow.document.body);

/** The controls (links and buttons) of the card of `name`, by their visible text. */
const cardControls = async (world: CasinoWorld, name: string): Promise<string[]> => {
  await world.ui.settle();
  const card = [...browserWindow.document.querySelectorAll('[data-testid="game-card"]')].find((element) => element.querySelector('.game-card__name')?.textContent === name);
  assert.ok(card, `no card of ${name} on the page`);
  return [...card.querySelectorAll('a, button')].map((control) => control.textContent?.trim() ?? '').filter((text) => text !== '' && text !== name);
};

Given('the promotions page lists the promotion {string} and the offer {string}', function (this: CasinoWorld, promotion: string, offer: string) {
  const list = [
    { type: 'content_page', id: nextId('promotion'), title: promotion, pageType: 'promotion', path: `promotions/${promotion.toLowerCase().replace(/\W+/g, '-')}` },
    { type: 'marketing_page', id: nextId('offer'), title: offer, slug: 'welcome-offer' },
  ];
  this.content.add('mainContent', { type: 'section', id: nextId('promotions'), title: 'This week', layout: 'links', items: list }, 'promotions');
});

Then('the card of {string} offers {string}', async function (this: CasinoWorld, name: string, control: string) {
  assert.ok((await cardControls(this, name)).includes(control), `the card of ${name} offers no ${control}`);
});

Then('the card of {string} offers no way to play', async function (this: CasinoWorld, name: string) {
  const offered = await cardControls(this, name);
  for (const key of ['games:gameCard.quickPlayShort', 'games:gameCard.practicePlayShort']) assert.ok(!offered.includes(this.messages.t(key)), `the card offers ${this.messages.t(key)}`);
});

Then('the page shows no {string}', async function (this: CasinoWorld, text: string) {
  await this.ui.settle();
  assert.deepEqual(page().queryAllByText(text, { exact: false }).map((element) => element.textContent), []);
});

Then('the page offers no button {string}', async function (this: CasinoWorld, key: string) {
  await this.ui.settle();
  assert.equal(page().queryByRole('button', { name: this.messages.t(key) }), null);
});

Then('the page says {string} with a link {string} to {string}', async function (this: CasinoWorld, key: string, linkKey: string, path: string) {
  await this.ui.settle();
  const paragraph = page().getByText(this.messages.t(key));
  const link = within(paragraph.parentElement ?? paragraph).getByRole('link', { name: this.messages.t(linkKey) });
  assert.equal(link.getAttribute('href'), path);
});

Then('the cashier offers no deposit form', async function (this: CasinoWorld) {
  await this.ui.settle();
  assert.equal(browserWindow.document.querySelector('iframe'), null);
});

Then('the cashier shows its form', async function (this: CasinoWorld) {
  await this.ui.settle();
  await waitFor(() => assert.ok(browserWindow.document.querySelector('iframe'), 'no cashier frame'));
});

const redeemPanel = async (world: CasinoWorld) => {
  await world.ui.settle();
  return browserWindow.document.querySelector('[data-testid="redeem-points"]');
};

Then('the page offers no redemption of points', async function (this: CasinoWorld) {
  assert.equal(await redeemPanel(this), null);
});

Then('the page offers the redemption of points', async function (this: CasinoWorld) {
  await waitFor(async () => assert.notEqual(await redeemPanel(this), null, 'no redeem panel on the page'));
});
