import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** What one visited page failed, in words a reader of the test report understands. */
interface PageProblem {
  readonly url: string;
  readonly problem: string;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Chromium logs every non-2xx answer as a console error. A platform's 4xx (a refused login, a required
 * action, an ended session, a refused stake) is an answer the site or the game expects and shows; a 4xx for anything else (a
 * missing asset or chunk) and any 5xx are still failures.
 */
const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d\b/;
// The game provider's rounds are the platform's too: a stake the balance cannot cover is a 402 the game shows.
const PLATFORM_PATHS = /^\/(services|api)\/|^\/rounds$/;
const isExpectedRefusal = (text: string, resource: string): boolean => {
  if (!EXPECTED_REFUSAL.test(text)) return false;
  try {
    return PLATFORM_PATHS.test(new URL(resource).pathname);
  } catch {
    return false;
  }
};
/** How long a page may take to show its heading after a navigation before it is checked anyway (as long as an expectation waits: on two busy cores a page can take seconds). */
const SETTLE_MS = 10_000;

/**
 * The checks every page a journey visits must pass: axe-core finds no serious or critical violation,
 * there is exactly one `h1` and a `main` landmark, nothing scrolls sideways on a 360 px screen.
 */
/**
 * What axe-core found on a document, by the document's exact markup and width: the same markup gives
 * the same findings, so a page a journey meets again as it was (the login page, a visitor's home page)
 * is not analysed again in this worker; its findings are reported again. A page with frames is always
 * analysed: its markup does not show what its frames hold.
 */
const axeFindings = new Map<string, readonly string[]>();

const documentFingerprint = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    if (document.querySelector('iframe') !== null) return null;
    const markup = document.documentElement.outerHTML;
    let hash = 0;
    for (let index = 0; index < markup.length; index += 1) hash = (Math.imul(hash, 31) + markup.charCodeAt(index)) | 0;
    return `${window.innerWidth}x${window.innerHeight}:${markup.length}:${hash}`;
  });

/**
 * axe-core's own script (`axe-core`, pinned), run in the page and given to AxeBuilder too: its
 * newest release needs Node 22, and the one we keep would otherwise run the older axe it came with.
 * The minified build, not `axeCore.source` (the unminified function, 1.5 MB): a page parses it in
 * two thirds of the time, once per document a journey checks.
 */
const requireHere = createRequire(import.meta.url);
const axeCore = requireHere('axe-core') as { version: string; _audit: { rules: readonly AxeRule[] } };
const AXE_SOURCE = readFileSync(requireHere.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeRule {
  readonly id: string;
  readonly enabled?: boolean;
  readonly impact?: string;
}
/**
 * The rules that can fail a journey: each rule of axe-core 4.14 states its impact, so a rule whose
 * impact is moderate or minor (region, heading-order, the landmark rules' duplicates…) can never yield
 * a serious or critical violation, and is not run (a third of axe's time on a lobby page). A rule that
 * states no impact is run.
 */
const BLOCKING_RULES = axeCore._audit.rules.filter((rule) => rule.enabled !== false && (rule.impact === undefined || BLOCKING_IMPACTS.has(rule.impact))).map((rule) => rule.id);
// Only the violations are collected: gathering what passed was most of axe's time on a large page.
const AXE_OPTIONS: RunOptions = { resultTypes: ['violations'], runOnly: { type: 'rule', values: BLOCKING_RULES } };

/**
 * A page without frames is read by axe.run in the document itself, its script put in once per
 * document: a journey's route changes keep it, where AxeBuilder sends and compiles its 580 KB again
 * for every analysis (a third of its time on a lobby page). AxeBuilder's frame-by-frame mode would
 * also merge its results in a blank page it opens in the journey's context, which costs a page and
 * races the journey's clock (page.clock moves the timers of every page of the context).
 */
const analyzeInPage = async (page: Page): Promise<AxeResults> => {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(AXE_SOURCE);
    const version = await page.evaluate(() => (window as unknown as { axe: { version: string } }).axe.version);
    if (version !== axeCore.version) throw new Error(`axe-core ${version} in the page, ${axeCore.version} pinned`);
  }
  return page.evaluate((options) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, options), AXE_OPTIONS);
};

/** The serious and critical axe findings on the page as it is now (read once per document: `axeFindings`). */
export const axeProblems = async (page: Page): Promise<readonly string[]> => {
  const fingerprint = await documentFingerprint(page);
  const known = fingerprint === null ? undefined : axeFindings.get(fingerprint);
  if (known !== undefined) return known;
  const axe = fingerprint === null ? await new AxeBuilder({ page, axeSource: AXE_SOURCE }).options(AXE_OPTIONS).analyze() : await analyzeInPage(page);
  const found = axe.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `axe ${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  // Kept only if the document did not change while axe read it.
  if (fingerprint !== null && (await documentFingerprint(page)) === fingerprint) axeFindings.set(fingerprint, found);
  return found;
};

/**
 * Waits (up to SETTLE_MS) until the document has its one heading: a page still loading has none, and
 * in a route change the old page's heading can be there an instant before the new page's chunk.
 */
const settled = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => document.querySelectorAll('h1').length === 1, undefined, { timeout: SETTLE_MS }).catch(() => undefined);

const checkPage = async (page: Page): Promise<string[]> => {
  await settled(page);
  const problems: string[] = [...(await axeProblems(page))];
  // axe may have read the page in the middle of a route change: what is counted is the page that stays.
  await settled(page);
  const readLayout = () =>
    page.evaluate(() => ({
      headings: document.querySelectorAll('h1').length,
      mains: document.querySelectorAll('main, [role="main"]').length,
      width: window.innerWidth,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
  let layout = await readLayout();
  // Read in the instant between two pages of a route change (the journey went on meanwhile, and came
  // back to this address): read again once the page has settled. A page without its heading for that
  // long still fails.
  if (layout.headings !== 1 || layout.mains !== 1) {
    await settled(page);
    layout = await readLayout();
  }
  if (layout.headings !== 1) problems.push(`${layout.headings} h1 elements instead of one`);
  if (layout.mains !== 1) problems.push(`${layout.mains} main landmarks instead of one`);
  if (layout.width <= 360 && layout.overflow > 0) problems.push(`scrolls sideways by ${layout.overflow} px at ${layout.width} px wide`);
  return problems;
};

/** How a journey waits until the page it is on has been checked (its problems fail the journey at the end). */
const pageCheckers = new WeakMap<Page, () => Promise<boolean>>();

/** Waits for the check of the page the journey is on now; true once that page has been checked. */
export const pageChecked = (page: Page): Promise<boolean> => pageCheckers.get(page)?.() ?? Promise.resolve(false);

/**
 * `page`, watched: every page the journey lands on is checked as it settles, and the last one when the
 * journey ends; a console error, an uncaught script error or a request off this machine fails it too.
 */
export const test = base.extend<{ page: Page; savesData: boolean }>({
  /**
   * The journey's browser asks for less data (Save-Data), as a player on a metered line does: the site
   * then loads a page's chunk when the page is opened, not every page's chunks once the landing page
   * is shown (prefetchPagesWhenIdle). In a fresh browser per journey that prefetch fetched and ran
   * some 150 chunks a test, a fifth of the layer's CPU; e2e/prefetch.spec.ts keeps it on and proves it.
   */
  savesData: [true, { option: true }],
  page: async ({ page, savesData }, use) => {
    if (savesData) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    const problems: PageProblem[] = [];
    const checked = new Set<string>();
    let checks: Promise<void> = Promise.resolve();
    const check = (url: string): Promise<void> => {
      checks = checks.then(async () => {
        if (page.isClosed() || page.url() !== url || checked.has(url)) return;
        // A page reloaded at the same address while it was read is read again, once.
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          try {
            const found = await checkPage(page);
            // The journey moved on while this page was read: the next landing is checked instead.
            if (page.url() !== url) return;
            checked.add(url);
            problems.push(...found.map((problem) => ({ url, problem })));
            return;
          } catch (error) {
            if (page.isClosed() || page.url() !== url) return;
            // The page was loaded again at the same address (a reload, or a journey's goto to where it
            // already was): that navigation queued a check of its own, which reads the new document.
            if (String(error).includes('Execution context was destroyed')) return;
            if (attempt === 2) problems.push({ url, problem: `could not be checked: ${String(error)}` });
            else await page.waitForLoadState('domcontentloaded').catch(() => undefined);
          }
        }
      });
      return checks;
    };
    pageCheckers.set(page, async () => {
      await check(page.url());
      return checked.has(page.url());
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http')) void check(frame.url()).catch(() => undefined);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !isExpectedRefusal(message.text(), message.location().url)) {
        problems.push({ url: page.url(), problem: `console error: ${message.text()} (${message.location().url})` });
      }
    });
    page.on('pageerror', (error) => problems.push({ url: page.url(), problem: `script error: ${error.message}` }));
    page.on('request', (request) => {
      const { hostname, protocol } = new URL(request.url());
      if ((protocol === 'http:' || protocol === 'https:') && !LOOPBACK.test(hostname)) {
        problems.push({ url: page.url(), problem: `request off the machine: ${request.url()}` });
      }
    });

    await use(page);

    await checks;
    if (!page.isClosed() && page.url().startsWith('http')) await check(page.url());
    expect(problems.map(({ url, problem }) => `${new URL(url).pathname}${new URL(url).search}: ${problem}`)).toEqual([]);
    expect(checked.size, 'no page of this journey was checked').toBeGreaterThan(0);
  },
});

export { expect };
