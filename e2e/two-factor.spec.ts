import { generateSync } from 'otplib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, newPlayer } from './support';

/** The newest SMS code the sandbox "sent" to the player (the outbox lists the newest first). */
const lastSmsCode = async (request: APIRequestContext, username: string): Promise<string> => {
  const rows = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(username)}`)).json()) as { channel: string; code?: string }[];
  return rows.find((row) => row.channel === 'SMS')?.code ?? '';
};

/** What the player's authenticator app shows, `steps` periods of 30 s from now. */
const totp = (secret: string, steps = 0): string => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const statusShows = (page: Page, status: string) => expect(page.getByRole('main').getByText('Status:')).toContainText(status);

test(`a player turns two-factor on by SMS, logs in with the app's code, and resets it`, async ({ page, request }) => {
  const player = await newPlayer(request, 'ready@demo.test');
  await logIn(page, player, '/login?destination=%2Faccount');

  // MFA-04, MFA-05: the reminder, dismissed for a day with a cookie under /account.
  const reminder = page.getByRole('complementary', { name: 'Two-factor authentication' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Not now' }).click();
  await expect(reminder).toBeHidden();
  const snooze = (await page.context().cookies()).find((cookie) => cookie.name === 'tfaReminderSnoozed');
  expect(snooze).toMatchObject({ value: '1', path: '/account', sameSite: 'Lax' });
  expect((snooze?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(86_400 - 60);
  expect((snooze?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(86_400);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(reminder).toBeHidden();

  await page.goto('/account/two-factor');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication', level: 1 })).toBeVisible();
  await statusShows(page, 'Not set up');

  // MFA-01: the enrolment code goes by SMS; it opens the setup page.
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByText('We sent a 6-digit code to your phone.')).toBeVisible();
  await page.getByLabel('Code from the SMS').fill(await lastSmsCode(request, player.username));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account\/two-factor\/setup$/);

  // MFA-08: the key as a QR code with a text alternative, and as text in groups of four.
  await expect(page.getByRole('img', { name: 'QR code to add your account to an authenticator app' })).toBeVisible();
  const grouped = (await page.getByTestId('manual-key').textContent()) ?? '';
  expect(grouped).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = grouped.replace(/\s+/g, '');
  await page.getByLabel('6-digit code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await statusShows(page, 'On');
  // The URI lived in this tab's session storage only until the app's first code.
  expect(await page.evaluate(() => Object.keys(sessionStorage).some((key) => (sessionStorage.getItem(key) ?? '').startsWith('otpauth:')))).toBe(false);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('region', { name: 'Account menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out. See you soon!')).toBeVisible();

  // The login now asks for the app's code; the step just used is spent, the next one is within the window.
  await logIn(page, player, '/login?destination=%2Faccount%2Ftwo-factor');
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication', level: 1 })).toBeVisible();
  await statusShows(page, 'On');

  // MFA-13: the lost phone: reset with the SMS code of changeStatus2FA.
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByText('We sent a 6-digit code to your phone.')).toBeVisible();
  await page.getByLabel('Code from the SMS').fill(await lastSmsCode(request, player.username));
  await page.getByRole('button', { name: 'Reset two-factor authentication' }).click();
  await expect(page.getByText('Two-factor authentication was reset. Set it up again.')).toBeVisible();
  await statusShows(page, 'Not set up');
});
