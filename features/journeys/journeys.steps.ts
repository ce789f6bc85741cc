// The document must exist before Testing Library is loaded: keep this import first.
import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextId } from '../content/content-pages';
import type { CasinoWorld } from '../support/world';

const main = () => within(browserWindow.document.querySelector('main') ?? browserWindow.document.body);

/** The welcome's words: its paragraphs, as the player reads them. */
const welcomeTexts = async (world: CasinoWorld): Promise<string[]> => {
  await main().findByRole('heading', { level: 1 });
  await world.ui.settle();
  return [...(browserWindow.document.querySelector('main')?.querySelectorAll('p') ?? [])].map((p) => p.textContent?.trim() ?? '');
};

const linkTo = (name: string): string | null => main().queryByRole('link', { name })?.getAttribute('href') ?? null;

Given('the content service has the welcome offer {string} saying {string}', function (this: CasinoWorld, title: string, text: string) {
  const page = this.content.page('welcome-offer', 'Welcome offer');
  page.regions.mainContent.unshift({ type: 'slideshow', id: nextId('welcome'), title: 'Welcome offer', slides: [{ type: 'slide', id: nextId('slide'), title, text, image: null, cta: null }] });
});

Then('the welcome greets me as {string}', async function (this: CasinoWorld, name: string) {
  const heading = await main().findByRole('heading', { level: 1 });
  assert.equal(heading.textContent, `Welcome, ${name}`);
});

Then('the welcome says {string}', async function (this: CasinoWorld, text: string) {
  const texts = await welcomeTexts(this);
  assert.ok(texts.includes(text), `the welcome says: ${texts.join(' | ')}`);
});

Then('the welcome offers {string} leading to {string}', async function (this: CasinoWorld, name: string, path: string) {
  await welcomeTexts(this);
  assert.equal(linkTo(name), path);
});

Then('the welcome offers no {string}', async function (this: CasinoWorld, name: string) {
  await welcomeTexts(this);
  assert.equal(linkTo(name), null);
});

Then('the welcome shows the offer {string} saying {string}, with {string} leading to {string}', async function (this: CasinoWorld, title: string, text: string, name: string, path: string) {
  await welcomeTexts(this);
  const offer = await main().findByRole('complementary', { name: 'Welcome offer' });
  const texts = [...offer.querySelectorAll('p')].map((p) => p.textContent?.trim());
  assert.deepEqual(texts, [title, text]);
  assert.equal(within(offer).getByRole('link', { name }).getAttribute('href'), path);
});

When('I follow {string} on the welcome', async function (this: CasinoWorld, name: string) {
  await welcomeTexts(this);
  await userEvent.setup({ document: browserWindow.document }).click(main().getByRole('link', { name }));
  await this.ui.settle();
});

/** The alert of the play bar that says `text`, and whether it offers a way to the cashier. */
const playProblem = async (world: CasinoWorld, text: string) => {
  await world.ui.settle();
  const alert = main()
    .queryAllByRole('alert')
    .find((element) => element.querySelector('p')?.textContent?.trim() === text);
  assert.ok(alert, `no alert says "${text}"`);
  return within(alert).queryByRole('link', { name: 'Deposit' })?.getAttribute('href') ?? null;
};

Then('the game page tells me {string} with a way to deposit', async function (this: CasinoWorld, text: string) {
  assert.equal(await playProblem(this, text), '/account/cashier/deposit');
});

Then('the game page tells me {string} with no way to deposit', async function (this: CasinoWorld, text: string) {
  assert.equal(await playProblem(this, text), null);
});
