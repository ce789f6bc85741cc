import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { control, logIn, newPlayer } from './support';

/** Seeded catalogue: "Starburst" is a classic slot with practice play (docs/sandbox.md). */
const starburst = { name: 'Starburst', path: '/casino/slots/classic/starburst' };

const gameFrame = (page: Page, name: string) => page.frameLocator(`iframe[title="${name}, the game"]`);

/** How the focused element shows its focus: an outline style other than `none`, or a box shadow. */
const focusRingOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return style.outlineStyle !== 'none' ? style.outlineStyle : style.boxShadow;
  });

/** The amount in the header, in cents, for comparing before and after a round. */
const headerBalanceCents = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
};

test(`a visitor browses to a subcategory and opens a game in practice play`, async ({ page }) => {
  await page.goto('/casino/slots');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // By keyboard alone from here on, with the focus visible on what is about to be pressed.
  await page.getByRole('link', { name: 'Classic slots' }).press('Enter');
  await expect(page).toHaveURL(/\/casino\/slots\/classic$/);
  // Most games have practice play, a few do not: open cards in order until one has it.
  const cards = page.getByRole('main').getByRole('link').filter({ has: page.locator('img') });
  let name = '';
  for (let index = 0; name === '' && index < 6; index += 1) {
    await cards.nth(index).press('Enter');
    await expect(page).toHaveURL(/\/casino\/slots\/classic\/[a-z0-9-]+$/);
    await expect(page.getByRole('button', { name: 'Log in and play' })).toBeVisible();
    if (await page.getByRole('button', { name: 'Practice play' }).isVisible()) name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    else await page.goBack();
  }
  const practice = page.getByRole('button', { name: 'Practice play' });
  await practice.focus();
  expect(await focusRingOf(page)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Practice play', { exact: true })).toBeVisible();
  const frame = gameFrame(page, name);
  await expect(frame.getByRole('heading', { name })).toBeVisible();
  const message = frame.locator('#message');
  const before = (await message.textContent()) ?? '';
  await frame.getByRole('button', { name: 'Spin', exact: true }).press('Enter');
  // The round is decided by the provider's server; its outcome replaces the greeting.
  await expect(message).not.toHaveText(before);
});

test(`a visitor's real play goes through login and straight back into the game`, async ({ page, request }) => {
  const player = await newPlayer(request);
  await page.goto(starburst.path);
  await page.getByRole('button', { name: 'Log in and play' }).click();
  await expect(page).toHaveURL(/\/login\?destination=/);
  await page.getByLabel('Email').fill(player.username);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${starburst.path}#quickplay_realplay$`));
  await expect(page.getByText('Real money', { exact: true })).toBeVisible();
  await expect(gameFrame(page, starburst.name).getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
});

for (const tag of ['', '@mobile ']) {
  test(`${tag}search forgives a typo and opens the game by keyboard`, async ({ page }) => {
    await page.goto('/');
    // On a phone the bottom bar's search item opens the header's search.
    const opener = tag === '' ? page.getByRole('banner') : page.getByRole('navigation', { name: 'Quick navigation' });
    await opener.getByRole('button', { name: 'Search games' }).click();
    const box = page.getByRole('combobox', { name: 'Search games' });
    await box.fill('stabrust');
    await expect(page.getByRole('option', { name: /Starburst/ }).first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: starburst.name })).toBeVisible();
  });
}

test(`a real-money spin changes the balance in the account menu`, async ({ page, request }) => {
  await logIn(page, await newPlayer(request));
  await expect(page.getByTestId('header-balance')).toHaveText('€125.50');
  await page.goto(`${starburst.path}#quickplay_realplay`);
  const spin = gameFrame(page, starburst.name).getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled();
  // A round may win back exactly its stake; a few rounds always move the balance.
  for (let round = 0; round < 5; round += 1) {
    await spin.click();
    await expect(spin).toBeEnabled();
    if ((await headerBalanceCents(page)) !== 12_550) break;
  }
  await expect.poll(() => headerBalanceCents(page)).not.toBe(12_550);
});

test(`a player stars a game and finds it in my games`, async ({ page, request }) => {
  await logIn(page, await newPlayer(request));
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.goto('/casino/slots/classic');
  const star = page.getByRole('button', { name: /^Add .+ to my games$/ }).first();
  const label = (await star.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Add /, '').replace(/ to my games$/, '');
  await star.click();
  await expect(page.getByRole('button', { name: `Remove ${name} from my games` })).toBeVisible();
  await page.goto('/my-games');
  const favourites = page.getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByText(name, { exact: true }).first()).toBeVisible();
});

test(`a visitor from a region the live casino excludes lands on the not-available page`, async ({ page, request, context, baseURL }) => {
  expect((await control(request, 'PATCH', '/sandbox/control/site-config', { enableGeoTargeting: true, geoTargetingRedirect: true })).ok()).toBe(true);
  // GEO-03: the location is the `st` cookie; the browser of a visitor in Madrid holds ES-MD.
  await context.addCookies([{ name: 'st', value: 'ES-MD', url: baseURL ?? '' }]);
  await page.goto('/live-casino');
  await expect(page).toHaveURL(/\/not-available-in-region$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Live casino' })).toHaveCount(0);
});
