import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { helpTopicsMarkup, helpTopicsTemplateOf, type HelpTopicsTemplate, type PaintedHelpCategory } from './help-topics.ts';

/**
 * The static first paint: the site's page with the markup the site renders into #root for a visitor
 * on one of its paths (`/`, `/login`…) already inside, made at build time by `scripts/prerender.ts` from the site's own components
 * (`dist-prepaint/`, beside `dist/` and never inside what is served). The sandbox reads the build's files and never the site's code; it sends that
 * page only when the site would render exactly that markup, so that React's first render replaces it
 * with the same thing.
 */
export interface Prepaint {
  /** The path it is the page of, exactly (`/`, `/login`). */
  readonly path: string;
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
  /** The lobby's hero image, inserted when the inlined home page opens with a slide every visitor sees first; null: never. */
  readonly hero: PrepaintHero | null;
  /** Help's topics, painted in place of its loading line when the server inlines them; null: never. */
  readonly helpTopics: HelpTopicsTemplate | null;
}

/**
 * The skeleton's image of the lobby's first slide as the site renders it (`markup`, made by the
 * build for the image path `placeholder`), and where it goes in the page (`offset`, before the year).
 */
export interface PrepaintHero {
  readonly offset: number;
  readonly markup: string;
  readonly placeholder: string;
}

/**
 * An image path the server writes into the page as it is: same origin, an SVG (the site asks for
 * one URL of an SVG, no widths to choose from), and nothing that HTML or a URL would read otherwise
 * (no query, fragment, quote, ampersand or escape).
 */
const HERO_IMAGE_PATH = /^\/[\w-][\w./-]*\.svg$/;

const heroOf = (raw: unknown, yearOffset: number): PrepaintHero | null => {
  const { offset, markup, placeholder } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (!Number.isSafeInteger(offset) || (offset as number) < 0 || (offset as number) >= yearOffset) return null;
  if (typeof placeholder !== 'string' || !HERO_IMAGE_PATH.test(placeholder)) return null;
  if (typeof markup !== 'string' || !/^<img [^<>]*\/?>$/.test(markup) || !markup.includes(placeholder)) return null;
  return { offset: offset as number, markup, placeholder };
};

/**
 * Where the build of `siteDir` leaves its pre-rendered pages: beside it (`dist` → `dist-prepaint`),
 * outside the served folder, so that no spelling of a path can reach them (as `dist-sourcemaps`).
 */
export const prepaintDirOf = (siteDir: string): string => {
  const root = resolve(siteDir);
  return join(dirname(root), `${basename(root)}-prepaint`);
};
/** Cookies the site reads before its first render: the session and the chosen language. */
export const SESSION_COOKIE = 'sid';
export const LANGUAGE_COOKIE = 'LANG';

const LANGUAGE_CODE = /^[a-z]{2}(-[a-z]{2})?$/;
/** A path a pre-rendered page may stand for: `/` or lower-case segments, nothing a URL or HTML would read otherwise. */
const PAGE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Reads a text file, or answers null when it cannot. */
export type ReadText = (path: string) => Promise<string | null>;

const readText: ReadText = (path) => readFile(path, 'utf8').catch(() => null);

/**
 * A file reader that keeps what it read and reads a file again only when its modification time (in
 * nanoseconds) or size has changed, so a rebuild is seen at the next request without reading every
 * file on every request. The same string comes back while the file is unchanged.
 */
export const cachedReader = (): ReadText => {
  const cache = new Map<string, { readonly mtimeNs: bigint; readonly size: bigint; readonly text: string }>();
  return async (path) => {
    let stats;
    try {
      stats = await stat(path, { bigint: true });
    } catch {
      cache.delete(path);
      return null;
    }
    const kept = cache.get(path);
    if (kept !== undefined && kept.mtimeNs === stats.mtimeNs && kept.size === stats.size) return kept.text;
    const text = await readText(path);
    if (text === null) cache.delete(path);
    else cache.set(path, { mtimeNs: stats.mtimeNs, size: stats.size, text });
    return text;
  };
};

/** The build's `manifest.json` beside `siteDir` (`prepaintDirOf`), as an object's fields; none when it is missing or unreadable. */
export async function readPrepaintManifest(siteDir: string, read: ReadText = readText): Promise<Readonly<Record<string, unknown>>> {
  try {
    const manifest: unknown = JSON.parse((await read(join(prepaintDirOf(siteDir), 'manifest.json'))) ?? '');
    return typeof manifest === 'object' && manifest !== null ? (manifest as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The pre-rendered pages the build of `siteDir` left in `prepaintDirOf(siteDir)` (only those of
 * `onlyPath`, when given); none when it left none or they are unreadable.
 */
export async function readPrepaints(siteDir: string, read: ReadText = readText, onlyPath?: string): Promise<readonly Prepaint[]> {
  const dir = prepaintDirOf(siteDir);
  const { version, pages } = await readPrepaintManifest(siteDir, read);
  if (version !== 1 || !Array.isArray(pages)) return [];
  const prepaints: Prepaint[] = [];
  for (const page of pages as unknown[]) {
    const { path, file, entry, language, languagesPublished, year, yearOffset } = (typeof page === 'object' && page !== null ? page : {}) as Record<string, unknown>;
    if (typeof path !== 'string' || !PAGE_PATH.test(path) || (onlyPath !== undefined && path !== onlyPath)) continue;
    if (typeof file !== 'string' || !/^[\w.-]+\.html$/.test(file)) continue;
    if (typeof entry !== 'string' || !/^\/assets\/[\w.-]+\.js$/.test(entry)) continue;
    if (typeof language !== 'string' || !LANGUAGE_CODE.test(language) || !isStringArray(languagesPublished)) continue;
    if (!Number.isSafeInteger(year) || !Number.isSafeInteger(yearOffset)) continue;
    const html = await read(join(dir, file));
    if (html === null) continue;
    if (html.slice(yearOffset as number, (yearOffset as number) + 4) !== String(year)) continue;
    const hero = heroOf((page as Record<string, unknown>).hero, yearOffset as number);
    // The hero goes between two elements of the page (after a tag's end, before a tag's start).
    const heroFits = hero !== null && html[hero.offset - 1] === '>' && html[hero.offset] === '<';
    const helpTopics = helpTopicsTemplateOf((page as Record<string, unknown>).helpTopics, yearOffset as number);
    // The topics replace one paragraph of the page (the loading line).
    const loadingLine = helpTopics === null ? '' : html.slice(helpTopics.offset, helpTopics.offset + helpTopics.length);
    const topicsFit = /^<p [^<>]*>[^<>]*<\/p>$/.test(loadingLine);
    prepaints.push({ path, language, languagesPublished, entry, page: html, year: year as number, yearOffset: yearOffset as number, hero: heroFits ? hero : null, helpTopics: topicsFit ? helpTopics : null });
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

/** Whether a request with this `Sec-Fetch-Site` carries the site's `SameSite=Strict` cookies. */
export const sendsStrictCookies = (fetchSite: string | undefined): boolean => fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((item, index) => item === b[index]);

export interface PageRequest {
  /** The request target as sent: path and query. */
  readonly url: string;
  readonly cookie: string | undefined;
  /**
   * The request's `Sec-Fetch-Site`. The site's cookies are `SameSite=Strict`: on an arrival from
   * another site (`cross-site`, and `same-site` from a sibling host) the browser leaves them out, so
   * their absence says nothing about the player.
   */
  readonly fetchSite: string | undefined;
  /** The site configuration inlined into this page, or null when it goes out without one. */
  readonly config: unknown;
  /** The site's index.html as it is now: a pre-rendered page made from another build is never sent. */
  readonly indexHtml: string;
}

/**
 * The pre-rendered page the site would render for this request, or null. Only when it is certain:
 * exactly the page's path (no query: `lang` changes the language, the header's login link carries
 * the whole query, and the login page reads its `destination`), no session cookie (any value: a stored session renders "unknown" then the player), the
 * language cookie absent or naming the pre-rendered language exactly, and the inlined configuration's
 * `languageDefault` and `languagesPublished` exactly those it was rendered with. And only when the
 * browser sent its cookies: `Sec-Fetch-Site` is `same-origin` or `none` (typed, bookmarked), or is
 * absent (a client that is not a browser, or one too old to send it).
 */
export function prepaintFor(request: PageRequest, prepaints: readonly Prepaint[]): Prepaint | null {
  const forPath = prepaints.filter((page) => page.path === request.url);
  if (forPath.length === 0) return null;
  const language = visitorLanguage(request);
  if (language === null) return null;
  const { languagesPublished } = request.config as { languagesPublished: string[] };
  const prepaint = forPath.find((page) => page.language === language && sameList(page.languagesPublished, languagesPublished));
  if (prepaint === undefined || !request.indexHtml.includes(`src="${prepaint.entry}"`)) return null;
  return prepaint;
}

/**
 * The language the site renders this request's page in when it is sure it renders it for a visitor
 * (as `prepaintFor` decides): the browser sent its cookies, no session cookie, the language cookie
 * absent or naming the configuration's default, which is one of its published languages. Else null.
 */
export function visitorLanguage(request: Pick<PageRequest, 'cookie' | 'fetchSite' | 'config'>): string | null {
  const reader = pageReader(request);
  return reader?.audience === 'visitor' ? reader.language : null;
}

/** A session id as the site stores it (its `parseSessionId`); any other value is not painted for. */
const SESSION_ID = /^[A-Za-z0-9_-]{16,256}$/;

/**
 * Who the site's first render is for, and in which language, when the server is sure of both: the
 * browser sent its cookies, the language cookie is absent or names the configuration's default (one
 * of its published languages), and there is no session cookie (a visitor) or exactly one of a
 * session id's shape (a returning player, whose session the site restores after its first render).
 * Else null.
 */
export function pageReader(request: Pick<PageRequest, 'cookie' | 'fetchSite' | 'config'>): { readonly language: string; readonly audience: 'visitor' | 'returning' } | null {
  if (!sendsStrictCookies(request.fetchSite)) return null;
  const config = request.config as { languageDefault?: unknown; languagesPublished?: unknown } | null;
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return null;
  const { languageDefault, languagesPublished } = config;
  if (typeof languageDefault !== 'string' || !isStringArray(languagesPublished) || !languagesPublished.includes(languageDefault)) return null;
  const sessions = cookieValues(request.cookie, SESSION_COOKIE);
  const languages = cookieValues(request.cookie, LANGUAGE_COOKIE);
  if (sessions === null || sessions.length > 1 || languages === null) return null;
  const [session] = sessions;
  if (session !== undefined && !SESSION_ID.test(session)) return null;
  if (!languages.every((language) => language === languageDefault)) return null;
  return { language: languageDefault, audience: session === undefined ? 'visitor' : 'returning' };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An item the site shows to everyone, everywhere, on every device: no `hideWhenLogged`, no geotargeting filter, no devices. */
const shownToEveryone = (item: Record<string, unknown>): boolean =>
  (item.hideWhenLogged === undefined || item.hideWhenLogged === false) &&
  (item.geoTargetingFilter === undefined || item.geoTargetingFilter === null) &&
  (item.devices === undefined || (Array.isArray(item.devices) && item.devices.length === 0));

/**
 * The path of the lobby's first slide's image in the home page the server inlines (as the content
 * service sends it), when the site's skeleton shows it for sure (the site's `heroImageForEveryone`):
 * the page has no geotargeting filter, its main content opens with a slideshow whose first slide
 * has an image, and neither the slideshow nor that slide has an audience rule. Stricter than the site
 * where it cannot be sure (an image path outside `HERO_IMAGE_PATH`, a slide without a title): then
 * no image is painted, and the site's render shows it a moment later, as before.
 */
export function heroImagePath(home: unknown): string | null {
  if (!isObject(home) || !(home.geoTargetingFilter === undefined || home.geoTargetingFilter === null) || !isObject(home.regions)) return null;
  const main = home.regions.mainContent;
  const slideshow: unknown = Array.isArray(main) ? main[0] : undefined;
  if (!isObject(slideshow) || slideshow.type !== 'slideshow' || typeof slideshow.id !== 'string' || !shownToEveryone(slideshow) || !Array.isArray(slideshow.slides)) return null;
  const slide: unknown = slideshow.slides[0];
  if (!isObject(slide) || slide.type !== 'slide' || typeof slide.id !== 'string' || typeof slide.title !== 'string' || !shownToEveryone(slide) || !isObject(slide.image)) return null;
  const { url } = slide.image;
  return typeof url === 'string' && HERO_IMAGE_PATH.test(url) ? url : null;
}

/**
 * The pre-rendered page with the footer's year made this year's and, given the path of the image
 * every visitor's lobby opens with (`heroImagePath`), that image painted in the hero's box as the
 * site's skeleton shows it, and given the help home's categories the server inlines
 * (`paintableHelpCategories`), help's topics in place of its loading line; nothing from the request goes in.
 */
export function prepaintedPage(prepaint: Prepaint, year: number, heroPath: string | null = null, helpCategories: readonly PaintedHelpCategory[] | null = null): string {
  const { page, yearOffset, hero, helpTopics } = prepaint;
  const dated = !Number.isSafeInteger(year) || String(year).length !== 4 ? page : `${page.slice(0, yearOffset)}${year}${page.slice(yearOffset + 4)}`;
  if (helpTopics !== null && helpCategories !== null) {
    return `${dated.slice(0, helpTopics.offset)}${helpTopicsMarkup(helpTopics, helpCategories)}${dated.slice(helpTopics.offset + helpTopics.length)}`;
  }
  if (hero === null || heroPath === null || !HERO_IMAGE_PATH.test(heroPath)) return dated;
  return `${dated.slice(0, hero.offset)}${hero.markup.split(hero.placeholder).join(heroPath)}${dated.slice(hero.offset)}`;
}
