import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { catalogue } from '../sandbox/services/content/catalogue';
import { expect, test } from './fixtures';

/**
 * Messages the legacy application could send, each of which would move the site if it were believed:
 * to an error page, to login, to another page, back in history.
 */
const HOSTILE_MESSAGES = [
  { type: 'legacy:navigation-error', error: 'NOT_FOUND' },
  { type: 'legacy:login-required' },
  { type: 'legacy:navigate-outside', path: '/virtual-sports' },
  { type: 'legacy:navigation-end', path: '/sports/bets' },
  { type: 'legacy:back' },
  { type: 'legacy:resize', height: 1600 },
];

const START = '/sports/event/fx-1';

/** A page on another loopback port: an origin the site never framed. */
const startForeignSite = async (): Promise<{ server: Server; origin: string }> => {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><head><title>Elsewhere</title></head><body><h1>Elsewhere</h1></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

/** The sportsbook at a fixture, loaded; and the lines the site logs about dropped frame messages. */
const openSportsbook = async (page: Page): Promise<{ dropped: string[]; legacyOrigin: string }> => {
  const dropped: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('frame legacy: dropped')) dropped.push(message.text());
  });
  await page.goto(START);
  await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible();
  await expect(page.locator('.embedded-app')).toHaveAttribute('aria-busy', 'false');
  const src = (await page.locator('iframe').getAttribute('src')) ?? '';
  return { dropped, legacyOrigin: new URL(src).origin };
};

/**
 * Nothing moved: the same address, the same frame at the same page, no loading line, the default
 * height. Read once the site has said it dropped the messages (`reason`) and two animation frames
 * have passed, by which time it would have acted on anything it believed (it coalesces per frame).
 */
const expectNothingMoved = async (page: Page, dropped: readonly string[], reason: string) => {
  await expect.poll(() => dropped.join('\n')).toContain(reason);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page).toHaveURL(new RegExp(`${START}$`));
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.locator('.embedded-app')).toHaveAttribute('aria-busy', 'false');
  expect(await page.locator('.embedded-app__box').evaluate((box) => (box as HTMLElement).style.height)).not.toBe('1600px');
};

test(`messages from a page at another origin are ignored`, async ({ page }) => {
  const foreign = await startForeignSite();
  try {
    const { dropped } = await openSportsbook(page);
    const popupOpened = page.waitForEvent('popup');
    await page.evaluate((url) => void window.open(url, '_blank'), `${foreign.origin}/`);
    const popup = await popupOpened;
    await popup.waitForLoadState('domcontentloaded');
    const posted = await popup.evaluate((messages) => {
      if (window.opener === null) return false;
      for (const message of messages) (window.opener as Window).postMessage(message, '*');
      return true;
    }, HOSTILE_MESSAGES);
    expect(posted, 'the foreign popup could reach the site').toBe(true);
    await expectNothingMoved(page, dropped, '(origin)');
    await popup.close();
  } finally {
    await new Promise<void>((resolve) => foreign.server.close(() => resolve()));
  }
});

test(`messages from a popup of the legacy origin (not the frame the site embeds) are ignored`, async ({ page }) => {
  const { dropped, legacyOrigin } = await openSportsbook(page);
  const siteOrigin = new URL(page.url()).origin;
  const popupOpened = page.waitForEvent('popup');
  await page.evaluate((url) => void window.open(url, '_blank'), `${legacyOrigin}/sports?lang=en`);
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  expect(new URL(popup.url()).origin).toBe(legacyOrigin);
  const posted = await popup.evaluate(
    ({ messages, target }) => {
      if (window.opener === null) return false;
      for (const message of messages) (window.opener as Window).postMessage(message, target);
      return true;
    },
    { messages: HOSTILE_MESSAGES, target: siteOrigin },
  );
  expect(posted, 'the popup could reach the site').toBe(true);
  await expectNothingMoved(page, dropped, '(source)');
  await popup.close();
});

test(`a frame of another origin inside the site cannot speak for the legacy application`, async ({ page }) => {
  const { dropped } = await openSportsbook(page);
  // The game provider's origin is the other one the site's policy lets frames load: a practice game of its own.
  const slot = catalogue().games.find((game) => game.kind === 'slot' && game.practicePlay);
  expect(slot).toBeDefined();
  const launch = await page.request.get(`/services/casino/casino-lobby-services/v1/games/${slot?.id ?? 0}/url?channelType=desktop&currencyCode=EUR&language=en&mode=practice`, {
    headers: { 'X-Channel': 'desktop' },
  });
  expect(launch.status()).toBe(200);
  const { url } = (await launch.json()) as { url: string };
  const provider = new URL(url).origin;
  await page.evaluate((url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = 'Another frame';
    frame.id = 'another-frame';
    document.body.append(frame);
  }, url);
  const otherFrame = () => page.frames().find((frame) => frame.url().startsWith(`${provider}/`));
  await expect.poll(() => otherFrame() !== undefined).toBe(true);
  const other = otherFrame();
  if (other === undefined) throw new Error('the other frame did not load');
  await other.waitForLoadState('domcontentloaded');
  await other.evaluate((messages) => {
    for (const message of messages) window.parent.postMessage(message, '*');
  }, HOSTILE_MESSAGES);
  await page.evaluate(() => document.getElementById('another-frame')?.remove());
  await expectNothingMoved(page, dropped, '(origin)');
});
