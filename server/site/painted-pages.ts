import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as t from 'io-ts';
import { prepaintDirOf, readPrepaintManifest, type ReadText } from './prepaint.ts';

/**
 * Pages painted at request time: a category page (`/casino/<category>`) arrives with its heading and
 * first screen of game cards, a game page with its title, art and play buttons, a content section's
 * page (`/promotions`) with its content, and a returning player's home with its lobby, rendered by the site's own components from the content
 * service's answers (the bundle the build makes of `src/paint-server.tsx`, in `<siteDir>-ssr/`), in
 * the build's shell of that page (index.html with the boot script and the page's stylesheets,
 * `<siteDir>-prepaint/`). The first screen the markup shows is inlined for the site's first render,
 * which then draws the same page. Whatever is missing or unreadable, the page goes out unpainted.
 */

/** A category's address that may be painted: one plain slug, no subcategory, no query. */
const CATEGORY_PATH = /^\/casino\/([a-z0-9][a-z0-9-]{0,99})$/;

export const categoryOfPath = (url: string): string | null => CATEGORY_PATH.exec(url)?.[1] ?? null;

/** A game page's address that may be painted: `/casino/<category>/<subCategory>/<slug>`, plain segments, no query. */
const GAME_PATH = /^\/casino\/[a-z0-9][a-z0-9-]{0,99}\/[a-z0-9][a-z0-9-]{0,99}\/([a-z0-9][a-z0-9-]{0,99})$/;

export const gameOfPath = (url: string): string | null => GAME_PATH.exec(url)?.[1] ?? null;

/** A content section's own page (`/promotions`, `/articles`, `/pages`): the content page of that slug. */
const CONTENT_SECTION_PATH = /^\/(promotions|articles|pages)$/;

/**
 * The page a request asks for that may be painted at request time: a category, a game page, a
 * content section's page, or the home page (for a returning player).
 */
export type PaintTarget =
  | { readonly route: 'category'; readonly category: string }
  | { readonly route: 'game'; readonly slug: string }
  | { readonly route: 'content'; readonly slug: string }
  | { readonly route: 'home' };

export const paintTargetOf = (url: string): PaintTarget | null => {
  if (url === '/') return { route: 'home' };
  const section = CONTENT_SECTION_PATH.exec(url)?.[1];
  if (section !== undefined) return { route: 'content', slug: section };
  const category = categoryOfPath(url);
  if (category !== null) return { route: 'category', category };
  const slug = gameOfPath(url);
  return slug === null ? null : { route: 'game', slug };
};

/** What the painter bundle answers: the markup for #root and the JSON to inline, by element id. */
export interface PaintedPage {
  readonly markup: string;
  readonly inlined: Readonly<Record<string, unknown>>;
}

export interface PaintInput {
  readonly path: string;
  readonly config: unknown;
  readonly language: string;
  readonly year: number;
  readonly answer: object;
  /** The request's `st` cookie, which the site reads at its first render (a game page's practice offer); null: none. */
  readonly locationCookie: string | null;
  /** A visitor, or a returning player (a session cookie: the site's first render is the session being restored). */
  readonly audience: Audience;
}

export type Audience = 'visitor' | 'returning';

/** The painter bundle's face (`src/paint-server.tsx`). */
export interface PagePainter {
  paintCategoryPage(input: PaintInput & { readonly category: string }): Promise<PaintedPage | null>;
  paintGamePage(input: PaintInput & { readonly slug: string }): Promise<PaintedPage | null>;
  paintHomePage(input: PaintInput): Promise<PaintedPage | null>;
  paintContentPage(input: PaintInput & { readonly slug: string }): Promise<PaintedPage | null>;
}

/** The content service's answer for a category, as far as the server needs to trust it before the site's own decoder reads it. */
export const CategoryAnswer = t.type({
  slug: t.string,
  name: t.string,
  games: t.refinement(t.array(t.UnknownRecord), (games) => games.length > 0 && games.length <= 20_000, 'Games'),
});

/** The content service's answer for a game page, as far as the server needs to trust it before the site's own decoder reads it. */
export const GamePageAnswer = t.type({ game: t.UnknownRecord });

/** A content service's page, as far as the server needs to trust it before the site's own decoder reads it. */
export const ContentPageAnswer = t.type({ slug: t.string, regions: t.UnknownRecord });

/** The painted page as the site's decoder of the inlined data expects it; anything else is not inlined. */
const Painted = t.type({ markup: t.string, inlined: t.record(t.string, t.unknown) });
const ELEMENT_ID = /^[a-z][a-z0-9-]{0,63}$/;

/** Checks what the bundle answered: markup with no script, elements of plain ids. */
export const paintedOrNull = (value: unknown): PaintedPage | null => {
  if (!Painted.is(value) || /<script/i.test(value.markup) || value.markup === '') return null;
  return Object.keys(value.inlined).every((id) => ELEMENT_ID.test(id)) ? value : null;
};

/** Where the build of `siteDir` leaves the painter bundle: beside it (`dist` → `dist-ssr`), outside what is served. */
export const paintServerDirOf = (siteDir: string): string => {
  const root = resolve(siteDir);
  return join(dirname(root), `${basename(root)}-ssr`);
};

/**
 * The painter bundle of the build in `siteDir`, imported once; null when the build made none or it
 * is not one (then nothing is painted at request time).
 */
export const painterLoader = (siteDir: string): (() => Promise<PagePainter | null>) => {
  let loaded: Promise<PagePainter | null> | null = null;
  return () => {
    loaded ??= import(pathToFileURL(join(paintServerDirOf(siteDir), 'paint-server.js')).href).then(
      (module: Record<string, unknown>) => (['paintCategoryPage', 'paintGamePage', 'paintHomePage', 'paintContentPage'].every((name) => typeof module[name] === 'function') ? (module as unknown as PagePainter) : null),
      () => null,
    );
    return loaded;
  };
};

const SHELL_ROUTES: readonly PaintTarget['route'][] = ['category', 'game', 'content', 'home'];
const isShellRoute = (route: unknown): route is PaintTarget['route'] => SHELL_ROUTES.includes(route as PaintTarget['route']);

/** A shell the build made for a page painted at request time, in one language. */
export interface PaintShell {
  readonly route: PaintTarget['route'];
  readonly language: string;
  readonly entry: string;
  readonly page: string;
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The shells the build of `siteDir` listed in its manifest (`shells`), each with exactly one empty #root. */
export async function readShells(siteDir: string, read: ReadText): Promise<readonly PaintShell[]> {
  const dir = prepaintDirOf(siteDir);
  const shells = (await readPrepaintManifest(siteDir, read)).shells ?? [];
  if (!Array.isArray(shells)) return [];
  const found: PaintShell[] = [];
  for (const shell of shells as unknown[]) {
    const { route, file, entry, language } = (typeof shell === 'object' && shell !== null ? shell : {}) as Record<string, unknown>;
    if (!isShellRoute(route) || typeof file !== 'string' || !/^[\w.-]+\.html$/.test(file)) continue;
    if (typeof entry !== 'string' || !/^\/assets\/[\w.-]+\.js$/.test(entry) || typeof language !== 'string' || !/^[a-z]{2}(-[a-z]{2})?$/.test(language)) continue;
    const page = await read(join(dir, file));
    if (page === null || page.split(EMPTY_ROOT).length !== 2) continue;
    found.push({ route, language, entry, page });
  }
  return found;
}

/** The shell with the markup in #root; the inlined data is added by the caller, as for every page. */
export const shellWith = (shell: PaintShell, markup: string): string => {
  const [before = '', after = ''] = shell.page.split(EMPTY_ROOT);
  return `${before}<div id="root">${markup}</div>${after}`;
};

const paintWith = (painter: PagePainter, target: PaintTarget, input: PaintInput): Promise<PaintedPage | null> => {
  switch (target.route) {
    case 'category':
      return painter.paintCategoryPage({ ...input, category: target.category });
    case 'game':
      return painter.paintGamePage({ ...input, slug: target.slug });
    case 'content':
      return painter.paintContentPage({ ...input, slug: target.slug });
    case 'home':
      return painter.paintHomePage(input);
  }
};

/**
 * Paints each distinct request once: by the answer (the platform reader keeps the same object while
 * it reuses an answer), the configuration, the language and the year. The newest few are kept.
 */
export const paintCache = (painter: () => Promise<PagePainter | null>, kept = 32) => {
  const byAnswer = new WeakMap<object, Map<string, Promise<PaintedPage | null>>>();
  const order: { readonly answer: object; readonly key: string }[] = [];
  return (target: PaintTarget, input: PaintInput): Promise<PaintedPage | null> => {
    const key = JSON.stringify([target, input.path, input.language, input.year, input.locationCookie, input.audience, input.config]);
    const forAnswer = byAnswer.get(input.answer) ?? new Map<string, Promise<PaintedPage | null>>();
    byAnswer.set(input.answer, forAnswer);
    const known = forAnswer.get(key);
    if (known !== undefined) return known;
    const painted = painter().then(async (loaded) => {
      if (loaded === null) return null;
      return paintedOrNull(await paintWith(loaded, target, input));
    });
    // A failure is not kept: the next request tries again.
    painted.catch(() => forAnswer.delete(key));
    forAnswer.set(key, painted);
    order.push({ answer: input.answer, key });
    while (order.length > kept) {
      const oldest = order.shift();
      if (oldest !== undefined) byAnswer.get(oldest.answer)?.delete(oldest.key);
    }
    return painted;
  };
};
