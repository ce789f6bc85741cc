// The category grid at scale: a category page of 5,000 games in Chromium (playwright-core) at 4x CPU
// throttling. The sandbox's `all-games` has 3,200 games; the page gets 5,000 by route interception
// (the sandbox's answer, its games repeated under new ids until there are 5,000). Measured: the slowest
// interaction (Event Timing 'event' entries, durationThreshold 16: opening the provider filter and
// sort by keyboard, opening the search, typing; the pointer events while wheel-scrolling), the longest
// frame while scrolling (requestAnimationFrame gaps, printed only: scrolling has no Event Timing entry,
// and the gaps include time the machine gave to other processes), and the most DOM nodes seen at any time. Also, in
// Node, the search over the same 5,000 games once the debounce fires. Fails above 100 ms or 1,500 nodes.
// BENCH_SCREENSHOTS=<dir> saves the grid and the search at desktop and 360 px.
import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { benchSite } from './bench-site.ts';
import { benchState, INSTRUMENT, settle } from './event-timing.ts';
import { searchEntries, type GameSearchEntry } from '../src/domain/games';
import { TitleGameSearchIndexer } from '../src/infrastructure/search/title-game-search-indexer';
import { decodeGames } from '../src/infrastructure/games/game-codec';

const GAMES = 5_000;
const CPU_SLOWDOWN = 4;
const MAX_INTERACTION_MS = 100;
const MAX_DOM_NODES = 1_500;
const FRAME_MS = 1000 / 60;
const screenshots = process.env.BENCH_SCREENSHOTS ?? null;

type WireGame = Record<string, unknown> & { id: number; slug: string; name: string };

/** The sandbox's games, repeated under new ids (and slugs) until there are `count`. */
const enlarge = (games: readonly WireGame[], count: number): WireGame[] => {
  const copies: WireGame[] = [];
  for (let index = 0; copies.length < count; index += 1) {
    const source = games[index % games.length] as WireGame;
    const round = Math.floor(index / games.length);
    copies.push(round === 0 ? source : { ...source, id: source.id + round * 100_000, slug: `${source.slug}-${round}` });
  }
  return copies;
};

const measureGrid = async (page: Page, url: string): Promise<{ interactions: Map<string, number>; hovers: Map<string, number>; scrollWork: number; scrollFrame: number; maxNodes: number }> => {
  const interactions = new Map<string, number>();
  const hovers = new Map<string, number>();
  const slowestSince = async (label: string, from: number) => {
    const state = await benchState(page);
    // As INP counts them: the player's own presses, clicks and keys (interactionId > 0), not the hover
    // events the browser fires as content moves under a still pointer.
    const slowest = state.events.slice(from).filter((event) => event.interaction).reduce((max, event) => Math.max(max, event.duration), 0);
    const hover = state.events.slice(from).filter((event) => !event.interaction).reduce((max, event) => Math.max(max, event.duration), 0);
    hovers.set(label, Math.max(hovers.get(label) ?? 0, hover));
    if (process.env.BENCH_VERBOSE === '1') console.log(`  ${label}: ${state.events.slice(from).filter((event) => event.duration >= 48).map((event) => `${event.name}@${event.target}=${event.duration}`).join(', ')}`);
    interactions.set(label, Math.max(interactions.get(label) ?? 0, slowest));
    return state.events.length;
  };
  await page.goto(url);
  await page.getByRole('list', { name: 'Games' }).waitFor();
  await settle(page, 1_000);
  let seen = (await benchState(page)).events.length;

  // Scroll: wheel down the grid, then jump to the end and back.
  await page.evaluate(() => ((window as unknown as { __bench: { scrolling: boolean } }).__bench.scrolling = true));
  await page.mouse.move(400, 500);
  for (let step = 0; step < 25; step += 1) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await page.evaluate(() => ((window as unknown as { __bench: { scrolling: boolean } }).__bench.scrolling = false));
  seen = await slowestSince('scroll', seen);

  // Filter by provider, then sort, by keyboard (trusted key events, as a player's).
  await page.getByLabel('Provider').focus();
  await page.keyboard.press('ArrowDown');
  await settle(page);
  await page.keyboard.press('ArrowDown');
  await settle(page);
  seen = await slowestSince('filter by provider', seen);
  await page.getByLabel('Sort by').focus();
  await page.keyboard.press('ArrowDown');
  await settle(page);
  await page.keyboard.press('ArrowDown');
  await settle(page);
  seen = await slowestSince('sort', seen);

  // Open the search and type (results come after the debounce). The pointer reaches the button and
  // rests on it a moment before the click, as a player's does (the catalogue starts loading then).
  await page.locator('.header-search__toggle').hover();
  await settle(page, 500);
  await page.locator('.header-search__toggle').click();
  await settle(page);
  seen = await slowestSince('open search', seen);
  await page.keyboard.type('stabrust', { delay: 80 });
  await page.getByRole('listbox', { name: 'Games found' }).getByRole('option').first().waitFor({ timeout: 10_000 });
  await settle(page);
  await page.keyboard.press('ArrowDown');
  await settle(page);
  await slowestSince('type in search', seen);

  const state = await benchState(page);
  if (process.env.BENCH_VERBOSE === '1') for (const frame of (state as unknown as { frames: unknown[] }).frames) console.log('  long frame', JSON.stringify(frame));
  // The page's own work in the longest frame while scrolling (script, style, layout, paint), from Long
  // Animation Frame entries: unlike the gap between frames, it leaves out time the machine gave to other processes.
  const scrollWork = state.frames.filter((frame) => frame.scrolling).reduce((max, frame) => Math.max(max, frame.scripts + frame.render), 0);
  return { interactions, hovers, scrollWork, scrollFrame: state.longestScrollFrame, maxNodes: state.maxNodes };
};

/** In Node: the search over 5,000 games once the debounce fires (no throttling: the figure to compare with a frame). */
const measureSearch = async (games: readonly WireGame[]): Promise<{ median: number; p95: number; max: number }> => {
  const decoded = decodeGames(games, []);
  const entries: readonly GameSearchEntry[] = searchEntries({ games: decoded, categories: [{ slug: 'slots', name: 'Slots', title: 'Slots', menuName: 'Slots', games: decoded.map((game) => game.id) }] });
  const index = await new TitleGameSearchIndexer().index(entries);
  const terms = ['star', 'stabrust', 'book of', 'mega', 'x', 'gold', 'fruits <deluxe>', 'zzzzqqq', '.*[(', 'a'.repeat(64)];
  const times: number[] = [];
  // The first rounds warm the JIT, as the page has by the time a player searches.
  for (let round = 0; round < 3; round += 1) for (const term of terms) index.search(term, 8);
  // CPU time of this process, not the wall clock: on a shared machine the wall clock also counts the
  // moments the process waited for a core.
  for (let round = 0; round < 5; round += 1) {
    for (const term of terms) {
      const started = process.cpuUsage();
      index.search(term, 8);
      const used = process.cpuUsage(started);
      times.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? NaN, p95: times[Math.floor(times.length * 0.95)] ?? NaN, max: times.at(-1) ?? NaN };
};

await benchSite('lobby', { control: false }, async ({ browser, sandbox }) => {
  let failed = false;
  const base = sandbox.url;

  const allGames = (await (await fetch(`${base}/content/v5/buckets/default/languages/en/game-categories/all-games`)).json()) as { games: WireGame[] };
  const enlarged = enlarge(allGames.games, GAMES);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.route('**/content/v5/buckets/*/languages/*/game-categories/all-games', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, games: enlarged } });
  });
  if (process.env.BENCH_NO_IMAGES === '1') await context.route('**/content/images/**', (route) => route.abort());
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.warn(`  page ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.warn(`  page error: ${error.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  // The search first, while nothing else of this bench runs.
  const search = await measureSearch(enlarged);
  const grid = await measureGrid(page, `${base}/casino/all-games`);

  console.log(`Category page of ${enlarged.length} games, ${CPU_SLOWDOWN}x CPU throttling (Chromium, playwright-core)`);
  for (const [label, ms] of grid.interactions) if (label !== 'scroll') console.log(`  ${label.padEnd(22)} slowest interaction ${Math.round(ms)} ms`);
  console.log(`  ${'scroll'.padEnd(22)} longest frame's own work ${Math.round(grid.scrollWork)} ms; hover events ${Math.round(grid.hovers.get('scroll') ?? 0)} ms`);
  // Not an Event Timing figure (scrolling has none): the longest gap between frames while scrolling,
  // which also counts the time this process was not given a core. Printed, not judged.
  console.log(`  ${''.padEnd(22)} longest gap between frames ${Math.round(grid.scrollFrame)} ms (load average ${loadavg()[0]?.toFixed(1)} on this machine)`);
  console.log(`  most DOM nodes at any time: ${grid.maxNodes}`);
  console.log(`Search over ${enlarged.length} games once the debounce fires (Node, unthrottled, CPU time): median ${search.median.toFixed(2)} ms, p95 ${search.p95.toFixed(2)} ms, max ${search.max.toFixed(2)} ms (a frame is ${FRAME_MS.toFixed(1)} ms)`);

  const slowest = Math.max(...grid.interactions.values(), grid.scrollWork);
  if (slowest > MAX_INTERACTION_MS) {
    console.error(`FAIL: the slowest interaction took ${Math.round(slowest)} ms (budget ${MAX_INTERACTION_MS} ms)`);
    failed = true;
  }
  if (grid.maxNodes > MAX_DOM_NODES) {
    console.error(`FAIL: ${grid.maxNodes} DOM nodes (budget ${MAX_DOM_NODES})`);
    failed = true;
  }
  // The 95th percentile: a single slow sample is the machine (a collection, another process), not the search.
  if (search.p95 > FRAME_MS) {
    console.error(`FAIL: searches took ${search.p95.toFixed(1)} ms at the 95th percentile, more than a frame`);
    failed = true;
  }

  if (screenshots !== null) {
    await mkdir(screenshots, { recursive: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['mobile', { width: 360, height: 780 }]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${base}/casino/slots`);
      await page.getByRole('list', { name: 'Games' }).waitFor();
      await settle(page, 1_500);
      await page.screenshot({ path: join(screenshots, `category-${name}.png`) });
      await page.locator('.header-search__toggle').click();
      await page.keyboard.type('stabrust');
      await page.getByRole('listbox', { name: 'Games found' }).getByRole('option').first().waitFor({ timeout: 10_000 });
      await settle(page, 500);
      await page.screenshot({ path: join(screenshots, `search-${name}.png`) });
    }
  }
  return failed;
});
