import { expect, pageChecked, test } from './fixtures';
import { newPlayer } from './support';

/**
 * The site served by the site server (`server/`, started by playwright.config.ts on the port after
 * the sandbox's) against the sandbox as its platform on another origin, which allows the site's
 * origin by CORS (SITE_ORIGINS), as README's "Pointing the site at a real platform" describes.
 */
const platform = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`;
const site = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 1}`;

test('a visitor on the site server opens home and a category and logs in, every call going to the platform on its own origin', async ({ page, request }) => {
  const player = await newPlayer(request);
  const calls: string[] = [];
  page.on('request', (sent) => {
    // The site's calls (fetch); its images, by same-origin content paths, are sent on by the server.
    if (sent.resourceType() === 'fetch' || sent.resourceType() === 'xhr') calls.push(new URL(sent.url()).origin);
  });

  // Home: the site server's page, pre-painted, its configuration pointing the site at the platform.
  const home = await page.goto(`${site}/`);
  expect(home?.headers()['content-security-policy']).toContain(`connect-src 'self' ${platform}`);
  const inlined = JSON.parse((await page.locator('#site-config').textContent()) ?? 'null') as { servicesBaseUrl?: string } | null;
  expect(inlined?.servicesBaseUrl).toBe(platform);
  const channels = page.getByRole('navigation', { name: 'Channels' });
  await expect(channels.getByRole('link', { name: /Live casino/ })).toBeVisible();
  expect(await pageChecked(page)).toBe(true);

  // A category, by the site's own navigation.
  await page.goto(`${site}/casino/slots`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Classic slots' }).click();
  await expect(page).toHaveURL(`${site}/casino/slots/classic`);
  await expect(page.getByRole('main').getByRole('link').filter({ has: page.locator('img') }).first()).toBeVisible();
  expect(await pageChecked(page)).toBe(true);

  // Logging in: a cross-origin POST the platform allows; the session shows in the header.
  await page.goto(`${site}/login`);
  await page.getByLabel('Email').fill(player.username);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('display-name')).toHaveText('Ada Lovelace');
  await expect(page.getByTestId('header-balance')).toHaveText('€125.50');
  expect(page.url().startsWith(site)).toBe(true);
  expect(await pageChecked(page)).toBe(true);

  // Every call the site made went to the platform, none to the site server.
  expect(calls.length).toBeGreaterThan(0);
  expect(new Set(calls)).toEqual(new Set([platform]));
});
