// A visitor's pages whose markup depends only on the configuration and the language (home, login,
// join, help: PRERENDERED_PAGES), rendered at build time by the site's own components, so that the
// server can send them inside <div id="root"> and the browser paints the page before any script has
// run. `createRoot(...).render(...)` in main.tsx then replaces it with the same markup (no hydration);
// the boot script carries over what the visitor typed meanwhile.
//
//   node --import tsx scripts/prerender.ts [outDir]     (default dist; `npm run build` runs it)
//
// Writes <outDir>-prepaint/<page>.<language>.html per page and translation language (beside the
// served folder, never in it: dist → dist-prepaint): the built index.html with
// the markup in #root and, in place of the entry script and its module preloads, a small boot script
// (<outDir>/assets/prepaint-boot-<hash>.js) that starts the site once the page has been painted, so
// the script's download never comes before the paint. manifest.json names what each page assumes: a
// visitor at its path (no query), the language, the published languages (the language menus list them),
// and where the footer's year is, so that the server can write the current year there. The server
// serves one only when all of that holds (server/site/prepaint.ts); otherwise it serves index.html.
import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { DEFAULT_SITE_CONFIG } from '../src/domain/config';
import { emptyRegions, type ContentPage, type PreloadedPages } from '../src/domain/content';
import { fakeBrowser } from '../src/infrastructure/fake-browser';
import { HELP_CATEGORIES_ELEMENT_ID } from '../src/infrastructure/help/inlined-help-categories';
import { HELP_TOPICS_PLACEHOLDERS, helpTopicsMarkup, type HelpTopicsTemplate } from '../server/site/help-topics';

// Components import their stylesheets; outside Vite (and vitest, which handles them) those load as nothing.
if (process.env.VITEST === undefined) register('./css-module-hooks.mjs', import.meta.url);
const { LANGUAGES } = await import('../src/presentation/app/i18n');
// Every language's page is rendered here: all their messages, at once.
await import('../src/presentation/app/i18n-all');
const { renderFirstPaint } = await import('../src/paint-server');

/**
 * The visitor's pages painted at build time, by path, with the name of their files: those whose
 * first render depends on nothing but the configuration and the language (no data of the platform,
 * no query, no cookie). A category, a game page or promotions show the platform's data: not here.
 */
export const PRERENDERED_PAGES = { '/': 'home', '/login': 'login', '/join': 'join', '/help': 'help' } as const;
export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

/**
 * The module of each lazy page (as AppRoutes imports it): its chunk's stylesheets, and those of the
 * chunks it imports, are linked into the painted page, which is otherwise drawn before the chunk
 * brings them (help's layout moved when they came: CLS 0.1). The build fails if one is not a chunk.
 */
const PAGE_MODULES: Readonly<Partial<Record<PrerenderedPath, string>>> = {
  '/login': 'src/presentation/session/LoginPage.tsx',
  '/join': 'src/presentation/join/JoinPage.tsx',
  '/help': 'src/presentation/help/HelpHomePage.tsx',
};

/** Vite's manifest of the build, kept beside the pre-rendered pages (never served). */
const VITE_MANIFEST = 'vite-manifest.json';

interface ViteManifestChunk {
  readonly file: string;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/** The stylesheets (as `/assets/…` paths) the chunk of `module` needs, its static imports' included, from Vite's manifest. */
export const stylesheetsOf = (manifest: Readonly<Record<string, ViteManifestChunk>>, module: string): string[] => {
  if (manifest[module]?.isDynamicEntry !== true) throw new Error(`prerender: ${module} is not a lazy page's chunk in Vite's manifest`);
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const css of chunk?.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(module);
  return [...styles];
};

export interface VisitorPage {
  readonly path: PrerenderedPath;
  /** The language the page is in (and `languageDefault` of the configuration it assumes). */
  readonly language: string;
  /** `languagesPublished` of the configuration it assumes, in order. */
  readonly languagesPublished: readonly string[];
  readonly year: number;
  /**
   * The page as it is while the visitor's location is still unknown but the lobby's first slide,
   * with this image, is seen by everyone (the server inlined the home page): the skeleton shows that
   * image in the hero's box. Without it, the page as it is before any content.
   */
  readonly heroImageUrl?: string;
  /** Help's categories (`help-pages` as the content service answers it) inlined into the page, as the server does. */
  readonly helpCategories?: unknown;
}

/**
 * What the server writes into the pre-rendered page when the home page it inlines opens with a
 * slide every visitor sees first: `markup` (the skeleton's image, as React renders it, for the image
 * `placeholder`), with `placeholder` replaced by the image's path, inserted at `offset` (before the
 * footer's year). The page file itself has no image, as when the home page is not known.
 */
export interface PrepaintHero {
  readonly offset: number;
  readonly markup: string;
  readonly placeholder: string;
}

/** The image path the hero's markup is rendered with, for the server to replace. */
export const HERO_IMAGE_PLACEHOLDER = '/prepaint-hero-image.svg';

/** A home page whose main content opens with a slideshow of one slide, every visitor's, with `url` as its image. */
const heroOnlyHome = (url: string): ContentPage => {
  const everyone = { hideWhenLogged: false, geoTargetingFilter: null, devices: [] } as const;
  const slide = { ...everyone, type: 'slide', id: 'hero-slide', title: '', text: '', image: { url, alt: '' }, cta: null } as const;
  // A region's rule further down, as a real home page has, keeps the lobby waiting for the location (its skeleton).
  const regional = { ...everyone, geoTargetingFilter: { notIn: { countrySubdivision: {} } }, type: 'content_block', id: 'regional', title: null, paragraphs: [], image: null } as const;
  return {
    slug: 'home',
    title: '',
    pageType: null,
    geoTargetingFilter: null,
    scripts: [],
    regions: { ...emptyRegions(), mainContent: [{ ...everyone, type: 'slideshow', id: 'hero', title: '', slides: [slide] }, regional] },
  };
};

export interface PrepaintEntry {
  readonly path: PrerenderedPath;
  /** The whole page: index.html with the markup in #root and the boot script in place of the entry. */
  readonly file: string;
  /** The entry script of the index.html it was made from: the server checks it is still the one. */
  readonly entry: string;
  readonly language: string;
  readonly languagesPublished: readonly string[];
  /** The year the markup was rendered with, and where it stands in the page (UTF-16 offset). */
  readonly year: number;
  readonly yearOffset: number;
  /** Only the home page's lobby has a hero image. */
  readonly hero?: PrepaintHero;
  /** Only help has topics. */
  readonly helpTopics?: HelpTopicsTemplate;
}

/**
 * A page the site server paints at request time (`src/paint-server.tsx`, bundled into
 * `<outDir>-ssr/`): the built index.html with the boot script and the page chunk's stylesheets, and
 * an empty #root for the markup, in one language.
 */
export interface PaintShellEntry {
  /** Which page: a category (`/casino/<category>`), a game page (`/casino/<category>/<subCategory>/<slug>`), a content section's page (`/promotions`) or a returning player's home (`/`). */
  readonly route: 'category' | 'game' | 'content' | 'home';
  readonly file: string;
  readonly entry: string;
  readonly language: string;
}

export interface PrepaintManifest {
  readonly version: 1;
  readonly pages: readonly PrepaintEntry[];
  readonly shells?: readonly PaintShellEntry[];
}

/** The module of each page painted at request time, for its chunk's stylesheets (as PAGE_MODULES). */
const SHELL_MODULES: Readonly<Record<PaintShellEntry['route'], string>> = {
  category: 'src/presentation/games/CategoryPage.tsx',
  game: 'src/presentation/play/GamePage.tsx',
  // The content pages are of the first script; their rails are a chunk of their own (ContentItems' `gameRail`).
  content: 'src/presentation/games/GameRail.tsx',
  home: 'src/presentation/games/GameRail.tsx',
};

/** Where the bundle that paints a visitor's page at request time goes: beside the served folder (dist → dist-ssr), never in it. */
export const paintServerDirOf = (outDir: string): string => join(dirname(resolve(outDir)), `${basename(resolve(outDir))}-ssr`);

/**
 * Bundles `src/paint-server.tsx`, with everything it imports, into `<outDir>-ssr/paint-server.js`
 * for the site server (a plain Node module: no dependency is looked up where it is run).
 */
export const buildPaintServer = async (outDir: string): Promise<string> => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dir = paintServerDirOf(outDir);
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: [{ find: /^reflect-metadata$/, replacement: 'reflect-metadata/lite' }] },
    ssr: { noExternal: true, target: 'node' },
    build: { ssr: 'src/paint-server.tsx', outDir: dir, emptyOutDir: true, target: 'node20', minify: false, sourcemap: false, copyPublicDir: false },
  });
  return join(dir, 'paint-server.js');
};

/** The markup the site renders into #root for a visitor on `path` when it starts (`renderFirstPaint`), with the fake browser's cookies and inlined data. */
export const renderVisitorPage = async ({ path, language, languagesPublished, year, heroImageUrl, helpCategories }: VisitorPage): Promise<string> => {
  // With the hero: the home page inlined, the visitor's location not yet known (geotargeting on), so the lobby's skeleton with the hero's image.
  const config = { ...DEFAULT_SITE_CONFIG, languagesPublished, languageDefault: language, ...(heroImageUrl === undefined ? {} : { enableGeoTargeting: true }) };
  let browser = fakeBrowser;
  if (heroImageUrl !== undefined) {
    const home = heroOnlyHome(heroImageUrl);
    const preloaded: PreloadedPages = { take: (request) => (request.slug === 'home' && request.language === language ? home : null) };
    browser = { ...fakeBrowser, preloadedPages: () => preloaded };
  }
  if (helpCategories !== undefined) browser = { ...browser, inlinedData: () => ({ json: (id) => (id === HELP_CATEGORIES_ELEMENT_ID ? helpCategories : undefined) }) };
  return renderFirstPaint(path, config, language, year, browser);
};

/** Where the year stands in the markup: the one place where the markup of two years differs. */
const yearOffsetOf = (markup: string, nextYear: string, year: number): number => {
  let differs = 0;
  while (differs < markup.length && markup[differs] === nextYear[differs]) differs += 1;
  for (let offset = Math.max(0, differs - 3); offset <= differs; offset += 1) {
    const isYear = markup.slice(offset, offset + 4) === String(year) && nextYear.slice(offset, offset + 4) === String(year + 1);
    if (isYear && markup.slice(offset + 4) === nextYear.slice(offset + 4)) return offset;
  }
  throw new Error('prerender: the footer year is not the only difference between the markup of two years');
};

/**
 * Where the hero's image goes in the markup, and its markup: the one insertion that turns the page
 * without content into the page with the hero's image.
 */
export const heroInsertionOf = (markup: string, withHero: string): { readonly offset: number; readonly markup: string } => {
  let offset = 0;
  while (offset < markup.length && markup[offset] === withHero[offset]) offset += 1;
  const inserted = withHero.length - markup.length;
  // The first difference may come a little after the insertion's start (`<` shared with the tag that follows it).
  for (let start = offset; start >= 0 && start >= offset - inserted; start -= 1) {
    const piece = withHero.slice(start, start + inserted);
    if (inserted > 0 && piece.startsWith('<img ') && `${markup.slice(0, start)}${piece}${markup.slice(start)}` === withHero) return { offset: start, markup: piece };
  }
  throw new Error('prerender: the hero\'s image is not one element inserted into the page without content');
};

/** A `help-pages` answer: categories of articles, each `[slug, title, [[path, title]…]]`. */
export const helpPagesAnswer = (categories: readonly (readonly [string, string, readonly (readonly [string, string])[]])[]): unknown =>
  categories.map(([slug, title, pages]) => ({ slug, title, pages: pages.map(([path, pageTitle], index) => ({ contentId: `${slug}-${index}`, path, title: pageTitle })) }));

const { categorySlug, categoryTitle, articleLink, articleTitle } = HELP_TOPICS_PLACEHOLDERS;
const oneTopic = helpPagesAnswer([[categorySlug, categoryTitle, [[articleLink.slice(1), articleTitle]]]]);

/**
 * Help's topics as pieces the server repeats (`HelpTopicsTemplate`, its offset in `markup`): what
 * differs between the page without categories (`markup`, its loading line) and with one category of
 * one article of placeholders (`withOne`), split at that category and that article. Checked against
 * a render of two categories of two articles (and one of none), so a template that would not repeat
 * fails the build.
 */
export const helpTopicsOf = async (input: VisitorPage, markup: string): Promise<HelpTopicsTemplate> => {
  const withOne = await renderVisitorPage({ ...input, helpCategories: oneTopic });
  let start = 0;
  while (start < markup.length && markup[start] === withOne[start]) start += 1;
  start = markup.lastIndexOf('<', start);
  let common = 0;
  while (common < markup.length - start && markup[markup.length - 1 - common] === withOne[withOne.length - 1 - common]) common += 1;
  const end = markup.indexOf('<', markup.length - common);
  const middle = withOne.slice(start, withOne.length - (markup.length - end));
  const categoryStart = middle.lastIndexOf('<section', middle.indexOf(categorySlug));
  const articleStart = middle.lastIndexOf('<li', middle.indexOf(articleLink));
  const articleEnd = middle.indexOf('</li>', articleStart) + '</li>'.length;
  const categoryEnd = middle.indexOf('</section>', articleEnd) + '</section>'.length;
  const template = {
    offset: start,
    length: end - start,
    before: middle.slice(0, categoryStart),
    categoryOpen: middle.slice(categoryStart, articleStart),
    article: middle.slice(articleStart, articleEnd),
    categoryClose: middle.slice(articleEnd, categoryEnd),
    after: middle.slice(categoryEnd),
  };
  const several = [['topic-a', 'Deposits & "limits"', [['help/topic-a/one', "Can't <log> in"], ['help/other/two', 'Two']]], ['topic-b', '', []]] as const;
  const check = await renderVisitorPage({ ...input, helpCategories: helpPagesAnswer(several) });
  const painted = `${markup.slice(0, start)}${helpTopicsMarkup(template, several.map(([slug, title, pages]) => ({ slug, title, articles: pages.map(([path, text]) => ({ link: `/${path}`, title: text })) })))}${markup.slice(end)}`;
  const isLoadingLine = /^<p [^<>]*>[^<>]*<\/p>$/.test(markup.slice(start, end));
  if (!isLoadingLine || categoryStart < 0 || articleStart < 0 || painted !== check) throw new Error('prerender: help\'s topics are not one loading line replaced by repeatable categories and articles');
  return template;
};

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\n?\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\n?\s*/g;
const EMPTY_ROOT = '<div id="root"></div>';

/** The sessionStorage key the boot script sets when it reloads the page after a failed start. */
export const BOOT_RELOADED_KEY = 'prepaint-boot-reloaded';

/**
 * The script the pre-rendered page loads in place of the site's entry: once the page has been
 * painted (two frames), it preloads the entry's modules and imports the entry, which renders the
 * same page. In a hidden tab, where no frame comes, it starts at once; in any case within 500 ms.
 * If the entry fails to load (a flaky network), the page would stay painted but dead: it reloads
 * once, marked in sessionStorage so that it never loops; after a second failure (or without
 * sessionStorage) it leaves the painted page as it is. A start that succeeds clears the mark.
 * When React's render replaces the painted page, it carries the visitor's input over (a login form
 * typed into before the script ran keeps its text and focus), a form sent meanwhile is held and
 * then sent by React's form, and a button pressed meanwhile is pressed again on React's page.
 */
export const bootScript = (entry: string, preloads: readonly string[]): string => `// The pre-rendered page is painted first; then the site starts (scripts/prerender.ts).
const entry = ${JSON.stringify(entry)};
const preloads = ${JSON.stringify(preloads)};
const reloadedKey = ${JSON.stringify(BOOT_RELOADED_KEY)};
let started = false;
const forget = () => {
  try {
    sessionStorage.removeItem(reloadedKey);
  } catch {}
};
const failed = () => {
  // Reload once; without sessionStorage, or after a reload already, leave the page as it is.
  let reloaded = true;
  try {
    reloaded = sessionStorage.getItem(reloadedKey) !== null;
    if (!reloaded) sessionStorage.setItem(reloadedKey, '1');
  } catch {}
  if (!reloaded) location.reload();
};
const start = () => {
  if (started) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry).then(forget, failed);
};
// React's first render replaces the painted page (no hydration): what the visitor typed, ticked or
// chose there meanwhile, and where the focus was, carry over to the same field of React's page (the
// n-th field of #root, the same tag, type and name), set as typing would so React's state reads it.
const root = document.getElementById('root');
const FIELDS = 'input, textarea, select';
let focused = null;
const within = (selector) => (nodes) => nodes.flatMap((node) => (node.nodeType === 1 ? [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)] : []));
const fieldsOf = within(FIELDS);
// A link or button with the focus (a keyboard's Tab, or a tap) keeps it: the same n-th one of React's page.
const CONTROLS = 'a[href], button';
const controlsOf = within(CONTROLS);
const changed = (field) =>
  field.type === 'checkbox' || field.type === 'radio'
    ? field.checked !== field.defaultChecked
    : field.tagName === 'SELECT'
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.value !== field.defaultValue;
const carry = (from, to) => {
  if (from.tagName !== to.tagName || from.type !== to.type || from.name !== to.name) return;
  if (changed(from)) {
    if (from.type === 'checkbox' || from.type === 'radio') {
      if (to.checked !== from.checked) to.click();
    } else if (from.type !== 'file') {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value').set.call(to, from.value);
      to.dispatchEvent(new Event(to.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    }
  }
  if (from === focused) {
    to.focus();
    try {
      to.setSelectionRange(from.selectionStart, from.selectionEnd);
    } catch {}
  }
};
// A form sent before the site runs would go as a GET of the page with its fields in the address (a
// password too): it is held, and sent by React's form once that has the fields.
let held = null;
const hold = (event) => {
  event.preventDefault();
  held = [...root.querySelectorAll('form')].indexOf(event.target);
};
// A button pressed before the site runs does nothing (a game page's "Log in and play"): the last press
// is held, and made on the same button of React's page (the n-th of #root). A form's own submit button
// is left to the form's hold above.
let pressed = null;
const press = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button === null || (button.type === 'submit' && button.form !== null)) return;
  pressed = [...root.querySelectorAll('button')].indexOf(button);
};
if (root !== null) {
  root.addEventListener('focusin', (event) => (focused = event.target));
  root.addEventListener('submit', hold);
  root.addEventListener('click', press);
  const replaced = new MutationObserver((records) => {
    // The painted page's removal is React's first render: once, whatever it held.
    const removedNodes = records.flatMap((record) => [...record.removedNodes]);
    if (removedNodes.length === 0) return;
    replaced.disconnect();
    const removed = fieldsOf(removedNodes);
    root.removeEventListener('submit', hold);
    root.removeEventListener('click', press);
    const added = [...root.querySelectorAll(FIELDS)];
    removed.forEach((field, index) => added[index] !== undefined && carry(field, added[index]));
    const focusedControl = focused === null ? -1 : controlsOf(removedNodes).indexOf(focused);
    const control = focusedControl < 0 ? undefined : root.querySelectorAll(CONTROLS)[focusedControl];
    if (control !== undefined && control.tagName === focused.tagName && control.getAttribute('href') === focused.getAttribute('href')) control.focus();
    const form = held === null ? undefined : root.querySelectorAll('form')[held];
    if (form !== undefined) setTimeout(() => form.isConnected && form.requestSubmit(), 0);
    const button = pressed === null || pressed < 0 ? undefined : root.querySelectorAll('button')[pressed];
    if (button !== undefined) setTimeout(() => button.isConnected && button.click(), 0);
  });
  replaced.observe(root, { childList: true });
}
if (document.visibilityState === 'hidden') start();
else {
  // The first frame, then the next: by then the page has been painted and shown.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  setTimeout(start, 500);
}
`;

export interface PrepaintedPage {
  readonly page: string;
  readonly yearOffset: number;
}

/**
 * The site's index.html with the markup inside #root, the document in its language, and the entry
 * script and its module preloads replaced by `bootSrc`, so that nothing delays the first paint.
 */
export const prepaintedPage = (indexHtml: string, markup: string, markupYearOffset: number, language: string, bootSrc: string, styles: readonly string[] = []): PrepaintedPage => {
  const entries = [...indexHtml.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1 || indexHtml.split(EMPTY_ROOT).length !== 2 || !/<html lang="[^"]*">/.test(indexHtml)) {
    throw new Error('prerender: index.html has not exactly one entry script, one empty #root and a language');
  }
  const links = styles
    .filter((href) => /^\/assets\/[\w.-]+\.css$/.test(href) && !indexHtml.includes(`href="${href}"`))
    .map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n  `)
    .join('');
  if (links !== '' && indexHtml.split('</head>').length !== 2) throw new Error('prerender: index.html has not exactly one </head>');
  // After the site's own stylesheet, where the chunk's would be added at run time (the end of the head).
  const head = indexHtml
    .replace('</head>', () => `${links}</head>`)
    .replace(ENTRY_SCRIPT, () => `<script type="module" crossorigin src="${bootSrc}"></script>\n    `)
    .replace(MODULE_PRELOAD, '')
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`);
  const [before = '', after = ''] = head.split(EMPTY_ROOT);
  const opening = `${before}<div id="root">`;
  return { page: `${opening}${markup}</div>${after}`, yearOffset: opening.length + markupYearOffset };
};

/**
 * Where the pre-rendered pages of a build in `outDir` go: beside it, never inside what is served
 * (the sandbox's `prepaintDirOf` names the same folder).
 */
export const prepaintDirOf = (outDir: string): string => join(dirname(resolve(outDir)), `${basename(resolve(outDir))}-prepaint`);

/** One page in one language: the whole page, where its year stands and, on the home page, where its hero image goes. */
const prerenderPage = async (input: VisitorPage, indexHtml: string, bootSrc: string, styles: readonly string[]) => {
  const markup = await renderVisitorPage(input);
  const markupYearOffset = yearOffsetOf(markup, await renderVisitorPage({ ...input, year: input.year + 1 }), input.year);
  const { page, yearOffset } = prepaintedPage(indexHtml, markup, markupYearOffset, input.language, bootSrc, styles);
  if (input.path === '/help') {
    const topics = await helpTopicsOf(input, markup);
    const offset = yearOffset - markupYearOffset + topics.offset;
    if (offset + topics.length > yearOffset) throw new Error('prerender: help\'s topics come after the footer year');
    return { page, yearOffset, helpTopics: { ...topics, offset } };
  }
  if (input.path !== '/') return { page, yearOffset };
  const hero = heroInsertionOf(markup, await renderVisitorPage({ ...input, heroImageUrl: HERO_IMAGE_PLACEHOLDER }));
  const heroOffset = yearOffset - markupYearOffset + hero.offset;
  if (heroOffset >= yearOffset) throw new Error('prerender: the hero comes after the footer year');
  return { page, yearOffset, hero: { offset: heroOffset, markup: hero.markup, placeholder: HERO_IMAGE_PLACEHOLDER } };
};

/**
 * Renders every page of PRERENDERED_PAGES in every translation language into `<outDir>-prepaint`
 * (each a whole page: `outDir`'s index.html with the markup in #root and the boot script), and the
 * boot script into `<outDir>/assets`.
 */
export const prerenderSite = async (outDir: string, year = new Date().getFullYear()): Promise<PrepaintManifest> => {
  const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
  const entry = [...indexHtml.matchAll(ENTRY_SCRIPT)][0]?.[1];
  if (entry === undefined) throw new Error(`prerender: no entry script in ${join(outDir, 'index.html')}`);
  const boot = bootScript(entry, [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''));
  const bootSrc = `/assets/prepaint-boot-${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`;
  await writeFile(join(outDir, bootSrc), boot);
  // Compressed beside it, as the build does for its own files (the server sends what the browser accepts).
  await writeFile(join(outDir, `${bootSrc}.br`), brotliCompressSync(boot, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(join(outDir, `${bootSrc}.gz`), gzipSync(boot, { level: 9 }));

  // Vite's manifest (which stylesheets each chunk needs) is moved out of what is served, beside the
  // pages (where a second run of this script finds it again).
  const dir = prepaintDirOf(outDir);
  const viteManifestText = (await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8').catch(() => null)) ?? (await readFile(join(dir, VITE_MANIFEST), 'utf8').catch(() => null));
  const viteManifest = viteManifestText === null ? null : (JSON.parse(viteManifestText) as Record<string, ViteManifestChunk>);
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const stylesOf = (path: PrerenderedPath): string[] => {
    const module = PAGE_MODULES[path];
    return viteManifest === null || module === undefined ? [] : stylesheetsOf(viteManifest, module);
  };

  const languages = [...LANGUAGES];
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  if (viteManifestText !== null) await writeFile(join(dir, VITE_MANIFEST), viteManifestText);
  const pages: PrepaintEntry[] = [];
  for (const [path, name] of Object.entries(PRERENDERED_PAGES) as [PrerenderedPath, string][]) {
    for (const language of languages) {
      const { page, ...offsets } = await prerenderPage({ path, language, languagesPublished: languages, year }, indexHtml, bootSrc, stylesOf(path));
      const file = `${name}.${language}.html`;
      await writeFile(join(dir, file), page);
      pages.push({ path, file, entry, language, languagesPublished: languages, year, ...offsets });
    }
  }
  const shells: PaintShellEntry[] = [];
  for (const [route, module] of Object.entries(SHELL_MODULES) as [PaintShellEntry['route'], string][]) {
    const styles = viteManifest === null ? [] : stylesheetsOf(viteManifest, module);
    for (const language of languages) {
      const file = `${route}-shell.${language}.html`;
      await writeFile(join(dir, file), prepaintedPage(indexHtml, '', 0, language, bootSrc, styles).page);
      shells.push({ route, file, entry, language });
    }
  }
  const manifest: PrepaintManifest = { version: 1, pages, shells };
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = resolve(process.argv[2] ?? 'dist');
  const manifest = await prerenderSite(outDir);
  console.warn(`prerender: ${[...manifest.pages, ...(manifest.shells ?? [])].map((page) => page.file).join(', ')} in ${prepaintDirOf(outDir)}`);
  console.warn(`prerender: the request-time painter in ${await buildPaintServer(outDir)}`);
}
