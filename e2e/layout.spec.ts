import { expect, test } from './fixtures';
import { logIn, newPlayer, signIn } from './support';

test('@mobile the home page fits a 360 px screen with the bottom bar', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('@mobile a logged-in player sees the balance in the header on a phone', async ({ page, request }) => {
  const player = await newPlayer(request, 'satoshi@demo.test');
  await logIn(page, player);
  await expect(page.getByTestId('header-balance')).toHaveText('m฿ 12.34567');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the home page shell has a header, a login button and a footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Aurora Casino' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Play responsibly');
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
});

test('the language cookie and the lang query key switch the site to Spanish', async ({ page }) => {
  await page.goto('/?lang=es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vestíbulo del casino');
  await expect(page.getByRole('navigation', { name: 'Canales' })).toContainText('Casino en vivo');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'LANG')?.value).toBe('es');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error\/not-found$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the pre-rendered home page paints before the script, and the site takes it over', async ({ page }) => {
  const response = await page.goto('/');
  // What a visitor's first paint is made of: the page itself, and only a small boot script that
  // starts the site after the paint (not the site's entry script).
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Casino lobby');
  expect(html).toMatch(/<script type="module"[^>]+src="\/assets\/prepaint-boot-[^"]+\.js"/);
  expect(html).not.toMatch(/<script type="module"[^>]+src="\/assets\/index-[^"]+\.js"/);
  // Sent compressed, like the build's own files.
  const bootSrc = /src="(\/assets\/prepaint-boot-[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect((await page.request.get(bootSrc, { headers: { 'accept-encoding': 'br' } })).headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casino lobby');
  // The running site fills the lobby in, in the place the first paint kept for it.
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  // Only the running site answers the language menu (in the top strip, for visitors).
  await page.getByRole('navigation', { name: 'Site' }).getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vestíbulo del casino');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'LANG')?.value).toBe('es');
});

test('the pre-rendered login page takes what a visitor typed and sent before the site ran, and logs them in', async ({ page, request }) => {
  const player = await newPlayer(request);
  // The site's entry is held until the visitor has typed and pressed Log in on the painted page.
  let release = () => {};
  const entryHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const response = await page.goto('/login');
  expect(await response?.text()).toMatch(/<script type="module"[^>]+src="\/assets\/prepaint-boot-[^"]+\.js"/);
  const painted = await page.getByLabel('Email').elementHandle();
  await page.getByLabel('Email').fill(player.username);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // Held: no GET of the page with the fields in its address.
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect.poll(() => painted?.evaluate((field) => field.isConnected)).toBe(false);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(page.url()).not.toContain(encodeURIComponent(player.password));
});

for (const [path, heading] of [['/login', 'Log in'], ['/join', 'Join'], ['/help', 'Help centre'], ['/casino/slots/classic/starburst', 'Starburst'], ['/promotions', 'Promotions']] as const) {
  test(`a visitor's ${path} comes painted, and the site's first render is the same page`, async ({ page }) => {
    // What #root reads as painted, and as React's first render leaves it (the first replacement of its content).
    await page.addInitScript(() => {
      const seen = ((window as unknown as { rootTexts: string[] }).rootTexts = [] as string[]);
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root')!;
        seen.push(root.innerText);
        const observer = new MutationObserver(() => {
          seen.push(root.innerText);
          observer.disconnect();
        });
        observer.observe(root, { childList: true });
      });
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\/prepaint-boot-[^"]+\.js"/);
    // Help's topics come painted from the platform's answer, which the page also carries for the site's first render.
    // A game page is painted at request time from the platform's answer, which the page carries for the site's first render.
    if (path.startsWith('/casino/')) expect(html).toContain('<script type="application/json" id="game-page">');
    // The promotions page is painted at request time from its content, which the page carries too.
    if (path === '/promotions') expect(html).toContain('<script type="application/json" id="page-content-promotions">');
    if (path === '/help') expect(html).toMatch(/<div class="help-categories"><section[^>]*><h2 id="help-category-[a-z0-9-]+"><a href="\/help\/[a-z0-9-]+"/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { rootTexts: string[] }).rootTexts.length)).toBe(2);
    const [painted, rendered] = await page.evaluate(() => (window as unknown as { rootTexts: string[] }).rootTexts);
    expect(painted).toContain(heading);
    expect(rendered).toBe(painted);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main')).toHaveCount(1);
  });
}

test("a visitor's category comes painted with its first cards and their art before the site's script runs, and the site then takes it over in place", async ({ page }) => {
  // The site's entry is held: what shows meanwhile is the page as the server painted it.
  let release = () => {};
  const entryHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const response = await page.goto('/casino/slots');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<script type="module"[^>]+src="\/assets\/prepaint-boot-[^"]+\.js"/);
  expect(html).toContain('<script type="application/json" id="category-first-screen">');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slot games');
  const cards = page.getByTestId('game-card');
  await expect(cards).toHaveCount(24);
  // The art has its size before it loads, and loads.
  const art = cards.first().locator('img');
  await expect(art).toHaveAttribute('width', '240');
  await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const paintedNames = await cards.locator('.game-card__name').allInnerTexts();
  const paintedBox = await cards.first().boundingBox();

  release();
  // The site's grid (rows of its own) replaces the painted one, with the same first cards in the same place.
  await expect(page.locator('.game-grid__row').first()).toBeVisible();
  const names = await page.getByTestId('game-card').locator('.game-card__name').allInnerTexts();
  expect(names.slice(0, 8)).toEqual(paintedNames.slice(0, 8));
  expect(await page.getByTestId('game-card').first().boundingBox()).toEqual(paintedBox);
  // And it works: the whole category came (its providers to filter by), and the sort changes the grid.
  await expect(page.getByLabel('Provider').locator('option')).not.toHaveCount(1);
  await page.getByLabel('Sort by').selectOption('az');
  await expect(page).toHaveURL(/\/casino\/slots\?sort=az$/);
  // The address changes first; the grid follows in a render of its own (a transition).
  const firstThree = async () => (await page.getByTestId('game-card').locator('.game-card__name').allInnerTexts()).slice(0, 3);
  const alphabetically = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
  await expect.poll(async () => { const names = await firstThree(); return names.join(', ') === alphabetically(names).join(', ') ? 'in order' : names.join(', '); }).toBe('in order');
  await expect(page.getByRole('main')).toHaveCount(1);
});

test("a returning player's home comes painted, with their quick actions and the lobby's first slide, and nothing moves when the site has restored the session", async ({ page, request }) => {
  await signIn(page, await newPlayer(request));
  let release = () => {};
  const entryHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const response = await page.goto('/');
  expect((await response?.text()) ?? '').toMatch(/<script type="module"[^>]+src="\/assets\/prepaint-boot-[^"]+\.js"/);
  // Painted while the script is held: the player's actions, the first slide's image; no login button, nothing of the player's own.
  const deposit = page.getByRole('region', { name: 'Quick actions' }).getByRole('link', { name: /Deposit/ });
  await expect(deposit).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  const hero = page.locator('.skeleton__image');
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const [depositBox, heroBox] = [await deposit.boundingBox(), await page.locator('.skeleton--hero').boundingBox()];

  release();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.locator('.slide__image').first()).toBeVisible();
  expect(await deposit.boundingBox()).toEqual(depositBox);
  // The slideshow takes the skeleton's place (its image sits inside the slideshow's border).
  expect((await page.locator('.slideshow').first().boundingBox())?.y).toBe(heroBox?.y);
  await expect(page.getByRole('main')).toHaveCount(1);
});

test("a returning player's account page comes whole: its alerts, card and offers do not push one another as the player's data arrives", async ({ page, request }) => {
  await signIn(page, await newPlayer(request));
  // Where each layout shift happened: inside the page's main landmark, or in the header and footer.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shiftsInMain: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
        for (const source of entry.sources ?? []) {
          const element = source.node instanceof Element ? source.node : (source.node?.parentElement ?? null);
          if (element !== null && element.closest('main') !== null) shifts.push(element.outerHTML.slice(0, 120));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The document status and the two-factor status answer last, one after the other, after the balances.
  const answerLate = (pattern: RegExp, delayMs: number) =>
    page.route(pattern, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });
  await answerLate(/\/document-verification-status\/profile\//, 600);
  await answerLate(/\/two-factor\/status$/, 1_200);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const reminder = page.getByRole('complementary', { name: 'Two-factor authentication' });
  const history = page.getByRole('link', { name: 'Transaction history' });
  await expect(history).toBeVisible();
  // The moment the card shows, the reminder that answered last is already above it.
  expect(await reminder.isVisible()).toBe(true);
  await expect(page.getByTestId('header-balance')).toHaveText(/€\d/);
  expect(await page.evaluate(() => (window as unknown as { shiftsInMain: string[] }).shiftsInMain)).toEqual([]);
});
