import { expect, test } from './fixtures';
import { controlHeaders, logIn, newPlayer, patchPlayer } from './support';

test('a player logs in and sees their name, balance and cashier shortcuts', async ({ page, request }) => {
  const player = await newPlayer(request);
  await logIn(page, player);
  await expect(page.getByTestId('display-name')).toHaveText('Ada Lovelace');
  await expect(page.getByTestId('header-balance')).toHaveText('€125.50');
  // PS-01: a deposit one click away, beside the balance.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/account/cashier/deposit');
  await page.getByRole('button', { name: 'Account menu: Ada Lovelace Balance €125.50' }).click();
  const menu = page.getByRole('region', { name: 'Account menu' });
  await expect(menu.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Withdraw' })).toBeVisible();
  // The session cookie: the strictest attributes a cookie the site's script must read can have.
  const sid = (await page.context().cookies()).find((cookie) => cookie.name === 'sid');
  expect(sid).toMatchObject({ sameSite: 'Strict', path: '/' });
});

test('a wrong password shows its message', async ({ page, request }) => {
  const player = await newPlayer(request);
  await logIn(page, { ...player, password: 'not-my-password' });
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a player without a PIN code is sent to the PIN page with the destination kept', async ({ page, request }) => {
  const player = await newPlayer(request, 'nopin@demo.test');
  await logIn(page, player, '/login?destination=%2Faccount');
  await expect(page).toHaveURL(/\/account\/pin-code\?action=ADD_PIN_CODE&destination=%2Faccount$/);
  await page.getByLabel('PIN code (4 digits)').fill('4321');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
});

// Every shape of off-site destination is an acceptance scenario over the site's code (AUTH-07, features/
// session); here, in a real browser, the ones whose meaning depends on how the browser resolves a path.
for (const destination of ['/\\evil.example', '/a/..//evil.example']) {
  test(`an off-site destination ${destination} stays on the site`, async ({ page, request, baseURL }) => {
    const player = await newPlayer(request);
    await logIn(page, player, `/login?destination=${encodeURIComponent(destination)}`);
    await expect(page.getByTestId('display-name')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    await expect(page).toHaveURL(/\/$/);
  });
}

test('a player forced to reset the PIN sets one, then logs in to the destination', async ({ page, request }) => {
  const player = await newPlayer(request, 'pin-reset@demo.test');
  await logIn(page, player, '/login?destination=%2Faccount');
  // The one-time token is read, then taken out of the address bar at once.
  await expect(page).toHaveURL(/\/account\/pin-code\?action=forcePinReset&destination=%2Faccount$/);
  await expect(page.getByText('Please choose a new 4-digit PIN code.')).toBeVisible();
  await page.getByLabel('PIN code (4 digits)').fill('2468');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Your new PIN code has been saved. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?destination=%2Faccount$/);
  await page.getByLabel('Email').fill(player.username);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
});

test('a player forced to change the password does so, then logs in with it', async ({ page, request }) => {
  const player = await newPlayer(request, 'reset@demo.test');
  await logIn(page, player);
  await expect(page).toHaveURL(/\/account\/password-reset\?action=forcePasswordReset&destination=%2F$/);
  await page.getByLabel('New password (at least 10 characters)').fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password must have at least 10 characters.');
  await page.getByLabel('New password (at least 10 characters)').fill('A-brand-new-password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been changed. Please log in with it.')).toBeVisible();
  await page.getByLabel('Email').fill(player.username);
  await page.getByLabel('Password').fill('A-brand-new-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('display-name')).toHaveText('Alan Turing');
});

test('a balance changed on the platform appears without a reload', async ({ page, request }) => {
  const player = await newPlayer(request);
  await page.clock.install();
  await logIn(page, player);
  await expect(page.getByTestId('header-balance')).toHaveText('€125.50');
  await patchPlayer(request, player.username, { balances: [{ type: 'Playable', amount: 980.25 }] });
  await page.clock.fastForward('00:31');
  await expect(page.getByTestId('header-balance')).toHaveText('€980.25');
});

test('logging out shows the message and the home page', async ({ page, request }) => {
  const player = await newPlayer(request);
  await logIn(page, player, '/login?destination=%2Faccount');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  // Something the site's storage holds for this player (the site keeps nothing there itself).
  await page.evaluate(() => localStorage.setItem('left-behind', 'by the player'));
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('region', { name: 'Account menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out. See you soon!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  // The platform's Clear-Site-Data took the site's storage, but left the language cookie.
  expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull();
  expect(cookies.find((cookie) => cookie.name === 'LANG')?.value).toBe('en');
});

test('a player whose session ended on the platform is sent to login with the page kept', async ({ page, request }) => {
  const player = await newPlayer(request);
  await page.clock.install();
  await logIn(page, player, '/login?destination=%2Faccount');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  // The first balance has arrived, so the poll's next call is the one the fake clock brings (on busy cores it can still be in flight here).
  await expect(page.getByTestId('header-balance')).toHaveText(/€\d/);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'sid')?.value ?? '';
  // Only this player's balance calls fail, so journeys running alongside are untouched. More than one of them
  // fails, as on a platform that ended the session: a call still in flight and then aborted cannot use the fault up.
  await request.post('/sandbox/control/faults', {
    headers: controlHeaders,
    data: { method: 'GET', path: `/services/wallet-gateway/v1/profiles/${session}/balances`, status: 401, body: { errorCode: 'SESSION_EXPIRED' }, times: 3 },
  });
  await page.clock.fastForward('00:31');
  await expect(page).toHaveURL(/\/login\?destination=%2Faccount$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
});

test('a two-factor player logs in with the code from the outbox', async ({ page, request }) => {
  const player = await newPlayer(request, 'twofactor@demo.test');
  await logIn(page, player);
  await expect(page.getByRole('alert')).toHaveText('Enter the 6-digit code we sent to your phone.');
  const outbox = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(player.username)}`)).json()) as { code: string }[];
  await page.getByLabel('Code sent by SMS').fill(outbox[0]?.code ?? '');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByTestId('display-name')).toHaveText('Barbara Liskov');
});

test('the site answers with its security headers', async ({ request }) => {
  const response = await request.get('/account');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
});
