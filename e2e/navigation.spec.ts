import type { Page } from '@playwright/test';
import { expect, pageChecked, test } from './fixtures';
import { logIn, newPlayer } from './support';

const dataLayerPaths = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path));

test(`an unknown address shows the page-not-found page, translated, with a way home; each page is counted once`, async ({ page }) => {
  await page.goto('/no/such/page?from=an-old-link');
  await expect(page).toHaveURL(/\/error\/not-found$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(await pageChecked(page)).toBe(true);

  await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => dataLayerPaths(page)).toEqual(['/error/not-found', '/']);

  await page.goto('/casino/slots/classic/no-such-game/extra?lang=es');
  await expect(page).toHaveURL(/\/error\/not-found$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  expect(await pageChecked(page)).toBe(true);
});

test(`a player coming from the forum is offered the way back only for a complete request`, async ({ page, request }) => {
  const player = await newPlayer(request);
  const forum = 'https://community.aurora-casino.example';
  const query = `returnUrl=${encodeURIComponent(`${forum}/session/sso_login`)}&sso=bm9uY2U9YWJj&sig=2f8a9c`;
  await logIn(page, player, `/login?destination=${encodeURIComponent(`/forum/sign-in?${query}`)}`);
  await expect(page).toHaveURL(/\/forum\/sign-in\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the forum' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to the forum' })).toHaveAttribute('href', `${forum}/session/sso_login?sso=bm9uY2U9YWJj&sig=2f8a9c`);
  expect(await pageChecked(page)).toBe(true);

  await page.goto(`/forum/sign-in?returnUrl=${encodeURIComponent('https://evil.example/sso')}&sso=bm9uY2U9YWJj&sig=2f8a9c`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the forum' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to the forum' })).toHaveCount(0);
  expect(await pageChecked(page)).toBe(true);
});
