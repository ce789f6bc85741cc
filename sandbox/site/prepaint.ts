import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The static first paint: the site's page with the markup the site renders into #root for a visitor
 * on `/` already inside, made at build time by `scripts/prerender.ts` from the site's own components
 * (dist/prepaint/). The sandbox reads the build's files and never the site's code; it sends that
 * page only when the site would render exactly that markup, so that React's first render replaces it
 * with the same thing.
 */
export interface Prepaint {
  /** The page's language, which is also the configuration's `languageDefault` it assumes. */
  readonly language: string;
  /** The configuration's `languagesPublished` it assumes (the language menus list them, in order). */
  readonly languagesPublished: readonly string[];
  /** The entry script of the index.html it was made from. */
  readonly entry: string;
  /** The whole page as built; the footer's year, `year`, stands at `yearOffset`. */
  readonly page: string;
  readonly year: number;
  readonly yearOffset: number;
}

export const PREPAINT_DIR = 'prepaint';
/** Cookies the site reads before its first render: the session and the chosen language. */
export const SESSION_COOKIE = 'sid';
export const LANGUAGE_COOKIE = 'LANG';

const LANGUAGE_CODE = /^[a-z]{2}(-[a-z]{2})?$/;
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The pre-rendered pages of `/` the build left in `<siteDir>/prepaint`; none when it left none or they are unreadable. */
export async function readPrepaints(siteDir: string): Promise<readonly Prepaint[]> {
  const dir = join(siteDir, PREPAINT_DIR);
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
  } catch {
    return [];
  }
  const { version, pages } = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as { version?: unknown; pages?: unknown };
  if (version !== 1 || !Array.isArray(pages)) return [];
  const prepaints: Prepaint[] = [];
  for (const page of pages as unknown[]) {
    const { path, file, entry, language, languagesPublished, year, yearOffset } = (typeof page === 'object' && page !== null ? page : {}) as Record<string, unknown>;
    if (path !== '/' || typeof file !== 'string' || !/^[\w.-]+\.html$/.test(file)) continue;
    if (typeof entry !== 'string' || !/^\/assets\/[\w.-]+\.js$/.test(entry)) continue;
    if (typeof language !== 'string' || !LANGUAGE_CODE.test(language) || !isStringArray(languagesPublished)) continue;
    if (!Number.isSafeInteger(year) || !Number.isSafeInteger(yearOffset)) continue;
    let html: string;
    try {
      html = await readFile(join(dir, file), 'utf8');
    } catch {
      continue;
    }
    if (html.slice(yearOffset as number, (yearOffset as number) + 4) !== String(year)) continue;
    prepaints.push({ language, languagesPublished, entry, page: html, year: year as number, yearOffset: yearOffset as number });
  }
  return prepaints;
}

const decodedOrNull = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/**
 * Every value of the cookies named in a Cookie header, names and values percent-decoded as the
 * site's cookie library reads them; null when a name or value cannot be decoded.
 */
export function cookieValues(cookieHeader: string | undefined, name: string): string[] | null {
  const values: string[] = [];
  for (const pair of (cookieHeader ?? '').split(';')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const rawName = (at < 0 ? pair : pair.slice(0, at)).trim();
    const cookieName = decodedOrNull(rawName);
    if (cookieName === null) return null;
    if (cookieName !== name) continue;
    const value = decodedOrNull(at < 0 ? '' : pair.slice(at + 1).trim());
    if (value === null) return null;
    values.push(value);
  }
  return values;
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((item, index) => item === b[index]);

export interface PageRequest {
  /** The request target as sent: path and query. */
  readonly url: string;
  readonly cookie: string | undefined;
  /** The site configuration inlined into this page, or null when it goes out without one. */
  readonly config: unknown;
  /** The site's index.html as it is now: a pre-rendered page made from another build is never sent. */
  readonly indexHtml: string;
}

/**
 * The pre-rendered page the site would render for this request, or null. Only when it is certain:
 * exactly `/` (no query: `lang` changes the language, and the header's login link carries the whole
 * query), no session cookie (any value: a stored session renders "unknown" then the player), the
 * language cookie absent or naming the pre-rendered language exactly, and the inlined configuration's
 * `languageDefault` and `languagesPublished` exactly those it was rendered with.
 */
export function prepaintFor(request: PageRequest, prepaints: readonly Prepaint[]): Prepaint | null {
  if (request.url !== '/' || prepaints.length === 0) return null;
  const config = request.config as { languageDefault?: unknown; languagesPublished?: unknown } | null;
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return null;
  const { languageDefault, languagesPublished } = config;
  if (typeof languageDefault !== 'string' || !isStringArray(languagesPublished)) return null;
  const sessions = cookieValues(request.cookie, SESSION_COOKIE);
  const languages = cookieValues(request.cookie, LANGUAGE_COOKIE);
  if (sessions === null || sessions.length > 0 || languages === null) return null;
  const prepaint = prepaints.find((page) => page.language === languageDefault && sameList(page.languagesPublished, languagesPublished));
  if (prepaint === undefined || !languagesPublished.includes(prepaint.language)) return null;
  if (!request.indexHtml.includes(`src="${prepaint.entry}"`)) return null;
  return languages.every((language) => language === prepaint.language) ? prepaint : null;
}

/** The pre-rendered page with the footer's year made this year's; nothing from the request goes in. */
export function prepaintedPage(prepaint: Prepaint, year: number): string {
  const { page, yearOffset } = prepaint;
  if (!Number.isSafeInteger(year) || String(year).length !== 4) return page;
  return `${page.slice(0, yearOffset)}${year}${page.slice(yearOffset + 4)}`;
}
