import type { Page } from '@playwright/test';
import { expect, pageChecked, test } from './fixtures';
import { logIn, newPlayer } from './support';

/** The seeded fixture fx-1 (sandbox/services/sportsbook/fixtures.ts). */
const fixture = { id: 'fx-1', name: 'Northbridge United – Eastport City' };

const sportsbookFrame = (page: Page) => page.frameLocator('iframe[title="Sportsbook: fixtures, odds and your bets"]');

/** The site's loading line is gone: the legacy page in the frame reported it has loaded. */
const frameLoaded = async (page: Page) => {
  await expect(page.locator('.embedded-app')).toHaveAttribute('aria-busy', 'false');
};

// On a phone too: the frame fills a 360 px screen and its history still moves the address bar.
for (const tag of ['', '@mobile ']) {
  test(`${tag}navigating inside the sportsbook moves the address bar, and the browser's back and forward move the frame`, async ({ page }) => {
    await page.goto('/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible();
    const frame = sportsbookFrame(page);
    await expect(frame.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible();
    await frameLoaded(page);
    expect(await pageChecked(page)).toBe(true);

    await frame.getByRole('link', { name: fixture.name }).click();
    await expect(page).toHaveURL(new RegExp(`/sports/event/${fixture.id}$`));
    await expect(frame.getByRole('button', { name: 'Place bet' })).toBeVisible();
    await frameLoaded(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/sports$/);
    await expect(frame.getByRole('link', { name: fixture.name })).toBeVisible();
    await frameLoaded(page);

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/sports/event/${fixture.id}$`));
    await expect(frame.getByRole('button', { name: 'Place bet' })).toBeVisible();
    // One frame all along: the site never reloaded it, the frame's own history moved it.
    await expect(page.locator('iframe')).toHaveCount(1);
  });
}

test(`a visitor's "Place bet" goes through login and back to the fixture`, async ({ page, request }) => {
  const player = await newPlayer(request);
  await page.goto(`/sports/event/${fixture.id}`);
  const frame = sportsbookFrame(page);
  await frame.getByRole('button', { name: 'Place bet' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?destination=%2Fsports%2Fevent%2F${fixture.id}$`));
  await page.getByLabel('Email').fill(player.username);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sports/event/${fixture.id}$`));
  await expect(sportsbookFrame(page).getByRole('button', { name: 'Place bet' })).toBeVisible();
  await frameLoaded(page);
});

test('a player places a bet and the balance in the account menu follows at once', async ({ page, request }) => {
  const player = await newPlayer(request);
  await logIn(page, player, `/login?destination=${encodeURIComponent(`/sports/event/${fixture.id}`)}`);
  await expect(page).toHaveURL(new RegExp(`/sports/event/${fixture.id}$`));
  const frame = sportsbookFrame(page);
  await frameLoaded(page);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toBeVisible();
  const before = await balance.textContent();
  await frame.getByLabel('Stake').fill('5.00');
  await frame.getByRole('button', { name: 'Place bet' }).click();
  await expect(frame.getByText(/Bet placed/)).toBeVisible();
  await expect(balance).not.toHaveText(before ?? '');
});
