import { expect, pageChecked, test } from './fixtures';
import { newPlayer, signIn } from './support';

/**
 * Every page of the site, visited on purpose and checked on its own: journeys check the pages they
 * settle on, but a page a journey only passes through may be left before its check ends. The checks
 * (`e2e/fixtures.ts`): no serious or critical axe violation, one `h1`, a `main` landmark, no console
 * error, no request off the machine and nothing scrolling sideways. Journeys run at desktop width and
 * check every page they settle on there; this sweep is where every page meets a phone's screen.
 */

/** Pages of the content service: lobbies, a marketing page, a content page of each section, the region notice. */
const contentPages = ['/casino', '/live-casino', '/promotions', '/welcome-offer', '/sportsbook', '/pages/about-us', '/articles/how-to-play-roulette', '/promotions/weekend-reload', '/not-available-in-region', '/help/common-faq'];
/** Pages of the games: a category, a subcategory, a game's page and virtual sports (game 1331). */
const gamePages = ['/casino/slots', '/casino/slots/classic', '/casino/live-casino/roulette', '/casino/slots/classic/starburst', '/virtual-sports'];
/** The help centre, the contact and affiliate forms, the hub, the sportsbook's frame and the document pages anyone may open. */
const openPages = [
  '/help',
  '/help/search-content?searchTerm=withdrawal',
  '/help/payments/withdrawal-times',
  '/contact-us',
  '/become-an-affiliate',
  '/safer-gambling',
  '/sports',
  '/validate-document/unable',
  '/blocked-document-status',
];
const visitorPages = ['/', '/login', '/join', '/error/not-found', '/error/internal-server', '/account/password-reset', '/account/pin-code', ...openPages, ...contentPages, ...gamePages];
const playerPages = [
  '/',
  '/account',
  '/account/pin-code',
  '/validation-code/validatePhone',
  '/account/cashier/deposit',
  '/account/cashier/withdraw',
  '/account/cashier/withdraw/manage-pending',
  '/account/history',
  '/account/two-factor',
  '/my-games',
  '/safer-gambling',
  '/help',
  '/contact-us',
  '/sports',
  ...contentPages,
  ...gamePages,
];

// At 360 px, one test per page (`@mobile`: playwright.config.ts runs them in the phone project), so
// the pages spread over the workers and a failure names its page.
test.describe('@mobile every page at 360 px', () => {
  for (const path of visitorPages) {
    test(`@mobile ${path} as a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await pageChecked(page), `${path} was checked`).toBe(true);
    });
  }

  for (const path of playerPages) {
    test(`@mobile ${path} as a player`, async ({ page, request }) => {
      await signIn(page, await newPlayer(request));
      await page.goto(path);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await pageChecked(page), `${path} was checked`).toBe(true);
    });
  }
});
