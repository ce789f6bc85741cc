import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { dateTimeText } from '../../src/presentation/shared/date-time-text';
import { browserWindow } from '../support/dom-environment';
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
