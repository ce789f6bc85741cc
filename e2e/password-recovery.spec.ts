import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { newPlayer } from './support';

/** The newest password-reset link e-mailed to `username`, as the path and query the site serves. */
const resetLinkTo = async (request: APIRequestContext, username: string): Promise<string> => {
  const outbox = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(username)}`)).json()) as { channel: string; link?: string }[];
  const link = outbox.find((row) => row.channel === 'EMAIL' && row.link?.includes('/account/password-reset?') === true)?.link ?? '';
  expect(link).toMatch(/\/account\/password-reset\?action=forcePasswordReset&token=/);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('a player who forgot the password asks for a link, sets a new password and logs in with it', async ({ page, request }) => {
  const player = await newPlayer(request);
  const newPassword = 'Brand-New-Secret-42';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(player.username);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this address' })).toBeVisible();

  // The link opens from the player's mailbox; the token leaves the address bar at once.
  await page.goto(await resetLinkTo(request, player.username));
  await expect(page).toHaveURL(/\/account\/password-reset\?action=forcePasswordReset$/);
  await page.getByLabel('New password (at least 10 characters)').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been changed. Please log in with it.')).toBeVisible();

  // The old password fails…
  await page.getByLabel('Email').fill(player.username);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  // …and the new one logs in.
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('display-name')).toHaveText('Ada Lovelace');
});

test('a used link says so and offers a new one', async ({ page, request }) => {
  const player = await newPlayer(request);
  const answer = await request.post('/services/login-service/v1/password-reset-request', { data: { email: player.username } });
  expect(answer.status()).toBe(202);
  const link = await resetLinkTo(request, player.username);
  const token = new URLSearchParams(link.split('?')[1]).get('token') ?? '';
  expect((await request.post('/services/login-service/v1/password-reset', { data: { token, newPassword: 'Used-Up-Secret-42' } })).status()).toBe(204);

  await page.goto(link);
  await page.getByLabel('New password (at least 10 characters)').fill('Another-Secret-42');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link has expired or has already been used.');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
});
