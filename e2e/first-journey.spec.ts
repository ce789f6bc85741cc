import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pageChecked, test } from './fixtures';
import { control, newPlayer, signIn } from './support';

/** Seeded catalogue: "Starburst" is a classic slot (docs/sandbox.md). */
const starburst = { name: 'Starburst', path: '/casino/slots/classic/starburst' };

const gameFrame = (page: Page) => page.frameLocator(`iframe[title="${starburst.name}, the game"]`);
const cashierFrame = (page: Page) => page.frameLocator('iframe[title="Cashier: Deposit"]');

/** The amount in the header, in cents. */
const headerBalanceCents = async (page: Page): Promise<number> => Math.round(Number(((await page.getByTestId('header-balance').textContent()) ?? '').replace(/[^0-9.]/g, '')) * 100);

/** Checks the page the journey is on now (axe, one h1, a main, no sideways scroll at 360 px). */
const checked = async (page: Page) => {
  expect(await pageChecked(page)).toBe(true);
};

/** The newest SMS code the sandbox sent the player (the outbox lists the newest first). */
const smsCodeFor = async (request: APIRequestContext, username: string): Promise<string> => {
  const rows = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(username)}`)).json()) as { channel: string; code?: string }[];
  const code = rows.find((row) => row.channel === 'SMS')?.code;
  expect(code, 'no SMS code in the outbox').toBeDefined();
  return code ?? '';
};

// Journeys all sign up from 127.0.0.1: each starts with the platform's hourly allowance of sign-ups.
test.beforeEach(async ({ request }) => {
  expect((await control(request, 'DELETE', '/sandbox/control/registration-attempts')).status()).toBe(204);
});

for (const tag of ['', '@mobile ']) {
  test(`${tag}a new visitor goes from the home page to a real-money spin: join, the phone's code, the welcome, a first deposit, play`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = `first.${randomBytes(4).toString('hex')}@journey.test`;

    // Home → Join.
    await page.goto('/');
    await checked(page);
    await page.getByRole('banner').getByRole('link', { name: 'Join' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Join' })).toBeVisible();
    await checked(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByLabel('Country of residence').selectOption('MT');
    await page.getByLabel('Currency').selectOption('EUR');
    await expect(page.getByLabel('Country code', { exact: true })).toHaveValue('+356');
    await page.getByLabel('Mobile number').fill('9912 3456');
    await page.getByLabel(/I am 18 or older/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    // The phone page, its code already sent; the page opens at its top, not where the form's button was.
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your phone number' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await checked(page);
    await page.getByLabel('Code (6 digits)').fill(await smsCodeFor(request, email));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    // JRN-05: the welcome, which leads to the first deposit.
    await expect(page).toHaveURL(/\/account\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace Hopper' })).toBeVisible();
    await expect(page.getByText('Your balance is €0.00. Make your first deposit to play for real money.')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Welcome offer' })).toContainText('Welcome offer: 100% up to €200');
    await checked(page);
    await page.getByRole('link', { name: 'Make your first deposit' }).click();

    // The cashier's card form in its frame; the header's balance follows the deposit.
    await expect(page).toHaveURL(/\/account\/cashier\/deposit$/);
    await expect(page.locator('.embedded-app')).toHaveAttribute('aria-busy', 'false');
    await checked(page);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText('€0.00');
    const cashier = cashierFrame(page);
    await cashier.getByLabel(/^Amount/).fill('25.00');
    await cashier.getByLabel('Card number').fill('4242 4242 4242 4242');
    await cashier.getByLabel(/^Expiry date/).fill('12/30');
    await cashier.getByLabel('Security code (CVC)').fill('123');
    await cashier.getByRole('button', { name: 'Pay' }).click();
    await expect(cashier.getByText('Your deposit of €25.00 is complete.')).toBeVisible();
    await expect(balance).toHaveText('€25.00');

    // The receipt leads on to the casino; the search finds the slot (on a phone, from the bottom bar).
    await cashier.getByRole('link', { name: 'Play now' }).click();
    await expect(page).toHaveURL(/\/casino$/);
    await checked(page);
    const searchOpener = tag === '' ? page.getByRole('banner') : page.getByRole('navigation', { name: 'Quick navigation' });
    await searchOpener.getByRole('button', { name: 'Search games' }).click();
    await page.getByRole('combobox', { name: 'Search games' }).fill(starburst.name);
    await page.getByRole('option', { name: new RegExp(starburst.name) }).first().click();
    await expect(page).toHaveURL(new RegExp(`${starburst.path}$`));

    // A slot, for real money: a few rounds always move the balance (one may win back its stake).
    await expect(page.getByRole('heading', { level: 1, name: starburst.name })).toBeVisible();
    await expect(page.getByTestId('deposit-to-play')).toHaveCount(0);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByText('Real money', { exact: true })).toBeVisible();
    const spin = gameFrame(page).getByRole('button', { name: 'Spin', exact: true });
    await expect(spin).toBeEnabled();
    await checked(page);
    for (let round = 0; round < 5; round += 1) {
      await spin.click();
      await expect(spin).toBeEnabled();
      if ((await headerBalanceCents(page)) !== 2_500) break;
    }
    await expect.poll(() => headerBalanceCents(page)).not.toBe(2_500);
  });
}

// The widths are the journey's above; the stake's words at €0 are the same on both.
test(`at a zero balance the game says why beside the stake, and its Deposit, like the play bar's, opens the cashier`, async ({ page, request }) => {
  const player = await newPlayer(request, 'ready@demo.test', { balances: [{ type: 'Playable', amount: 0 }, { type: 'Withdrawable', amount: 0 }] });
  await signIn(page, player);
  await page.goto(`${starburst.path}#quickplay_realplay`);
  await expect(page.getByText('Real money', { exact: true })).toBeVisible();
  // JRN-06: the site keeps the deposit offer above the game, and the header has its own.
  await expect(page.getByTestId('deposit-to-play')).toContainText('Your balance is €0.00: too low for any stake. Make a deposit to play for real money.');
  await expect(page.getByTestId('header-deposit')).toBeVisible();
  const game = gameFrame(page);
  await expect(game.getByRole('combobox', { name: 'Stake' })).toHaveAccessibleDescription('Your balance of €0.00 is less than the lowest stake (€0.10). Make a deposit to play.');
  await checked(page);

  // A spin anyway: the game says why, and the play bar offers the deposit too.
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(game.getByText('Your balance is too low for this stake. Choose a lower stake or make a deposit.')).toBeVisible();
  const problem = page.getByRole('alert').filter({ hasText: 'Not enough balance for this stake. Lower the stake or make a deposit.' });
  await expect(problem.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/account/cashier/deposit');

  await game.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/account\/cashier\/deposit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
});
