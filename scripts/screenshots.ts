// `node --import tsx scripts/screenshots.ts [base URL]`: the README's screenshots (docs/screenshots/),
// each page as a visitor or the demo player ready@demo.test sees it first, at 1366×900 and 360×780,
// from a running site (`npm start`; default http://127.0.0.1:8080). The demo player's balance moves by
// the spins it takes; the bonus pictures use a copy of it (the sandbox's control API), opted in anew.
import { chromium, type FrameLocator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = 'docs/screenshots';
const widths = [
  { suffix: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false },
  { suffix: 'mobile', viewport: { width: 360, height: 780 }, isMobile: true },
] as const;
const demo = { email: 'ready@demo.test', password: 'Ready-Player-1' };
const starburst = '/casino/slots/classic/starburst';
const roulette = { name: 'European Jade Roulette', path: '/casino/table-games/roulette/european-jade-roulette' };

const settle = async (page: Page) => {
  // Not 'networkidle': a page in play keeps its session clock and balance polls going.
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  // The page as it stands once its content has come (its placeholders gone), not as it starts.
  await page.waitForFunction(() => document.querySelectorAll('.skeleton').length === 0, undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(800);
};

const logIn = async (page: Page) => {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByTestId('header-balance').waitFor();
};

/** A copy of the demo player (the sandbox's control API) who has made a €40 first deposit and opted in to the welcome offer. */
const optedInPlayer = async (page: Page) => {
  const control = { 'X-Sandbox-Control': '1' };
  const copied = await page.request.post(`${base}/sandbox/control/players`, { headers: control, data: { template: demo.email, balances: [{ type: 'Playable', amount: 100 }, { type: 'Withdrawable', amount: 100 }] } });
  const player = (await copied.json()) as { username: string; password: string };
  const login = await page.request.post(`${base}/services/login-service/v1/login`, { data: { username: player.username, password: player.password } });
  const { sessionId } = (await login.json()) as { sessionId: string };
  await page.request.post(`${base}/services/payment/v1/profiles/${sessionId}/deposits`, {
    headers: { 'Idempotency-Key': `screenshots-${Date.now()}` },
    data: { amount: 4000, currency: 'EUR', method: 'CARD', card: { number: '4242424242424242', expiry: '12/30', cvc: '123' } },
  });
  await page.context().addCookies([{ name: 'sid', value: sessionId, url: base }]);
  await page.goto(`${base}/promotions`);
  await page.getByRole('article', { name: /^Welcome offer/ }).getByRole('button', { name: 'Opt in' }).click();
};

const shoot = async (page: Page, name: string, suffix: string) => {
  await settle(page);
  await page.screenshot({ path: `${out}/${name}-${suffix}.png` });
  process.stdout.write(`${out}/${name}-${suffix}.png\n`);
};

const gameFrame = (page: Page, name: string): FrameLocator => page.frameLocator(`iframe[title="${name}, the game"]`);

const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: [...CHROMIUM_ARGS] });
try {
  for (const { suffix, viewport, isMobile } of widths) {
    const visitor = await (await browser.newContext({ viewport, isMobile, hasTouch: isMobile })).newPage();
    for (const [name, path] of [['home', '/'], ['category', '/casino/slots'], ['game-page', starburst], ['promotions', '/promotions']] as const) {
      await visitor.goto(`${base}${path}`);
      await visitor.getByRole('heading', { level: 1 }).waitFor();
      await shoot(visitor, name, suffix);
    }
    await visitor.context().close();

    const player = await (await browser.newContext({ viewport, isMobile, hasTouch: isMobile })).newPage();
    await logIn(player);
    await player.goto(`${base}${starburst}#quickplay_realplay`);
    const slot = gameFrame(player, 'Starburst');
    await slot.getByRole('button', { name: 'Spin', exact: true }).click();
    await slot.getByRole('button', { name: 'Spin', exact: true }).waitFor({ state: 'visible' });
    await player.waitForTimeout(1_500);
    await shoot(player, 'playing', suffix);

    await player.goto(`${base}${roulette.path}#quickplay_realplay`);
    const table = gameFrame(player, roulette.name);
    const chip = (value: string) => table.getByRole('radiogroup', { name: 'Chip value' }).getByRole('radio', { name: value });
    for (const [value, spot] of [['€1.00', 'Straight 17'], ['€0.50', 'Split 17 and 20'], ['€0.50', 'Corner 25, 26, 28 and 29'], ['€5.00', 'Red'], ['€1.00', '2nd 12: 13 to 24']] as const) {
      await chip(value).check();
      await table.getByRole('button', { name: spot, exact: true }).click();
    }
    await table.getByRole('button', { name: 'Spin', exact: true }).click();
    await table.getByRole('status').filter({ hasText: 'The ball landed on' }).waitFor();
    // The game scrolls its result into view; the picture shows the table with its chips and the number lit.
    await table.locator('html').evaluate(() => window.scrollTo(0, 0));
    await shoot(player, 'roulette', suffix);

    await player.goto(`${base}/account/cashier/deposit`);
    await player.frameLocator('iframe').first().getByRole('heading').first().waitFor();
    await shoot(player, 'cashier', suffix);

    await player.goto(`${base}/account/cashier/withdraw`);
    await player.frameLocator('iframe').first().getByRole('button', { name: 'Withdraw' }).waitFor();
    await shoot(player, 'withdraw', suffix);
    await player.context().close();

    // A fresh copy of the demo player with a first deposit, opted in to the welcome offer, who then
    // plays a few real-money spins: the promotions page and the account's wagering progress.
    const bonusPlayer = await (await browser.newContext({ viewport, isMobile, hasTouch: isMobile })).newPage();
    await optedInPlayer(bonusPlayer);
    await bonusPlayer.goto(`${base}/promotions`);
    await bonusPlayer.getByTestId('opted-in').first().waitFor();
    await shoot(bonusPlayer, 'promotions-optin', suffix);
    await bonusPlayer.goto(`${base}${starburst}#quickplay_realplay`);
    const spin = gameFrame(bonusPlayer, 'Starburst').getByRole('button', { name: 'Spin', exact: true });
    for (let round = 0; round < 6; round += 1) {
      await spin.waitFor({ state: 'visible' });
      await spin.click();
      await bonusPlayer.waitForTimeout(1_200);
    }
    await bonusPlayer.goto(`${base}/account`);
    const panel = bonusPlayer.getByRole('main').getByRole('region', { name: 'Your bonus' });
    await panel.getByTestId('bonus-wagered').waitFor();
    await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await bonusPlayer.evaluate(() => window.scrollBy(0, -80));
    await shoot(bonusPlayer, 'bonus', suffix);
    await bonusPlayer.context().close();
  }
} finally {
  await browser.close();
}
