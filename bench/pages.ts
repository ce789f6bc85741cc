// Page speed, side by side: Lighthouse 12 (performance only) on the pages a player lands on (as a
// visitor: home, login, join, a category, a game, help, promotions; as a logged-in player, by the `sid`
// cookie: home, a category, the account) and on a bare Vite + React page (bench/bare, same Vite and
// React), each built here and served by the sandbox's own site serving on loopback, in Debian's
// Chromium. Runs are interleaved (run 1 of every page, then run 2, ...) so a slow moment of the machine
// hits every page alike; medians, ratios to the bare page and the targets (LCP ≤ 1.2× the bare page's,
// TBT < 100 ms, CLS < 0.01) are printed. Bounded: BENCH_RUNS runs of each (default 3), no new run
// after BENCH_MAX_SECONDS (900). `BENCH_PAGES=home,login` measures only those (the bare page always);
// `BENCH_LHR_DIR=<dir>` keeps every run's Lighthouse report there.
// The pages named `… (site server)` are the same build served by the production site server (`server/`),
// with the sandbox as its platform on another origin (CORS), as an operator runs it: their LCP must be
// the sandbox-served page's.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { createServer } from 'node:net';
import { startSandbox, type RunningSandbox } from '../sandbox/server.ts';
import { buildSiteServer } from '../server/app.ts';
import { readServerConfig } from '../server/config.ts';
import { httpPlatformReader } from '../server/platform.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { buildPaintServer, prerenderSite } from '../scripts/prerender.ts';
import { precompress } from '../vite.config.ts';
import { benchPlayerSession } from './bench-player.ts';

const RUNS = Math.max(1, Math.min(10, Number(process.env.BENCH_RUNS ?? 3)));
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 900);
/** Where to keep each run's Lighthouse report (its LCP element, request chains, network), to see why a page is slow. */
const LHR_DIR = process.env.BENCH_LHR_DIR;
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const FORM_FACTORS = ['mobile', 'desktop'] as const;
interface BenchPage {
  readonly name: string;
  readonly site: 'site' | 'siteServer' | 'bare';
  readonly path: string;
  /** Measured with a logged-in player's `sid` cookie, set in the browser (the site reads it from `document.cookie`). */
  readonly player?: true;
}
const ALL_PAGES: readonly BenchPage[] = [
  { name: 'home', site: 'site', path: '/' },
  { name: 'login', site: 'site', path: '/login' },
  { name: 'join', site: 'site', path: '/join' },
  { name: 'category', site: 'site', path: '/casino/slots' },
  { name: 'game', site: 'site', path: '/casino/slots/classic/starburst' },
  { name: 'help', site: 'site', path: '/help' },
  { name: 'promotions', site: 'site', path: '/promotions' },
  { name: 'player home', site: 'site', path: '/', player: true },
  { name: 'player category', site: 'site', path: '/casino/slots', player: true },
  { name: 'player account', site: 'site', path: '/account', player: true },
  { name: 'home (site server)', site: 'siteServer', path: '/' },
  { name: 'login (site server)', site: 'siteServer', path: '/login' },
  { name: 'bare', site: 'bare', path: '/' },
];
const chosen = process.env.BENCH_PAGES?.split(',').map((name) => name.trim()) ?? null;
const PAGES = ALL_PAGES.filter((page) => page.site === 'bare' || chosen === null || chosen.includes(page.name));

const METRICS = [
  { key: 'lcp', audit: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { key: 'fcp', audit: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { key: 'tbt', audit: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { key: 'cls', audit: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { key: 'bytes', audit: 'total-byte-weight', label: 'bytes', unit: 'KB' },
] as const;
type MetricKey = (typeof METRICS)[number]['key'];
type Sample = Record<MetricKey, number>;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

const sampleOf = (lhr: Result): Sample => {
  const value = (audit: string) => {
    const numeric = lhr.audits[audit]?.numericValue;
    if (typeof numeric !== 'number') throw new Error(`Lighthouse gave no ${audit} for ${lhr.finalDisplayedUrl}: ${lhr.runtimeError?.message ?? 'no value'}`);
    return numeric;
  };
  return Object.fromEntries(METRICS.map((metric) => [metric.key, value(metric.audit)])) as Sample;
};

/** Chromium with a DevTools port for Lighthouse to drive; no network beyond loopback is needed. */
const launchChromium = async (userDataDir: string): Promise<{ port: number; process: ChildProcess }> => {
  const executable = chromiumPath();
  if (executable === null) throw new Error('Chromium is missing: `apt-get install -y chromium`, or set CHROMIUM_PATH.');
  const child = spawn(executable, [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening a DevTools port:\n${output}`)));
  });
  return { port, process: child };
};

const buildPages = async (workDir: string): Promise<{ site: string; bare: string }> => {
  const site = join(workDir, 'site');
  const bare = join(workDir, 'bare');
  // The site exactly as `npm run build` makes it (Vite, then the visitor's home page pre-rendered), only into a folder of its own.
  // The pre-rendered pages go beside it (`<workDir>/site-prepaint`), where the sandbox's site serving looks for them.
  await build({ configFile: join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel: 'warn', build: { outDir: site, emptyOutDir: true } });
  await prerenderSite(site);
  await buildPaintServer(site);
  await build({
    configFile: false,
    root: join(repoRoot, 'bench', 'bare'),
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir: bare, emptyOutDir: true, target: 'es2022' },
  });
  return { site, bare };
};

const format = (key: MetricKey, value: number): string => {
  if (key === 'cls') return value.toFixed(3);
  if (key === 'bytes') return `${(value / 1024).toFixed(1)} KB`;
  return `${Math.round(value)} ms`;
};

const ratio = (value: number, bare: number): string => (bare === 0 ? (value === 0 ? '1.00×' : '∞') : `${(value / bare).toFixed(2)}×`);

/** A port nobody listens on now: the site server's origin must be known before the sandbox allows it by CORS. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const workDir = await mkdtemp(join(tmpdir(), 'bench-pages-'));
const servers: { close(): Promise<unknown> }[] = [];
let chromium: ChildProcess | null = null;
if (LHR_DIR !== undefined) await mkdir(LHR_DIR, { recursive: true });
try {
  const started = Date.now();
  const dirs = await buildPages(workDir);
  const siteServerPort = await freePort();
  const siteServerOrigin = `http://127.0.0.1:${siteServerPort}`;
  const serve = async (name: 'site' | 'bare') => {
    const siteOrigins = name === 'site' ? [siteServerOrigin] : [];
    const sandbox: RunningSandbox = await startSandbox({ port: 0, dataDir: join(workDir, `data-${name}`), siteDir: dirs[name], control: name === 'site', logger: false, siteOrigins });
    servers.push(sandbox);
    return sandbox.url;
  };
  const site = await serve('site');
  const serverConfig = readServerConfig({ PLATFORM_URL: site, SITE_ORIGIN: siteServerOrigin, PORT: String(siteServerPort), SITE_DIR: dirs.site });
  const siteServer = await buildSiteServer(serverConfig, httpPlatformReader(serverConfig.platformUrl, serverConfig.configTtlMs));
  await siteServer.listen({ port: siteServerPort, host: '127.0.0.1' });
  servers.push(siteServer);
  const urls = { site, siteServer: siteServerOrigin, bare: await serve('bare') };
  const playerSession = PAGES.some((page) => page.player) ? await benchPlayerSession(urls.site) : null;
  const browser = await launchChromium(join(workDir, 'chromium'));
  chromium = browser.process;
  // The cookie jar of the browser Lighthouse drives (Lighthouse clears no cookies between runs): a player's
  // page gets the `sid` cookie as the site itself would have set it at login, every other page none.
  const cookies = (await puppeteer.connect({ browserURL: `http://127.0.0.1:${browser.port}` })).defaultBrowserContext();
  const sessionCookie = playerSession === null ? null : { name: 'sid', value: playerSession, domain: new URL(urls.site).hostname, path: '/', sameSite: 'Strict' as const };
  const asPlayer = async (player: boolean) => {
    if (sessionCookie === null) return;
    if (player) await cookies.setCookie(sessionCookie);
    else await cookies.deleteCookie(...(await cookies.cookies()).filter((cookie) => cookie.name === 'sid'));
  };
  console.log(`Lighthouse ${RUNS} run(s) of each page, interleaved; site ${urls.site}, bare page ${urls.bare}`);

  const samples = new Map<string, Sample[]>();
  let runs = 0;
  outer: for (let run = 1; run <= RUNS; run += 1) {
    for (const formFactor of FORM_FACTORS) {
      for (const page of PAGES) {
        if ((Date.now() - started) / 1000 > MAX_SECONDS) {
          console.warn(`Stopping after ${runs} Lighthouse runs: BENCH_MAX_SECONDS (${MAX_SECONDS} s) reached.`);
          break outer;
        }
        await asPlayer(page.player === true);
        const flags: Flags = { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
        const result = await lighthouse(`${urls[page.site]}${page.path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error('Lighthouse returned no result');
        const key = `${formFactor}/${page.name}`;
        if (page.player && new URL(result.lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.name} ended on ${result.lhr.finalDisplayedUrl}: the player was not logged in`);
        samples.set(key, [...(samples.get(key) ?? []), sampleOf(result.lhr)]);
        if (LHR_DIR !== undefined) await writeFile(join(LHR_DIR, `${key.replace(/[^a-z0-9]+/g, '-')}-${run}.json`), JSON.stringify(result.lhr));
        runs += 1;
        process.stdout.write('.');
      }
    }
  }
  process.stdout.write('\n');

  const medians: Partial<Record<string, Sample>> = {};
  for (const [key, list] of samples) {
    medians[key] = Object.fromEntries(METRICS.map((metric) => [metric.key, median(list.map((sample) => sample[metric.key]))])) as Sample;
  }
  const header = `${'page'.padEnd(26)}${METRICS.map((metric) => metric.label.padStart(11)).join('')}   runs`;
  for (const formFactor of FORM_FACTORS) {
    console.log(`\n${formFactor} (Lighthouse 12, ${formFactor === 'mobile' ? 'simulated slow 4G, 4× CPU' : 'desktop throttling'}), medians`);
    console.log(header);
    const bare = medians[`${formFactor}/bare`];
    for (const page of PAGES) {
      const sample = medians[`${formFactor}/${page.name}`];
      if (!sample) continue;
      const count = samples.get(`${formFactor}/${page.name}`)?.length ?? 0;
      console.log(`${page.name.padEnd(26)}${METRICS.map((metric) => format(metric.key, sample[metric.key]).padStart(11)).join('')}   ${count}`);
    }
    for (const page of PAGES.filter((candidate) => candidate.name !== 'bare')) {
      const sample = medians[`${formFactor}/${page.name}`];
      if (!sample || !bare) continue;
      console.log(`${`${page.name} / bare`.padEnd(26)}${METRICS.map((metric) => ratio(sample[metric.key], bare[metric.key]).padStart(11)).join('')}`);
    }
  }

  const verdicts: string[] = [];
  for (const formFactor of FORM_FACTORS) {
    const bare = medians[`${formFactor}/bare`];
    for (const page of PAGES.filter((candidate) => candidate.site !== 'bare')) {
      const sample = medians[`${formFactor}/${page.name}`];
      if (!sample || !bare) continue;
      const where = `${formFactor} ${page.name}`;
      verdicts.push(`${sample.lcp / bare.lcp <= 1.2 ? 'ok  ' : 'MISS'} ${where} LCP ${ratio(sample.lcp, bare.lcp)} the bare page's (target ≤ 1.20×)`);
      verdicts.push(`${sample.tbt < 100 ? 'ok  ' : 'MISS'} ${where} TBT ${format('tbt', sample.tbt)} (target < 100 ms)`);
      verdicts.push(`${sample.cls < 0.01 ? 'ok  ' : 'MISS'} ${where} CLS ${format('cls', sample.cls)} (target < 0.01)`);
    }
  }
  console.log(`\n${verdicts.join('\n')}`);
  console.log(`\n${runs} Lighthouse runs in ${Math.round((Date.now() - started) / 1000)} s`);

  await mkdir(join(repoRoot, 'reports'), { recursive: true });
  await writeFile(join(repoRoot, 'reports', 'bench-pages.json'), `${JSON.stringify({ runs: RUNS, medians, samples: Object.fromEntries(samples) }, null, 2)}\n`);
} finally {
  if (chromium !== null && chromium.exitCode === null) {
    const exited = new Promise((resolve) => chromium?.once('exit', resolve));
    chromium.kill();
    await exited;
  }
  for (const server of servers) await server.close();
  await rm(workDir, { recursive: true, force: true });
}
