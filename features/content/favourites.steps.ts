import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import { Then } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';

/** The rail titled `title` on the page, found by its heading. */
const railTitled = (title: string): HTMLElement => {
  const heading = within(browserWindow.document.body).getByRole('heading', { level: 2, name: title });
  const rail = heading.closest('section');
  assert.ok(rail !== null, `"${title}" heads no rail`);
  return rail;
};

const cardNames = (rail: HTMLElement): string[] =>
  [...rail.querySelectorAll<HTMLElement>('[data-testid="game-card"]')].map((card) => card.querySelector('.game-card__name')?.textContent?.trim() ?? card.textContent?.trim() ?? '');

Then('the rail {string} shows at least {int} game cards, {string} first', async function (this: CasinoWorld, title: string, count: number, first: string) {
  await waitFor(() => assert.ok(cardNames(railTitled(title)).length >= count, `fewer than ${count} cards in "${title}"`), { timeout: 20_000 });
  const names = cardNames(railTitled(title));
  assert.ok(names[0]?.startsWith(first), `the first card of "${title}" is ${names[0]}`);
});

Then('the rail {string} leads to all of them at {string}', function (this: CasinoWorld, title: string, path: string) {
  const more = railTitled(title).querySelector('a.game-rail__more');
  assert.equal(more?.getAttribute('href'), path);
});
