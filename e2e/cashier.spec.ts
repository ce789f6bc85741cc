import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pageChecked, test } from './fixtures';
import { logIn, newPlayer, patchPlayer, type Player } from './support';

const cashierFrame = (page: Page, title: string) => page.frameLocator(`iframe[title="Cashier: ${title}"]`);

/** The legacy page in the frame has reported that it loaded. */
const frameLoaded = async (page: Page) => {
  await expect(page.locator('.embedded-app')).toHaveAttribute('aria-busy', 'false');
};

const pendingBanner = (page: Page) => page.getByRole('complementary', { name: 'Manage pending withdrawals' });

/** A fresh EUR player with 100.00 withdrawable, logged in on `path`. */
const playerWithCash = async (page: Page, request: APIRequestContext, path: string): Promise<Player> => {
  const player = await newPlayer(request);
  await patchPlayer(request, player.username, {
    balances: [
      { type: 'Playable', amount: 100 },
      { type: 'Withdrawable', amount: 100 },
      { type: 'PendingWithdrawal', amount: 0 },
    ],
  });
  await logIn(page, player, `/login?destination=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return player;
};

/** The player's session, as the site keeps it in its cookie, for asking the platform directly. */
const sessionOf = async (page: Page): Promise<string> => {
  const cookie = (await page.context().cookies()).find((found) => found.name === 'sid');
  expect(cookie, 'no session cookie').toBeDefined();
  return decodeURIComponent(cookie?.value ?? '');
};

let keys = 0;
const withdrawThroughTheApi = async (page: Page, request: APIRequestContext, amount: number, currency = 'EUR') => {
  keys += 1;
  const session = await sessionOf(page);
  const response = await request.post(`/services/payment/v1/profiles/${encodeURIComponent(session)}/withdrawals`, {
    headers: { 'Idempotency-Key': `e2e-withdrawal-${Date.now()}-${keys}` },
    data: { amount, currency, method: 'CARD' },
  });
  expect(response.status(), await response.text()).toBe(201);
};

// On a phone too: the cashier's frame at 360 px.
for (const tag of ['', '@mobile ']) {
  test(`${tag}a deposit in the cashier frame shows in the account menu's balance without a reload`, async ({ page, request }) => {
    await playerWithCash(page, request, '/account/cashier/deposit');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    const frame = cashierFrame(page, 'Deposit');
    await expect(frame.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await frameLoaded(page);
    expect(await pageChecked(page)).toBe(true);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText('€100.00');

    // CSH-01..03: the methods, the card's limits under the amount before typing, a quick amount.
    await expect(frame.getByRole('navigation', { name: 'Payment method' }).getByRole('link')).toHaveText([/Card/, /Bank transfer/, /E-wallet/]);
    await expect(frame.getByText('Minimum €10.00 · Maximum €5,000.00')).toBeVisible();
    await frame.getByRole('button', { name: '€20', exact: true }).click();
    await expect(frame.getByLabel(/^Amount/)).toHaveValue('20.00');
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByLabel(/^Expiry date/).fill('12/30');
    await frame.getByLabel('Security code (CVC)').fill('123');
    await frame.getByRole('button', { name: 'Pay' }).click();
    await expect(frame.getByText('Your deposit of €20.00 is complete.')).toBeVisible();
    await expect(balance).toHaveText('€120.00');
    if (tag !== '') return;

    // CSH-04: back on the deposit page, the card is remembered; only its security code is asked.
    await frame.getByRole('main').getByRole('link', { name: 'Deposit', exact: true }).click();
    await expect(frame.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
    await expect(frame.getByLabel('Card number')).toHaveCount(0);
    await frameLoaded(page);
    expect(await pageChecked(page)).toBe(true);
    await frame.getByRole('button', { name: '€50', exact: true }).click();
    await frame.getByLabel('Security code (CVC)').fill('456');
    await frame.getByRole('button', { name: 'Pay' }).click();
    await expect(frame.getByText('Your deposit of €50.00 is complete.')).toBeVisible();
    await expect(balance).toHaveText('€170.00');

    // CSH-01, CSH-09: another method is a page of its own, the address and the frame's name follow it.
    await frame.getByRole('main').getByRole('link', { name: 'Deposit', exact: true }).click();
    await frame.getByRole('link', { name: /Bank transfer/ }).click();
    await expect(page).toHaveURL(/\/account\/cashier\/deposit\/bank$/);
    await expect(cashierFrame(page, 'Deposit by bank transfer').getByText('Minimum €20.00 · Maximum €10,000.00')).toBeVisible();
  });
}

test(`a declined card says so and moves nothing`, async ({ page, request }) => {
  await playerWithCash(page, request, '/account/cashier/deposit');
  const frame = cashierFrame(page, 'Deposit');
  await frameLoaded(page);
  await frame.getByLabel(/^Amount/).fill('25.00');
  await frame.getByLabel('Card number').fill('4000 0000 0000 0002');
  await frame.getByLabel(/^Expiry date/).fill('12/30');
  await frame.getByLabel('Security code (CVC)').fill('123');
  await frame.getByRole('button', { name: 'Pay' }).click();
  await expect(frame.getByText('Your card was declined. No money was taken. Try another card.')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('€100.00');
});

test(`a withdrawal shows the pending banner, and cancelling it from manage-pending returns the money`, async ({ page, request }) => {
  await playerWithCash(page, request, '/account/cashier/withdraw');
  await expect(page.getByRole('navigation', { name: 'Ways to withdraw' }).getByRole('link', { name: 'Send to a player' })).toBeVisible();
  const frame = cashierFrame(page, 'Withdraw');
  await frameLoaded(page);
  await frame.getByLabel(/^Amount/).fill('40.00');
  await frame.getByRole('button', { name: 'Withdraw' }).click();
  await expect(frame.getByText(/Your withdrawal of €40.00 is pending/)).toBeVisible();
  await expect(pendingBanner(page)).toContainText('€40.00');
  await expect(page.getByTestId('header-balance')).toHaveText('€60.00');

  await page.getByRole('navigation', { name: 'Ways to withdraw' }).getByRole('link', { name: 'Pending withdrawals' }).click();
  await expect(page).toHaveURL(/\/account\/cashier\/withdraw\/manage-pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending withdrawals' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel withdrawal €40.00' }).click();
  await expect(page.getByText('Cancel this withdrawal of €40.00? The money returns to your withdrawable balance.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal of €40.00 cancelled' })).toBeVisible();
  await expect(page.getByText('You have no pending withdrawals.')).toBeVisible();
  await expect(pendingBanner(page)).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toHaveText('€100.00');
});

test('a withdrawal asked through the API is listed on manage-pending and cancelled there', async ({ page, request }) => {
  await playerWithCash(page, request, '/account');
  await withdrawThroughTheApi(page, request, 1500);
  await page.goto('/account/cashier/withdraw/manage-pending');
  await expect(page.getByRole('list', { name: 'Pending withdrawals' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Cancel withdrawal €15.00' }).click();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByRole('list', { name: 'Pending withdrawals' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Cancel withdrawal €15.00' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('You have no pending withdrawals.')).toBeVisible();
});

test('a GB player sees the pending withdrawal without a cancel: the jurisdiction forbids it', async ({ page, request }) => {
  const player = await newPlayer(request, 'london@demo.test');
  await logIn(page, player, '/login?destination=%2Faccount');
  await expect(page).toHaveURL(/\/account$/);
  await withdrawThroughTheApi(page, request, 1000, 'GBP');
  await page.goto('/account/cashier/withdraw/manage-pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending withdrawals' })).toBeVisible();
  await expect(page.getByText('Cannot be cancelled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancel withdrawal/ })).toHaveCount(0);
});

test(`the transaction history, filtered by kind and dates in the address, and exported as CSV`, async ({ page, request }) => {
  await playerWithCash(page, request, '/account');
  await withdrawThroughTheApi(page, request, 2000);
  // The account page takes in the new withdrawal (its pending notice) as it comes, which can move the
  // link under a click in flight: the click is tried again until it leads to the history.
  await expect(async () => {
    if (!/\/account\/history$/.test(page.url())) await page.getByRole('link', { name: 'Transaction history' }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/account\/history$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem');
  // CSH-06: the pending withdrawal says so, between its kind and its amount.
  await expect(lines.first()).toContainText(/Withdrawal\s*·?\s*◷?\s*Pending/);
  await expect(lines.first()).toContainText('−€20.00');
  expect(await pageChecked(page)).toBe(true);

  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Withdrawal' });
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/history\\?kind=withdrawal&from=${today}&to=${today}$`));
  await expect(lines).toHaveCount(1);

  await page.reload();
  await expect(lines).toHaveCount(1);
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('withdrawal');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const csv = (await import('node:fs/promises')).readFile(path, 'utf8');
  const rows = (await csv).trim().split(/\r?\n/);
  expect(rows[0]).toBe('date,kind,description,amount,currency,status');
  expect(rows.slice(1).map((row) => row.split(',').slice(-3).join(','))).toEqual(['-20.00,EUR,pending']);
});
