import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { control } from './support';

/** An address nobody has used, so that journeys never meet. */
const freshEmail = () => `joiner.${randomBytes(4).toString('hex')}@join.test`;

/** A date of birth `years` ago, shifted by `days`, as the date field takes it. */
const bornYearsAgo = (years: number, days = 0) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10);
};

const fillIn = async (page: Page, details: { email: string; birthDate?: string; phone?: string }) => {
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
  await page.getByLabel('First name').fill('Mary');
  await page.getByLabel('Last name').fill('Joiner');
  await page.getByLabel('Date of birth').fill(details.birthDate ?? '1990-04-12');
  await page.getByLabel('Country of residence').selectOption('MT');
  await page.getByLabel('Currency').selectOption('EUR');
  // JRN-01: the country code starts at the jurisdiction's (Malta).
  await expect(page.getByLabel('Country code', { exact: true })).toHaveValue('+356');
  await page.getByLabel('Mobile number').fill(details.phone ?? '9912 3456');
  await page.getByLabel(/I am 18 or older/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
};

// Journeys all sign up from 127.0.0.1: each starts with the platform's hourly allowance of sign-ups.
test.beforeEach(async ({ request }) => {
  expect((await control(request, 'DELETE', '/sandbox/control/registration-attempts')).status()).toBe(204);
});

/** The newest SMS code the sandbox sent the player (the outbox lists the newest first). */
const smsCode = async (request: Parameters<typeof control>[0], username: string) => {
  const rows = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(username)}`)).json()) as { channel: string; code?: string; phone?: string }[];
  return rows.find((row) => row.channel === 'SMS') ?? null;
};

const joinsWithReferral = async (page: Page, request: Parameters<typeof control>[0]) => {
  const email = freshEmail();
  // NAV-01 and REF-01: the overlay opens the join page; the affiliate's token is kept for the sign-up.
  await page.goto('/?overlay=join&ref=AFF-AURORA-001');
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join' })).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('short');
  await expect(page.getByText('5 characters of at least 10')).toBeVisible();
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await fillIn(page, { email });
  // The sandbox asks a code to validate phones: the new player goes there first, then to the welcome.
  await expect(page).toHaveURL(/\/validation-code\/validatePhone\?destination=%2Faccount%2Fwelcome$/);
  await expect(page.getByTestId('display-name')).toHaveText('Mary Joiner');
  await expect(page.getByRole('heading', { name: 'Verify your phone number', level: 1 })).toBeVisible();
  const state = await (await control(request, 'GET', `/sandbox/control/players/${encodeURIComponent(email)}`)).json();
  expect(state).toMatchObject({
    firstName: 'Mary',
    currency: 'EUR',
    phonePrefix: '+356',
    phones: ['99123456'],
    phoneStatus: 'NOT_VALIDATED',
    registration: { referral: { token: 'AFF-AURORA-001', type: 'AFFILIATE' } },
  });

  // JRN-01: the number is there and its code already sent; the keyboard is in the code field.
  await expect(page.getByText('Your phone number ********3456 is not verified yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeVisible();
  const codeField = page.getByLabel('Code (6 digits)');
  await expect(codeField).toBeFocused();
  const sms = await smsCode(request, email);
  expect(sms).toMatchObject({ phone: '+35699123456' });
  await codeField.fill(sms?.code ?? '');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  // JRN-04, JRN-05: then on to where joining was going, the welcome that leads to the first deposit.
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/welcome$/);
  await expect(page.getByRole('link', { name: 'Make your first deposit' })).toBeVisible();
  expect(await (await control(request, 'GET', `/sandbox/control/players/${encodeURIComponent(email)}`)).json()).toMatchObject({ phoneStatus: 'VALIDATED' });
};

test('a visitor arriving with overlay=join and an affiliate token joins, is logged in, and the sandbox keeps the referral', async ({ page, request }) => {
  await joinsWithReferral(page, request);
});

test('@mobile a visitor joins on a small screen, is logged in, and the sandbox keeps the referral', async ({ page, request }) => {
  await joinsWithReferral(page, request);
});

test('an address already taken is refused with a way to log in', async ({ page }) => {
  await page.goto('/join');
  await fillIn(page, { email: 'ready@demo.test' });
  await expect(page.getByText('This email address cannot be used for a new account. If it is yours, log in instead.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Please check the fields marked below.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/join$/);
});

test('an under-age date of birth is refused on its field before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/services/registration/v1/players')) sent.push(request.url());
  });
  await page.goto('/join');
  await fillIn(page, { email: freshEmail(), birthDate: bornYearsAgo(18, 1) });
  await expect(page.getByText('You must be 18 or older to join.')).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
});

test('a mobile number that cannot be one is refused on its field, and the keyboard goes there', async ({ page }) => {
  await page.goto('/join');
  await fillIn(page, { email: freshEmail(), phone: '99-12-34-56' });
  await expect(page.getByText('Enter digits only (spaces are fine), 4 to 14 of them.')).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toBeFocused();
});

test('a logged-in player opening the join page goes to the account page', async ({ page, request }) => {
  const player = await (await control(request, 'POST', '/sandbox/control/players', { template: 'ready@demo.test' })).json();
  await page.goto('/login');
  await page.getByLabel('Email').fill(player.username);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('display-name')).toBeVisible();
  await page.goto('/join');
  await expect(page).toHaveURL(/\/account$/);
});
