import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, newPlayer, patchPlayer } from './support';

/** The outbox lists the newest first; SMS rows carry the code, e-mails the link. */
const outbox = async (request: APIRequestContext, username: string) =>
  (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(username)}`)).json()) as { channel: string; code?: string; link?: string; phone?: string }[];

const loggedInOnAccount = async (page: Page, player: { username: string; password: string }) => {
  await logIn(page, player, '/login?destination=%2Faccount');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
};

test(`a player without a phone number adds one from the account page and verifies it`, async ({ page, request }) => {
  const player = await newPlayer(request, 'ready@demo.test', { phonePrefix: null, phones: [], phoneStatus: 'NOT_VALIDATED' });
  await loggedInOnAccount(page, player);
  await page.getByRole('link', { name: 'Add a phone number' }).click();

  // JRN-03: a form to act on, not a dead end.
  await expect(page.getByRole('heading', { name: 'Verify your phone number', level: 1 })).toBeVisible();
  await page.getByLabel('Country code', { exact: true }).selectOption('+44');
  await page.getByLabel('Phone number', { exact: true }).fill('7700 900 123');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Your phone number *********0123 is not verified yet.')).toBeVisible();
  const codeField = page.getByLabel('Code (6 digits)');
  await expect(codeField).toBeFocused();
  const sms = (await outbox(request, player.username)).find((row) => row.channel === 'SMS');
  expect(sms).toMatchObject({ phone: '+447700900123' });
  await codeField.fill(sms?.code ?? '');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();
});

test(`a player verifies their phone with the code the SMS brought`, async ({ page, request }) => {
  const player = await newPlayer(request, 'ready@demo.test', { phonePrefix: '+356', phones: ['99123456'], phoneStatus: 'NOT_VALIDATED' });
  await loggedInOnAccount(page, player);
  // PH-07: the account's security section shows the number masked.
  await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
  await expect(page.getByTestId('masked-phone')).toHaveText('********3456');
  await page.getByRole('link', { name: 'Verify phone' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your phone number', level: 1 })).toBeVisible();
  await expect(page.getByText('Your phone number ********3456 is not verified yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent. You can ask for 4 more codes this hour.')).toBeVisible();

  const code = (await outbox(request, player.username)).find((row) => row.channel === 'SMS')?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const field = page.getByLabel('Code (6 digits)');
  const verify = page.getByRole('button', { name: 'Verify', exact: true });
  await field.fill(code.slice(0, 5));
  await expect(verify).toBeDisabled();
  await field.fill(`${code.slice(0, 3)}-${code.slice(3)}`);
  await expect(verify).toBeEnabled();
  await verify.click();

  await expect(page.getByText('Your phone number is verified.')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('link', { name: 'Verify phone' })).toBeHidden();
});

test(`a player changes their PIN, then forgets it and sets a new one from the e-mail's link`, async ({ page, request }) => {
  const player = await newPlayer(request, 'ready@demo.test');
  await loggedInOnAccount(page, player);
  await page.getByRole('link', { name: 'Change PIN' }).click();

  await expect(page.getByRole('heading', { name: 'Your PIN code', level: 1 })).toBeVisible();
  await page.getByLabel('Current PIN code').fill('9999');
  await page.getByLabel('New PIN code (4 digits)').fill('4321');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Wrong code. You have 2 attempts left.')).toBeVisible();
  await page.getByLabel('Current PIN code').fill('1234');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Your PIN code has been saved.')).toBeVisible();

  await page.goto('/account/pin-code');
  await page.getByRole('button', { name: 'Forgot your PIN?' }).click();
  await expect(page.getByText('We have sent you an e-mail with a link to choose a new PIN.')).toBeVisible();
  const link = (await outbox(request, player.username)).find((row) => row.channel === 'EMAIL')?.link ?? '';
  expect(link).toMatch(/\/account\/pin-code\?action=forcePinReset&token=/);

  // The link opens in a browser without the session (the player's mail app, say).
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Please choose a new 4-digit PIN code.')).toBeVisible();
  await page.getByLabel('PIN code (4 digits)').fill('2468');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Your new PIN code has been saved. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test(`a blocked withdrawal shows its countdown, which runs`, async ({ page, request }) => {
  const player = await newPlayer(request, 'ready@demo.test');
  await patchPlayer(request, player.username, { operationBlocks: { withdraw: new Date(Date.now() + 125_000).toISOString() } });
  await loggedInOnAccount(page, player);
  await page.goto('/account/cashier/withdraw');

  const banner = page.getByRole('complementary', { name: 'Withdrawals are blocked for security reasons.' });
  await expect(banner).toBeVisible();
  const countdown = banner.locator('time');
  await expect(countdown).toHaveText(/^0[12]:\d\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expect(banner.locator('[aria-live="polite"]')).toHaveText(/^About [23] minutes left\.$/);
});
