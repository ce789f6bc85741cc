import { expect, test } from './fixtures';
import { logIn, newPlayer } from './support';

test(`a player sets a daily deposit limit, lowers it at once, and raises it to see the pending change and its date`, async ({ page, request }) => {
  const player = await newPlayer(request);
  await logIn(page, player, '/login?destination=%2Fsafer-gambling');
  await expect(page).toHaveURL(/\/safer-gambling$/);
  await expect(page.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeVisible();

  const deposits = page.getByRole('region', { name: 'Deposit limits' });
  const amount = deposits.getByLabel('Amount in EUR');
  await expect(deposits.getByText('No daily deposit limit set.')).toBeVisible();

  // SG-14: a bad amount is said on the field, which takes focus.
  await amount.fill('12.345');
  await deposits.getByRole('button', { name: 'Set limit' }).click();
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAccessibleDescription(/EUR amounts have at most 2 decimal places\./);

  // SG-02, SG-03: a new limit, then a lower one, apply at once.
  await amount.fill('100');
  await deposits.getByRole('button', { name: 'Set limit' }).click();
  await expect(deposits.getByRole('status')).toHaveText('Your daily deposit limit is now €100.00.');
  await amount.fill('40');
  await deposits.getByRole('button', { name: 'Set limit' }).click();
  await expect(deposits.getByRole('status')).toHaveText('Your daily deposit limit is now €40.00.');
  await expect(deposits.getByText('Per day: €40.00')).toBeVisible();

  // SG-03: a higher one waits for the jurisdiction's cooling-off time, and the hub says until when.
  await amount.fill('80');
  await deposits.getByRole('button', { name: 'Set limit' }).click();
  await expect(deposits.getByRole('status')).toHaveText(/^Your daily deposit limit will rise to €80\.00 on .+\. Until then it stays €40\.00\.$/);
  const appliesAt = new Date(Date.now() + 24 * 3_600_000);
  const year = String(appliesAt.getFullYear());
  await expect(deposits.getByText(/Rises to €80\.00 on/)).toContainText(year);
  await expect(deposits.getByText('Per day: €40.00')).toBeVisible();
});

test('@mobile the hub is one tap from the footer, and tells a visitor where to find help', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Safer gambling', exact: true }).click();
  await expect(page).toHaveURL(/\/safer-gambling$/);
  await expect(page.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Help and support', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).last()).toHaveAttribute('href', '/login?destination=%2Fsafer-gambling');
});

test('a deposit over the daily deposit limit set on the hub is refused in the cashier, saying which limit and what is left', async ({ page, request }) => {
  const player = await newPlayer(request);
  await logIn(page, player, '/login?destination=%2Fsafer-gambling');
  const deposits = page.getByRole('region', { name: 'Deposit limits' });
  await deposits.getByLabel('Amount in EUR').fill('30');
  await deposits.getByRole('button', { name: 'Set limit' }).click();
  await expect(deposits.getByRole('status')).toHaveText('Your daily deposit limit is now €30.00.');

  // SG-04: the platform refuses; the legacy cashier says why.
  await page.goto('/account/cashier/deposit');
  const frame = page.frameLocator('iframe[title="Cashier: Deposit"]');
  await expect(page.locator('.embedded-app')).toHaveAttribute('aria-busy', 'false');
  await frame.getByLabel(/^Amount/).fill('50.00');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel(/^Expiry date/).fill('12/30');
  await frame.getByLabel('Security code (CVC)').fill('123');
  await frame.getByRole('button', { name: 'Pay' }).click();
  await expect(frame.getByText(/This would go over your daily deposit limit of €30\.00\. Left until it resets: €30\.00\./)).toBeVisible();
});
