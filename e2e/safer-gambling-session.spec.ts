import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, newPlayer } from './support';

const starburst = { name: 'Starburst', path: '/casino/slots/classic/starburst' };
const gameFrame = (page: Page) => page.frameLocator(`iframe[title="${starburst.name}, the game"]`);
const sessionBar = (page: Page) => page.getByRole('region', { name: 'Your session' });

/** The boxes of two elements overlap on screen. */
const overlaps = async (first: Locator, second: Locator): Promise<boolean> => {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (a === null || b === null) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
};

test(`a reality check on the fake clock shows the time played and the net position; the session clock ticks in the game (SG-07, SG-08, SG-16)`, async ({ page, request }) => {
  const player = await newPlayer(request);
  // Playwright's clock drives the page's Date and timers from here on; it runs on by itself until moved.
  await page.clock.install();
  await logIn(page, player);
  // SG-11, SG-16: a first login says so, with the Maltese jurisdiction's message.
  const welcome = page.getByRole('status').filter({ hasText: 'Welcome. This is your first login.' });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Play responsibly. You can set limits at any time in Safer gambling.' })).toBeVisible();
  // At the foot of the screen: the header with its search, the channel menu and the heading stay in view.
  for (const part of [page.getByRole('banner'), page.locator('.channel-menu'), page.getByRole('heading', { level: 1 })]) expect(await overlaps(welcome, part)).toBe(false);

  await page.goto(`${starburst.path}#quickplay_realplay`);
  const spin = gameFrame(page).getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(spin).toBeEnabled();

  // SG-08: the session clock since login, ticking, and the net position in euros.
  const clock = sessionBar(page).getByTestId('session-clock');
  await expect(clock).toHaveText(/^00:0\d:\d\d$/);
  const first = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: 5_000 }).not.toBe(first);
  await expect(sessionBar(page).getByTestId('session-net-position')).toHaveText(/^[+−]?€\d+\.\d\d$/);
  await expect(sessionBar(page)).toContainText('Time since login');

  // SG-07: an hour later (the device slept, or the player played on), the reality check.
  await page.clock.fastForward(61 * 60_000);
  const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been playing for 1 h 1 min this session.');
  await expect(dialog).toContainText(/Since you logged in you have (won €\d+\.\d\d|lost €\d+\.\d\d|neither won nor lost)\./);
  await expect(dialog.getByRole('button', { name: 'Continue playing' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Stop playing' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Continue playing' }).click();
  await expect(dialog).toBeHidden();
  await expect(clock).toHaveText(/^01:0\d:\d\d$/);
  await expect(spin).toBeVisible();
});

test('@mobile "Stop playing" leaves the game and logs the player out, with the jurisdiction\'s goodbye (SG-07, SG-16)', async ({ page, request }) => {
  const player = await newPlayer(request);
  await page.clock.install();
  await logIn(page, player);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  // The login's notices sit at the foot of the screen: the header, the menus and the heading stay in view.
  const welcome = page.getByRole('status').filter({ hasText: 'Welcome. This is your first login.' });
  await expect(welcome).toBeVisible();
  for (const part of [page.getByRole('banner'), page.locator('.channel-menu'), page.getByRole('heading', { level: 1 })]) expect(await overlaps(welcome, part)).toBe(false);
  await page.goto(`${starburst.path}#quickplay_realplay`);
  await expect(gameFrame(page).getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
  await page.clock.fastForward(60.5 * 60_000);
  const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
  await dialog.getByRole('button', { name: 'Stop playing' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for playing. If you need help, Sedqa answers on 1810.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
});
