import { expect, pageChecked, test } from './fixtures';
import { logIn, newPlayer } from './support';

/**
 * Every page of the site, visited on purpose and checked before moving on: journeys check the pages
 * they settle on, but a page a journey only passes through may be left before its check ends. What a
 * check finds fails the test at its end (`e2e/fixtures.ts`). Desktop, and again at 360 px wide.
 */
/** Pages of the content service: lobbies, a marketing page, a content page of each section, the region notice. */
const contentPages = ['/casino', '/live-casino', '/promotions', '/welcome-offer', '/sportsbook', '/pages/about-us', '/articles/how-to-play-roulette', '/promotions/weekend-reload', '/not-available-in-region', '/help/common-faq'];
/** Pages of the games: a category, a subcategory, a game's page and virtual sports (game 1331). */
const gamePages = ['/casino/slots', '/casino/slots/classic', '/casino/live-casino/roulette', '/casino/slots/classic/starburst', '/virtual-sports'];
const visitorPages = ['/', '/login', '/error/not-found', '/error/internal-server', '/account/password-reset', '/account/pin-code', ...contentPages, ...gamePages];
const playerPages = ['/', '/account', '/account/pin-code', '/validation-code/validatePhone', '/account/cashier/deposit', '/account/cashier/withdraw', '/my-games', ...contentPages, ...gamePages];

// About twenty pages each, every one fully checked (axe included): more than one journey's time.
test.describe.configure({ timeout: 150_000 });

for (const tag of ['', '@mobile ']) {
  test(`${tag}every page a visitor can open passes the page checks`, async ({ page }) => {
    for (const path of visitorPages) {
      await page.goto(path);
      expect(await pageChecked(page), `${path} was checked`).toBe(true);
    }
  });

  test(`${tag}every page a player can open passes the page checks`, async ({ page, request }) => {
    await logIn(page, await newPlayer(request));
    await expect(page.getByTestId('header-balance')).toHaveText('€125.50');
    for (const path of playerPages) {
      await page.goto(path);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      expect(await pageChecked(page), `${path} was checked`).toBe(true);
    }
  });
}
