import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { control, logIn, newPlayer, type Player } from './support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const referralStorage = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(['referral.affiliate', 'referral.type', 'referral.timestamp', 'referral.affiliateId', 'referral.sharingMethod'].map((key) => [key, localStorage.getItem(key)])),
  );

const referralCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'referral');

/** A fresh player's own referral profile, read from the platform as the account page reads it. */
const referralProfileOf = async (request: APIRequestContext, player: Player): Promise<{ referralCode: string; referredPlayers: number }> => {
  const login = await request.post('/services/login-service/v1/login', { data: { username: player.username, password: player.password } });
  expect(login.status()).toBe(200);
  const { sessionId } = (await login.json()) as { sessionId: string };
  const profile = await request.get(`/services/referral/v1/profiles/${encodeURIComponent(sessionId)}`);
  expect(profile.status()).toBe(200);
  return (await profile.json()) as { referralCode: string; referredPlayers: number };
};

const referralCodeOf = async (request: APIRequestContext, player: Player): Promise<string> => (await referralProfileOf(request, player)).referralCode;

const arrivesFromAnAffiliate = async (page: Page) => {
  // REF-01: the keys are read once and leave the address bar; the other parameters stay.
  await page.goto('/?ref=AFF-AURORA-001&affid=77&extcmpid=newsletter&page=2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/\?page=2$/);
  // REF-03: kept once the platform has recognised the token (REF-06).
  await expect.poll(() => referralStorage(page)).toMatchObject({
    'referral.affiliate': 'AFF-AURORA-001',
    'referral.type': 'AFFILIATE',
    'referral.affiliateId': '77',
    'referral.sharingMethod': 'newsletter',
  });
  expect(Number((await referralStorage(page))['referral.timestamp'])).toBeGreaterThan(Date.now() - 60_000);
  // REF-05: 3456000 s from now, for the whole site.
  const cookie = await referralCookie(page);
  expect(cookie).toMatchObject({ value: 'AFF-AURORA-001', path: '/', sameSite: 'Lax' });
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(3_456_000 - 120);
};

test('a visitor arriving with an affiliate token has it kept, and the keys leave the address bar', async ({ page }) => {
  await arrivesFromAnAffiliate(page);
});

test('@mobile a visitor arriving with an affiliate token on a small screen has it kept', async ({ page }) => {
  await arrivesFromAnAffiliate(page);
});

test("a friend's /welcome link keeps the player's code as a PROFILE referral and shows the home page", async ({ page, request }) => {
  const code = await referralCodeOf(request, await newPlayer(request));
  await page.goto(`/welcome/${code}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => referralStorage(page)).toMatchObject({ 'referral.affiliate': code, 'referral.type': 'PROFILE' });
});

// (A CR or LF in the query never reaches the site: the server refuses control characters with 422.)
test('a token with markup or a cookie attribute in it is never stored', async ({ page }) => {
  await page.goto(`/?ref=${encodeURIComponent('x; path=/; <b>admin</b>')}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/\?lang=en$/);
  expect(await referralStorage(page)).toMatchObject({ 'referral.affiliate': null });
  expect(await referralCookie(page)).toBeUndefined();
});

const refersAFriend = async (page: Page, request: APIRequestContext) => {
  const player = await newPlayer(request);
  await logIn(page, player, '/login?destination=%2Faccount');
  await expect(page).toHaveURL(/\/account$/);
  const section = page.getByRole('region', { name: 'Refer a friend' });
  await expect(section).toBeVisible();
  const code = section.getByTestId('referral-code');
  await expect(code).toHaveText(/^P[A-Z0-9]{7}$/);
  const link = section.getByTestId('referral-link');
  await expect(link).toHaveText(new RegExp(`/welcome/${await code.textContent()}$`));
  await expect(section.getByTestId('referred-players')).toHaveText('0');
  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(section.getByRole('status').filter({ hasText: /Link copied\.|could not be copied/ })).toBeVisible();
};

test("a player's account page shows the refer-a-friend code and link", async ({ page, request }) => {
  await refersAFriend(page, request);
});

test('@mobile the refer-a-friend section fits a small screen', async ({ page, request }) => {
  await refersAFriend(page, request);
});

test("a friend who arrives through a player's link and joins is counted as referred by that player", async ({ page, request }) => {
  // Journeys all sign up from 127.0.0.1: this one starts with the platform's hourly allowance of sign-ups.
  expect((await control(request, 'DELETE', '/sandbox/control/registration-attempts')).status()).toBe(204);
  const referrer = await newPlayer(request);
  const code = await referralCodeOf(request, referrer);
  await page.goto(`/welcome/${code}?extcmpid=raf_chat`);
  await expect.poll(() => referralStorage(page)).toMatchObject({ 'referral.affiliate': code, 'referral.type': 'PROFILE', 'referral.sharingMethod': 'raf_chat' });
  await page.goto('/join');
  const email = `friend.${Date.now()}@referral.test`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Friend');
  await page.getByLabel('Date of birth').fill('1991-06-20');
  await page.getByLabel('Country of residence').selectOption('MT');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Mobile number').fill('9912 3456');
  await page.getByLabel(/I am 18 or older/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('display-name')).toHaveText('Grace Friend');
  const joined = await (await control(request, 'GET', `/sandbox/control/players/${encodeURIComponent(email)}`)).json();
  expect(joined).toMatchObject({ registration: { referral: { token: code, type: 'PROFILE', affiliateId: null, sharingMethod: 'raf_chat' } } });
  expect((await referralProfileOf(request, referrer)).referredPlayers).toBe(1);
});
