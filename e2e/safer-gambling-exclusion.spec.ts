import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, newPlayer } from './support';

/** Seeded catalogue: "Starburst" is a classic slot with practice play (docs/sandbox.md). */
const starburst = { name: 'Starburst', path: '/casino/slots/classic/starburst' };

const cashierFrame = (page: Page, title: string) => page.frameLocator(`iframe[title="Cashier: ${title}"]`);
const frameLoaded = (page: Page) => expect(page.locator('.embedded-app')).toHaveAttribute('aria-busy', 'false');

test(`a player takes a one-day time-out with their password: no game, no offer and no deposit form, but a withdrawal goes through`, async ({ page, request }) => {
  const player = await newPlayer(request, 'ready@demo.test', { balances: [{ type: 'Withdrawable', amount: 100 }, { type: 'Playable', amount: 100 }] });
  await logIn(page, player, '/login?destination=%2Fsafer-gambling');
  await expect(page).toHaveURL(/\/safer-gambling$/);

  // SG-09: choose, confirm with the password; a wrong one is said on the field.
  const section = page.getByRole('region', { name: 'Take a break' });
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByText('Choose how long a break you want.')).toBeVisible();
  await section.getByRole('group', { name: 'Time-out' }).getByLabel('1 day').check();
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('heading', { name: 'Confirm your break' })).toBeFocused();
  await expect(section.getByText('You are about to take a time-out of 1 day.', { exact: false })).toBeVisible();
  const password = section.getByLabel('Your password');
  await password.fill('not my password');
  await section.getByRole('button', { name: 'Start my break' }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(/That is not your password\./);
  await password.fill(player.password);
  await section.getByRole('button', { name: 'Start my break' }).click();
  await expect(section.getByRole('status').filter({ hasText: /^Your break has started\. It ends on .+\.$/ })).toBeVisible();
  await expect(section.getByText(/^You are taking a time-out until .+\.$/)).toBeVisible();

  // PS-02: from now on every page says so, and the header offers no deposit.
  const banner = page.getByRole('region', { name: 'Your break' });
  await expect(banner).toContainText(/^You are taking a break until .+\. Deposits, games and offers are paused/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toHaveCount(0);

  // PS-04: no offer in the channel menu, no way to play on the lobby's cards.
  await expect(page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: /Promotions/ })).toHaveCount(0);
  await page.goto('/casino/slots');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expect(page.getByTestId('game-card').getByRole('link', { name: /^(Play .* now|Demo: play .* for fun)$/ })).toHaveCount(0);

  // PS-04: the game's page offers no way into play, and says why.
  await page.goto(starburst.path);
  await expect(banner.getByRole('link', { name: 'Safer gambling' })).toHaveAttribute('href', '/safer-gambling');
  const paused = page.getByTestId('play-paused');
  await expect(paused).toContainText('Games are paused during your break, in real and practice play.');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Practice play' })).toHaveCount(0);
  // A link straight into real play does not start the game either: the platform refuses the launch.
  await page.goto(`${starburst.path}#quickplay_realplay`);
  const refusal = page.getByRole('alert').filter({ hasText: /^You’re taking a break until .+\. Games will not start until then/ });
  await expect(refusal).toBeVisible();
  await expect(page.locator(`iframe[title="${starburst.name}, the game"]`)).toHaveCount(0);
  await expect(refusal.getByRole('link', { name: 'See your break on the safer gambling page' })).toHaveAttribute('href', '/safer-gambling');

  // The cashier offers no deposit form, but the way to withdraw.
  await page.goto('/account/cashier/deposit');
  const depositPaused = page.getByTestId('deposit-paused');
  await expect(depositPaused).toContainText('Deposits are paused during your break.');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toHaveText('€100.00');
  await depositPaused.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/account\/cashier\/withdraw$/);

  // A withdrawal still goes through.
  const withdraw = cashierFrame(page, 'Withdraw');
  await frameLoaded(page);
  await withdraw.getByLabel(/^Amount/).fill('40.00');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw.getByText(/Your withdrawal of €40.00 is pending/)).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('€60.00');
});
