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

// At 360 px, a few pages a test (`@mobile`: playwright.config.ts runs them in the phone project): the
// groups spread over the workers, a player's group logs in once, and every problem the checks find names
// its page (e2e/fixtures.ts). One test a page spent a third of the layer's time on starting tests.
const PAGES_A_TEST = 6;
const groupsOf = (paths: readonly string[]): string[][] =>
  Array.from({ length: Math.ceil(paths.length / PAGES_A_TEST) }, (_, index) => paths.slice(index * PAGES_A_TEST, (index + 1) * PAGES_A_TEST));

test.describe('@mobile every page at 360 px', () => {
  for (const paths of groupsOf(visitorPages)) {
    test(`@mobile as a visitor: ${paths.join(', ')}`, async ({ page }) => {
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        expect(await pageChecked(page), `${path} was checked`).toBe(true);
      }
    });
  }

  for (const paths of groupsOf(playerPages)) {
    test(`@mobile as a player: ${paths.join(', ')}`, async ({ page, request }) => {
      await signIn(page, await newPlayer(request));
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByTestId('header-balance'), path).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' }), path).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        expect(await pageChecked(page), `${path} was checked`).toBe(true);
      }
    });
  }
});
