import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { control, logIn } from './support';

/**
 * Issue 21 (SG-17, SG-18, SG-19): a player who excludes themselves from the hub cannot open another
 * account, whatever address or spelling, and the account they already had is excluded with them.
 */
const password = 'correct horse battery staple';
const freshEmail = (name: string) => `${name}.${randomBytes(4).toString('hex')}@register.test`;
/** A person of their own: a birth date no other journey uses, so that the register matches nobody else. */
const freshBirthDate = () => new Date(Date.UTC(1940, 0, 1) + (randomBytes(3).readUIntBE(0, 3) % 12_000) * 86_400_000).toISOString().slice(0, 10);

/** Journeys all sign up from 127.0.0.1, two at a time: each sign-up starts with the platform's hourly allowance. */
const openSignUps = async (request: APIRequestContext) => {
  expect((await control(request, 'DELETE', '/sandbox/control/registration-attempts')).status()).toBe(204);
};

const fillIn = async (page: Page, person: { email: string; firstName: string; lastName: string; birthDate: string }) => {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Date of birth').fill(person.birthDate);
  await page.getByLabel('Country of residence').selectOption('GB');
  await page.getByLabel('Currency').selectOption('GBP');
  await page.getByLabel('Mobile number').fill('7700 900123');
  await page.getByLabel(/I am 18 or older/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
};

/** An account the person opened earlier, straight on the platform. */
const olderAccount = async (request: APIRequestContext, birthDate: string) => {
  const email = freshEmail('older');
  await openSignUps(request);
  const response = await request.post('/services/registration/v1/players', {
    data: { email, password, firstName: 'Mary-Jo', lastName: "O'Brien", birthDate, country: 'GB', currency: 'GBP', language: 'en', acceptTerms: true, referral: null },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { username: email, password };
};

const registerJourney = async (page: Page, request: APIRequestContext) => {
  const birthDate = freshBirthDate();
  const older = await olderAccount(request, birthDate);

  // She joins, and goes to the safer-gambling hub, which offers GAMSTOP beside the operator's own break (SG-19).
  await page.goto('/join');
  await openSignUps(request);
  await fillIn(page, { email: freshEmail('mary'), firstName: 'Mary-Jo', lastName: "O'Brien", birthDate });
  await expect(page.getByTestId('display-name')).toHaveText('Mary-Jo O\'Brien');
  await page.goto('/safer-gambling');
  const section = page.getByRole('region', { name: 'Take a break' });
  await expect(section.getByText('You can also exclude yourself from every gambling site licensed in your country at once, with GAMSTOP.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'GAMSTOP' })).toHaveAttribute('href', 'https://www.gamstop.co.uk');

  // She excludes herself for six months, confirmed with her password.
  await section.getByRole('group', { name: 'Self-exclusion' }).getByLabel('6 months').check();
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('heading', { name: 'Confirm your break' })).toBeFocused();
  await section.getByLabel('Your password').fill(password);
  await section.getByRole('button', { name: 'Start my break' }).click();
  await expect(section.getByText(/^You have excluded yourself until .+\.$/)).toBeVisible();

  // A new account under another address, her name in capitals and without its punctuation, is refused (SG-17).
  await page.context().clearCookies();
  await page.goto('/join');
  await openSignUps(request);
  await fillIn(page, { email: freshEmail('again'), firstName: 'MARY JO', lastName: 'OBRIEN', birthDate });
  const refusal = page.getByRole('alert').filter({ hasText: 'We cannot open an account for you.' });
  await expect(refusal).toBeFocused();
  await expect(refusal).toContainText('The details you gave match a self-exclusion in force with us. A self-exclusion covers every account with us until it ends.');
  await expect(refusal.getByRole('link', { name: 'Safer gambling and where to find help' })).toHaveAttribute('href', '/safer-gambling');
  await expect(refusal.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
  await expect(refusal.getByRole('link', { name: 'GAMSTOP' })).toHaveAttribute('href', 'https://www.gamstop.co.uk');
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByTestId('display-name')).toHaveCount(0);

  // The account she opened before is excluded with her, and says so (SG-18).
  await logIn(page, older);
  // Joined without a PIN, she is first offered to add one; she goes to the hub instead.
  await expect(page).toHaveURL(/\/account\/pin-code\?action=ADD_PIN_CODE/);
  await page.goto('/safer-gambling');
  await expect(section.getByText(/^You have excluded yourself until .+\.$/)).toBeVisible();
  await expect(section.getByText('This self-exclusion was set on another of your accounts with us: it applies to every account you hold with us.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your break' })).toContainText(/^You have excluded yourself until .+\. Deposits, games and offers are paused/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toHaveCount(0);
};

test('a player who excludes herself cannot open another account, and her older account is excluded with her', async ({ page, request }) => {
  await registerJourney(page, request);
});

test('@mobile on a phone, a player who excludes herself cannot open another account, and her older account is excluded with her', async ({ page, request }) => {
  await registerJourney(page, request);
});
