import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, newPlayer, patchPlayer, type Player } from './support';

/** Seeded catalogue: "Starburst" is a classic slot with practice play (docs/sandbox.md). */
const starburst = { name: 'Starburst', path: '/casino/slots/classic/starburst' };

const cashierFrame = (page: Page) => page.frameLocator('iframe[title="Cashier: Withdraw"]');
const gameFrame = (page: Page) => page.frameLocator(`iframe[title="${starburst.name}, the game"]`);

/** The player's session, as the site keeps it in its cookie, for asking the platform directly. */
const sessionOf = async (page: Page): Promise<string> => {
  const cookie = (await page.context().cookies()).find((found) => found.name === 'sid');
  expect(cookie, 'no session cookie').toBeDefined();
  return decodeURIComponent(cookie?.value ?? '');
};

let keys = 0;
/** A card deposit as the legacy cashier makes it (its page is another suite's journey). */
const depositThroughTheApi = async (page: Page, request: APIRequestContext, amount: number, currency: string) => {
  keys += 1;
  const response = await request.post(`/services/payment/v1/profiles/${encodeURIComponent(await sessionOf(page))}/deposits`, {
    headers: { 'Idempotency-Key': `e2e-sg-deposit-${Date.now()}-${keys}` },
    data: { amount, currency, method: 'CARD', card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
};

/** Logs in on the withdrawal page and asks for a withdrawal in the legacy cashier's frame. */
const withdrawInTheCashier = async (page: Page, player: Player, amount: string, pending: RegExp) => {
  await logIn(page, player, `/login?destination=${encodeURIComponent('/account/cashier/withdraw')}`);
  await expect(page).toHaveURL(/\/account\/cashier\/withdraw$/);
  await expect(page.locator('.embedded-app')).toHaveAttribute('aria-busy', 'false');
  await cashierFrame(page).getByLabel(/^Amount/).fill(amount);
  await cashierFrame(page).getByRole('button', { name: 'Withdraw' }).click();
  await expect(cashierFrame(page).getByText(pending)).toBeVisible();
};

/** This month's name as the statement shows it: the month of the jurisdiction's calendar. */
const thisMonth = (timeZone: string): string => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(new Date()).map((part) => [part.type, part.value]));
  return new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, 1)));
};

/** Opens Starburst for real money and waits for its reels. */
const openStarburst = async (page: Page) => {
  await page.goto(starburst.path);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByText('Real money', { exact: true })).toBeVisible();
  await expect(gameFrame(page).getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
};

test(`a British player cannot cancel a withdrawal, sees it on the monthly statement, and their game offers no autoplay nor quick spin`, async ({ page, request }) => {
  const player = await newPlayer(request, 'london@demo.test');
  await withdrawInTheCashier(page, player, '30.00', /Your withdrawal of £30.00 is pending/);

  // SG-12: GB's rules say a withdrawal may not be reversed: manage-pending offers no cancel.
  await page.goto('/account/cashier/withdraw/manage-pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending withdrawals' })).toBeVisible();
  await expect(page.getByText('£30.00').first()).toBeVisible();
  await expect(page.getByText('Cannot be cancelled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancel withdrawal/ })).toHaveCount(0);

  // SG-11: the statement's month follows London's calendar.
  await depositThroughTheApi(page, request, 1500, 'GBP');
  await page.goto('/account/history');
  const statement = page.getByRole('table', { name: 'Monthly statement' });
  const row = statement.getByRole('row', { name: new RegExp(`^${thisMonth('Europe/London')}`) });
  await expect(row.getByRole('cell')).toHaveText(['£15.00', '£30.00', '£0.00']);

  // SG-15: no autoplay nor quick spin in a British game.
  await openStarburst(page);
  await expect(gameFrame(page).getByRole('button', { name: 'Autoplay 10 spins' })).toHaveCount(0);
  await expect(gameFrame(page).getByLabel('Quick spin')).toHaveCount(0);
});

test(`a Maltese player cancels a withdrawal, sees the month's deposits and withdrawals, and plays autoplay until they stop it`, async ({ page, request }) => {
  const player = await newPlayer(request);
  await patchPlayer(request, player.username, {
    balances: [
      { type: 'Playable', amount: 100 },
      { type: 'Withdrawable', amount: 100 },
      { type: 'PendingWithdrawal', amount: 0 },
    ],
  });
  await withdrawInTheCashier(page, player, '40.00', /Your withdrawal of €40.00 is pending/);

  // SG-12: MT's rules let the player change their mind.
  await page.goto('/account/cashier/withdraw/manage-pending');
  await page.getByRole('button', { name: 'Cancel withdrawal €40.00' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal of €40.00 cancelled' })).toBeVisible();

  // SG-11: the deposit and the reversal are money in; the reversed withdrawal stays a withdrawal.
  await depositThroughTheApi(page, request, 2500, 'EUR');
  await page.goto('/account/history');
  const statement = page.getByRole('table', { name: 'Monthly statement' });
  await expect(statement.getByRole('columnheader')).toHaveText(['Month', 'Deposits', 'Withdrawals', 'Net position']);
  const row = statement.getByRole('row', { name: new RegExp(`^${thisMonth('Europe/Malta')}`) });
  await expect(row.getByRole('cell')).toHaveText(['€65.00', '€40.00', '€0.00']);
  await expect(statement.getByRole('row')).toHaveCount(13);

  // SG-15: autoplay and quick spin in a Maltese game; Stop ends the run.
  await openStarburst(page);
  const game = gameFrame(page);
  await game.getByLabel('Quick spin').check();
  await game.getByRole('button', { name: 'Autoplay 10 spins' }).click();
  await expect(game.getByRole('status').filter({ hasText: /^Autoplay: spin \d+ of 10\.$/ })).toBeVisible();
  // A run may end by itself (a big win, its ten spins) before Stop is pressed: Stop is there only while it goes on.
  const stop = game.getByRole('button', { name: 'Stop autoplay' });
  const pressed = await stop.click({ timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  await expect(game.getByText(pressed ? /^Autoplay stopped\.$/ : /^Autoplay (finished its spins|stopped after a big win)\.$/)).toBeVisible();
  await expect(game.getByRole('button', { name: 'Autoplay 10 spins' })).toBeFocused();
});
