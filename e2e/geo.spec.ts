import { expect, test } from './fixtures';
import { logIn, newPlayer } from './support';

/**
 * GEO-01..03 through the browser: a player whose address is in a blocked region (Madrid, ES-MD) is
 * located again when they log in, no longer sees the live casino, and its page says it is not
 * offered there. Per player (the Madrid template), so that parallel journeys keep their own region.
 */
test(`a player in a blocked region sees no live casino, and its page says it is not available there`, async ({ page, request }) => {
  await page.goto('/');
  const channels = page.getByRole('navigation', { name: 'Channels' });
  await expect(channels.getByRole('link', { name: /Live casino/ })).toBeVisible();

  await logIn(page, await newPlayer(request, 'madrid@demo.test'));
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.goto('/');
  await expect(channels.getByRole('link', { name: /Casino/ }).first()).toBeVisible();
  await expect(channels.getByRole('link', { name: /Live casino/ })).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'st')?.value).toBe('ES-MD');

  await page.goto('/live-casino');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available in your region');
});
