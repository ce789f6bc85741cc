import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The other journeys' browsers ask for less data (`savesData` in e2e/fixtures.ts), which turns the
 * prefetch off; this one is a visitor on an ordinary line, as most players are.
 */
test.use({ savesData: false });

const scriptsFetched = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.name));

test('once the home page is shown, every page is fetched while the browser is idle, so the next page opens without fetching a script', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const landing = (await scriptsFetched(page)).length;
  // The landing page needs a few chunks; the prefetch brings every other page's (some 150).
  await expect.poll(async () => (await scriptsFetched(page)).length, { timeout: 30_000 }).toBeGreaterThan(landing + 100);
  // Until it has ended: no script more for a second.
  let seen = -1;
  await expect
    .poll(async () => {
      const count = (await scriptsFetched(page)).length;
      const ended = count === seen;
      seen = count;
      return ended;
    }, { intervals: [1_000], timeout: 30_000 })
    .toBe(true);
  const prefetched = new Set(await scriptsFetched(page));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  expect((await scriptsFetched(page)).filter((script) => !prefetched.has(script))).toEqual([]);
});
