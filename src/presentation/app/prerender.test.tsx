import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { act } from '@testing-library/react';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_RELOADED_KEY, bootScript, helpPagesAnswer, helpTopicsOf, HERO_IMAGE_PLACEHOLDER, heroInsertionOf, prepaintDirOf, prepaintedPage, PRERENDERED_PAGES, type PrerenderedPath, prerenderSite, renderVisitorPage, stylesheetsOf } from '../../../scripts/prerender';
import type { LanguageService } from '../../application/i18n/language-service';
import { I18nTokens } from '../../application/i18n/tokens';
import type { SessionService } from '../../application/session/session-service';
import { SessionTokens } from '../../application/session/tokens';
import { DocumentPreloadedPages } from '../../infrastructure/content/document-preloaded-pages';
import { DocumentInlinedData } from '../../infrastructure/shared/document-inlined-data';
import { HELP_CATEGORIES_ELEMENT_ID as SITE_HELP_CATEGORIES_ID } from '../../infrastructure/help/inlined-help-categories';
import { HELP_CATEGORIES_ELEMENT_ID, helpTopicsMarkup, paintableHelpCategories } from '../../../server/site/help-topics';
import { scriptSafeJson } from '../../../server/site/site-page';
import { createTestApp } from '../../../tests/support/test-app';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../../domain/config';
import { App } from './App';
import { contextFor, loadPageFor } from './AppRoutes';
import { createI18n, LANGUAGES } from './i18n';

/** React's generated ids (useId), alone or with a suffix (`-input`): the server's and the client's differ in spelling, never in use. */
const GENERATED_ID = /_[rR]_[0-9a-z]+_|«[rR][0-9a-z:]*»|:[rR][0-9a-z]*:/g;

/**
 * What a browser shows of a subtree: elements, their attributes and text, with adjacent text nodes
 * joined, a `<select>`'s value instead of its options' `selected` attributes (the server writes the
 * attribute, the client sets the property), and generated ids numbered in order of appearance.
 */
const shown = (root: Element): string => {
  const clone = root.cloneNode(true) as Element;
  clone.normalize();
  const ids = new Map<string, string>();
  const idOf = (value: string) => value.replace(GENERATED_ID, (id) => ids.get(id) ?? ids.set(id, `id${ids.size}`).get(id)!);
  const selects = [...root.querySelectorAll('select')].map((select) => select.value);
  let select = 0;
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const element = node as Element;
    const attributes = [...element.attributes]
      .filter((attribute) => !(element.tagName === 'OPTION' && attribute.name === 'selected'))
      .map((attribute) => `${attribute.name}=${JSON.stringify(['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls'].includes(attribute.name) ? idOf(attribute.value) : attribute.value)}`)
      .sort();
    if (element.tagName === 'SELECT') attributes.push(`value=${JSON.stringify(selects[select++])}`);
    return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${[...element.childNodes].map(walk).join('')}</${element.tagName.toLowerCase()}>`;
  };
  return [...clone.childNodes].map(walk).join('');
};

/** A home page as the content service sends it: a slideshow and a block (the lobby the skeleton stands for). */
const HOME_PAGE = {
  slug: 'home',
  title: 'Aurora Casino',
  pageType: 'marketing_page',
  geoTargetingFilter: null,
  scripts: [],
  regions: {
    mainContent: [
      { type: 'slideshow', id: 'hero', title: 'Featured', slides: [{ type: 'slide', id: 's1', title: 'Welcome offer', text: 'Spins on us', image: { url: '/content/images/slides/welcome.svg', alt: 'Stars' }, cta: null }] },
      { type: 'content_block', id: 'responsible', title: 'Play safe', body: 'Set limits.' },
      // A region's rule, as the sandbox's home page has: the lobby waits for the location (GEO-03).
      { type: 'content_block', id: 'regional', title: 'Not in Madrid', body: 'Local offer.', geoTargetingFilter: { notIn: { countrySubdivision: { ES: ['ES-MD'] } } } },
    ],
  },
};

/**
 * main.tsx for a visitor on the page's path (`/` unless `path`): the same container shape, language,
 * landing page's chunk and context, session restore and render, over fakes whose platform holds the
 * home page. `firstRender` is the page as React first commits it, before any answer of the platform
 * has come: what replaces the pre-rendered markup.
 */
/** Calls `commit` once, when React first commits its children: before any effect of theirs runs (effects may change the page). */
const OnFirstCommit = ({ commit, children }: { readonly commit: () => void; readonly children: ReactNode }) => {
  useLayoutEffect(commit, [commit]);
  return children;
};

const startClient = async (
  root: HTMLElement,
  options: { languagesPublished: string[]; languageDefault: string; year: number; inlinedHome?: boolean; inlinedData?: boolean; enableGeoTargeting?: boolean; path?: string; config?: Partial<SiteConfig> },
) => {
  const path = options.path ?? '/';
  window.history.replaceState(null, '', path);
  const app = createTestApp({
    config: { ...options.config, languagesPublished: options.languagesPublished, languageDefault: options.languageDefault, enableGeoTargeting: options.enableGeoTargeting ?? options.config?.enableGeoTargeting ?? false },
    // As the sandbox serves it: the home page inlined into the document (`page-content-home`), read as main.tsx reads it.
    browser: {
      ...(options.inlinedHome === true ? { preloadedPages: (decoding) => new DocumentPreloadedPages(document, decoding) } : {}),
      ...(options.inlinedData === true ? { inlinedData: () => new DocumentInlinedData(document) } : {}),
    },
  });
  for (const language of options.languagesPublished) app.platform.content.setPage(language, 'home', HOME_PAGE);
  const language = app.get<LanguageService>(I18nTokens.LanguageService);
  language.arrive(new URLSearchParams(window.location.search).get('lang'));
  const i18n = createI18n(language.current());
  void app.get<SessionService>(SessionTokens.SessionService).restore();
  const context = contextFor(path);
  await Promise.all([loadPageFor(path), context === undefined ? null : app.load(context)]);
  const reactRoot = createRoot(root);
  const first: { render?: string; h1?: HTMLHeadingElement | null } = {};
  const commit = () => {
    if (first.render !== undefined) return;
    first.render = shown(root);
    first.h1 = root.querySelector('h1');
  };
  act(() => {
    // As main.tsx renders: as a transition.
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <OnFirstCommit commit={commit}>
            <App container={app.container} i18n={i18n} year={options.year} />
          </OnFirstCommit>
        </StrictMode>,
      );
    });
  });
  const { render: firstRender, h1: firstH1 = null } = first;
  if (firstRender === undefined) throw new Error('React did not commit the first render');
  await act(async () => {
    await app.time.settle();
  });
  return { app, reactRoot, firstRender, firstH1 };
};

let root: HTMLDivElement;
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});
afterEach(() => root.remove());

describe('the pre-rendered home page of a visitor', () => {
  for (const language of LANGUAGES) {
    it(`is what the site renders for a visitor on / in ${language}, so React replaces it with the same page`, async () => {
      const languagesPublished = [...LANGUAGES];
      const markup = await renderVisitorPage({ path: '/', language, languagesPublished, year: 2031 });
      // As the server sends it: the markup inside #root before any script runs.
      root.innerHTML = markup;
      const painted = shown(root);
      const staticH1 = root.querySelector('h1');

      const { reactRoot, firstRender, firstH1 } = await startClient(root, { languagesPublished, languageDefault: language, year: 2031 });
      // React's own nodes, not the static ones left in place, showing the same page.
      expect(firstH1).not.toBe(staticH1);
      expect(firstRender).toBe(painted);
      expect(firstH1?.textContent).toBe(staticH1?.textContent);
      expect(root.querySelectorAll('h1')).toHaveLength(1);
      // Then the lobby takes the skeleton's place, in the same frame and under the same h1.
      expect(root.querySelector('.skeleton--hero')).toBeNull();
      expect(root.querySelector('.slideshow__viewport')).not.toBeNull();
      expect(root.querySelector('h1')?.textContent).toBe(staticH1?.textContent);
      expect(root.querySelectorAll('h1')).toHaveLength(1);
      act(() => reactRoot.unmount());
    });
  }

  it('has no inline script, no inline style and no event handler attribute (the CSP allows none)', async () => {
    const markup = await renderVisitorPage({ path: '/', language: 'en', languagesPublished: ['en', 'es'], year: 2031 });
    expect(markup).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(markup).toContain('href="/login?destination=%2F"');
  });

  it('differs from what a player or another language would see, so the server must choose it with care', async () => {
    const markup = await renderVisitorPage({ path: '/', language: 'en', languagesPublished: ['en', 'es'], year: 2031 });
    root.innerHTML = markup;
    const painted = shown(root);
    root.innerHTML = '';
    const { reactRoot, firstRender } = await startClient(root, { languagesPublished: ['en'], languageDefault: 'en', year: 2031 });
    expect(firstRender).not.toBe(painted);
    act(() => reactRoot.unmount());
  });
});

/**
 * A configuration far from the one the pages are rendered with: every flag flipped, the lists filled.
 * The server checks only the languages; the pages must not depend on anything else of it.
 */
const OTHER_FLAGS: Partial<SiteConfig> = {
  ...Object.fromEntries(Object.entries(DEFAULT_SITE_CONFIG).filter(([, value]) => typeof value === 'boolean').map(([key, value]) => [key, !value])),
  tfaEnrolment: 'PIN_CODE',
  mfaOperations: ['login', 'withdraw'],
  olympusLoggedPages: ['/account/cashier', '/sports'],
  olympusUnLoggedPages: ['/sports'],
  contactSubjects: ['account', 'payments'],
  forumOrigins: ['https://forum.example'],
  brandCode: 'other',
};

const OTHER_PATHS = (Object.keys(PRERENDERED_PAGES) as PrerenderedPath[]).filter((path) => path !== '/');

describe("a visitor's other pre-rendered pages (login, join, help)", () => {
  for (const path of OTHER_PATHS) {
    for (const language of LANGUAGES) {
      it(`${path} is what the site first renders for a visitor there in ${language}, whatever the configuration's flags`, async () => {
        const languagesPublished = [...LANGUAGES];
        const markup = await renderVisitorPage({ path, language, languagesPublished, year: 2031 });
        root.innerHTML = markup;
        const painted = shown(root);
        expect(root.querySelectorAll('h1')).toHaveLength(1);
        expect(root.querySelectorAll('main')).toHaveLength(1);
        for (const config of [{}, OTHER_FLAGS]) {
          root.innerHTML = markup;
          const staticH1 = root.querySelector('h1');
          const { reactRoot, firstRender, firstH1 } = await startClient(root, { languagesPublished, languageDefault: language, year: 2031, path, config });
          expect(firstH1).not.toBe(staticH1);
          expect(firstRender).toBe(painted);
          act(() => reactRoot.unmount());
        }
      });
    }
    it(`${path} has no inline script, style or event handler (the CSP allows none)`, async () => {
      const markup = await renderVisitorPage({ path, language: 'en', languagesPublished: ['en', 'es'], year: 2031 });
      expect(markup).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    });
  }

  it('differ from what a player would see there, so the server must choose them with care', async () => {
    const markup = await renderVisitorPage({ path: '/login', language: 'en', languagesPublished: ['en', 'es'], year: 2031 });
    root.innerHTML = markup;
    const painted = shown(root);
    root.innerHTML = '';
    const { reactRoot, firstRender } = await startClient(root, { languagesPublished: ['en'], languageDefault: 'en', year: 2031, path: '/login' });
    expect(firstRender).not.toBe(painted);
    act(() => reactRoot.unmount());
  });
});

describe('the boot script, when React replaces a painted form', () => {
  /** Types as a browser does, under React's value tracker: the property's own setter, then an input event. */
  const type = (field: HTMLInputElement, value: string) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const paintLoginAndType = async (withBoot: boolean) => {
    root.innerHTML = await renderVisitorPage({ path: '/login', language: 'en', languagesPublished: [...LANGUAGES], year: 2031 });
    // The boot script as written, its import of the site's entry held (the client is started below, as the entry would).
    if (withBoot) new Function('importEntry', bootScript('/assets/index-abc.js', []).replace('import(entry)', 'importEntry(entry)'))(() => new Promise(() => undefined));
    const painted = root.querySelector<HTMLInputElement>('input[name="username"]')!;
    painted.value = 'ada@demo.test';
    const password = root.querySelector<HTMLInputElement>('input[name="password"]')!;
    password.focus();
    password.value = 'Secret';
    password.setSelectionRange(3, 3);
    const { reactRoot } = await startClient(root, { languagesPublished: [...LANGUAGES], languageDefault: 'en', year: 2031, path: '/login' });
    const username = root.querySelector<HTMLInputElement>('input[name="username"]')!;
    expect(username).not.toBe(painted);
    return { reactRoot, username, password: root.querySelector<HTMLInputElement>('input[name="password"]')! };
  };

  it("carries what the visitor typed, and the focus, into React's form and its state", async () => {
    const { reactRoot, username, password } = await paintLoginAndType(true);
    expect(username.value).toBe('ada@demo.test');
    expect(password.value).toBe('Secret');
    expect(document.activeElement).toBe(password);
    expect(password.selectionStart).toBe(3);
    // React's state holds them: the renders of the form that typing causes keep them.
    act(() => type(password, 'Secret-1'));
    expect(username.value).toBe('ada@demo.test');
    act(() => type(username, 'ada@demo.tes'));
    expect(password.value).toBe('Secret-1');
    act(() => reactRoot.unmount());
  });

  it('holds a form sent before the site runs (never a GET with the fields in the address), and sends it with React\'s form', async () => {
    root.innerHTML = await renderVisitorPage({ path: '/login', language: 'en', languagesPublished: [...LANGUAGES], year: 2031 });
    new Function('importEntry', bootScript('/assets/index-abc.js', []).replace('import(entry)', 'importEntry(entry)'))(() => new Promise(() => undefined));
    const paintedForm = root.querySelector('form')!;
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    paintedForm.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    const submitted: EventTarget[] = [];
    root.addEventListener('submit', (event) => submitted.push(event.target!));
    const { app, reactRoot } = await startClient(root, { languagesPublished: [...LANGUAGES], languageDefault: 'en', year: 2031, path: '/login' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await app.time.settle();
    });
    expect(submitted).toEqual([root.querySelector('form')]);
    expect(submitted[0]).not.toBe(paintedForm);
    // React's form took it: with empty fields, it says what is missing.
    expect(root.querySelector('[aria-invalid="true"]')).not.toBeNull();
    act(() => reactRoot.unmount());
  });

  it("presses again on React's page a button pressed before the site runs, and leaves a form's submit button to the form", async () => {
    root.innerHTML = '<div><button type="button">One</button><button type="button">Log in and play</button><form><button type="submit">Send</button></form></div>';
    new Function('importEntry', bootScript('/assets/index-abc.js', []).replace('import(entry)', 'importEntry(entry)'))(() => new Promise(() => undefined));
    root.querySelectorAll('button')[1]!.click();
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.addEventListener('click', (event) => event.preventDefault());
    const pressed: string[] = [];
    // React's first render: the painted page replaced by the same buttons (new elements).
    root.innerHTML = '<div><button type="button">One</button><button type="button">Log in and play</button></div>';
    root.addEventListener('click', (event) => pressed.push((event.target as HTMLElement).textContent ?? ''));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pressed).toEqual(['Log in and play']);
  });

  it("keeps the focus of a link or button on the same one of React's page (a keyboard's next Enter goes there)", async () => {
    root.innerHTML = '<nav><a href="/casino/slots/video">Video slots</a><a href="/casino/slots/classic">Classic slots</a></nav>';
    new Function('importEntry', bootScript('/assets/index-abc.js', []).replace('import(entry)', 'importEntry(entry)'))(() => new Promise(() => undefined));
    root.querySelectorAll('a')[1]!.focus();
    // React's first render: the painted page replaced by the same links (new elements).
    root.innerHTML = '<nav><a href="/casino/slots/video">Video slots</a><a href="/casino/slots/classic">Classic slots</a></nav>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(root.querySelectorAll('a')[1]);
  });

  it('is what keeps it: without it, the text typed on the painted page is gone', async () => {
    const { reactRoot, username, password } = await paintLoginAndType(false);
    expect(username.value).toBe('');
    expect(document.activeElement).not.toBe(password);
    act(() => reactRoot.unmount());
  });
});

describe("the pre-rendered home page with the lobby's hero image", () => {
  const inlined = document.createElement('script');
  beforeEach(() => {
    inlined.type = 'application/json';
    inlined.id = 'page-content-home';
    inlined.textContent = JSON.stringify(HOME_PAGE);
    document.head.append(inlined);
  });
  afterEach(() => inlined.remove());

  for (const language of LANGUAGES) {
    it(`paints, in ${language}, the image the site's skeleton shows while the location is pending; the slideshow then shows the same request`, async () => {
      const languagesPublished = [...LANGUAGES];
      const input = { path: '/' as const, language, languagesPublished, year: 2031 };
      const markup = await renderVisitorPage(input);
      const hero = heroInsertionOf(markup, await renderVisitorPage({ ...input, heroImageUrl: HERO_IMAGE_PLACEHOLDER }));
      // As the sandbox writes it (sandbox/site/prepaint.ts): the placeholder replaced by the first slide's image path.
      const path = '/content/images/slides/welcome.svg';
      root.innerHTML = `${markup.slice(0, hero.offset)}${hero.markup.split(HERO_IMAGE_PLACEHOLDER).join(path)}${markup.slice(hero.offset)}`;
      const painted = shown(root);
      const paintedImage = root.querySelector('.skeleton--hero > img');
      expect(paintedImage?.getAttribute('src')).toBe(`${path}?w=960&q=75`);
      expect(paintedImage?.getAttribute('fetchpriority')).toBe('high');
      expect(paintedImage?.hasAttribute('srcset')).toBe(false);

      const { reactRoot, firstRender } = await startClient(root, { languagesPublished, languageDefault: language, year: 2031, inlinedHome: true, enableGeoTargeting: true });
      // React's first render (the page known, the location not yet) is what was painted, image included.
      expect(firstRender).toBe(painted);
      // Then the slideshow, whose first image is the same single URL: from the cache, no second request.
      expect(root.querySelector('.skeleton__image')).toBeNull();
      const slideImage = root.querySelector('.slide__image');
      expect(slideImage?.getAttribute('src')).toBe(`${path}?w=960&q=75`);
      expect(slideImage?.hasAttribute('srcset')).toBe(false);
      act(() => reactRoot.unmount());
    });
  }

  it('is one image element, with no inline style or handler, inserted in the hero box of the page without content', async () => {
    const input = { path: '/' as const, language: 'en', languagesPublished: ['en', 'es'], year: 2031 };
    const markup = await renderVisitorPage(input);
    const hero = heroInsertionOf(markup, await renderVisitorPage({ ...input, heroImageUrl: HERO_IMAGE_PLACEHOLDER }));
    expect(markup.slice(0, hero.offset)).toMatch(/<div class="skeleton skeleton--hero" aria-hidden="true">$/);
    expect(hero.markup).toMatch(/^<img class="skeleton__image" [^<>]*\/>$/);
    expect(hero.markup).toContain(`src="${HERO_IMAGE_PLACEHOLDER}?w=960&amp;q=75"`);
    expect(hero.markup).not.toMatch(/\sstyle=|\son[a-z]+=/i);
    expect(() => heroInsertionOf(markup, `${markup}<p>x</p>`)).toThrow();
  });
});

describe("help's topics painted from the categories the server inlines", () => {
  // Titles the page must show as text, a category without articles, an article of another category.
  const body = helpPagesAnswer([
    ['payments', 'Deposits & <b>"withdrawals"</b>', [['help/payments/card-deposits', "Can't deposit? </script><!-- 😀"], ['help/account/close', 'Close & reopen']]],
    ['empty', '', []],
  ]);
  const inlined = document.createElement('script');
  beforeEach(() => {
    inlined.type = 'application/json';
    inlined.id = HELP_CATEGORIES_ELEMENT_ID;
    // As the server writes it.
    inlined.textContent = scriptSafeJson(body);
    document.head.append(inlined);
  });
  afterEach(() => inlined.remove());

  it('reads them from the element the site reads', () => {
    expect(HELP_CATEGORIES_ELEMENT_ID).toBe(SITE_HELP_CATEGORIES_ID);
  });

  for (const language of LANGUAGES) {
    it(`/help in ${language} is what React first renders with them, and stays so (no request for them)`, async () => {
      const languagesPublished = [...LANGUAGES];
      const input = { path: '/help' as const, language, languagesPublished, year: 2031 };
      const markup = await renderVisitorPage(input);
      const template = await helpTopicsOf(input, markup);
      const categories = paintableHelpCategories(body);
      expect(categories).not.toBeNull();
      // As the server writes it (server/site/prepaint.ts, `prepaintedPage`).
      root.innerHTML = `${markup.slice(0, template.offset)}${helpTopicsMarkup(template, categories ?? [])}${markup.slice(template.offset + template.length)}`;
      const painted = shown(root);
      const paintedHelp = shown(root.querySelector('.help') ?? root);
      expect(root.querySelector('[role="status"]')).toBeNull();
      expect([...root.querySelectorAll('.help-category h2')].map((heading) => heading.textContent)).toEqual(['Deposits & <b>"withdrawals"</b>', '']);
      expect([...root.querySelectorAll('.help-category li a')].map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
        ['/help/payments/card-deposits', "Can't deposit? </script><!-- 😀"],
        ['/help/account/close', 'Close & reopen'],
      ]);

      const { app, reactRoot, firstRender } = await startClient(root, { languagesPublished, languageDefault: language, year: 2031, path: '/help', inlinedData: true });
      expect(firstRender).toBe(painted);
      // And the topics stay as they are: nothing asked of the content service.
      expect(shown(root.querySelector('.help') ?? document.body)).toBe(paintedHelp);
      expect(app.platform.help.callsOf('categories')).toEqual([]);
      act(() => reactRoot.unmount());
    });
  }
});

describe('prerenderSite', () => {
  // As Vite leaves it: the entry script and its module preloads in the head, an empty #root.
  const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <link rel="preload" as="fetch" href="/services/site-config/v1/site-config" crossorigin />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-def.js">
    <link rel="modulepreload" crossorigin href="/assets/react-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>
`;
  let outDir: string;
  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'prerender-'));
    await mkdir(join(outDir, 'assets'));
    await writeFile(join(outDir, 'index.html'), builtIndex);
  });
  afterEach(async () => {
    await rm(outDir, { recursive: true, force: true });
    await rm(prepaintDirOf(outDir), { recursive: true, force: true });
  });

  it('writes one whole page per pre-rendered path and translation language, with the markup in #root, and a manifest of what each assumes, beside the served folder', async () => {
    await mkdir(join(prepaintDirOf(outDir)));
    await writeFile(join(prepaintDirOf(outDir), 'home.fr.html'), 'stale');
    const manifest = await prerenderSite(outDir, 2031);
    expect(prepaintDirOf(outDir)).toBe(`${outDir}-prepaint`);
    // Nothing of it in what is served; nothing left of an earlier build.
    expect((await readdir(outDir)).sort()).toEqual(['assets', 'index.html']);
    const names = Object.values(PRERENDERED_PAGES);
    const shells = ['category-shell', 'content-shell', 'game-shell', 'home-shell'].flatMap((name) => LANGUAGES.map((language) => `${name}.${language}.html`));
    expect((await readdir(prepaintDirOf(outDir))).sort()).toEqual([...names.flatMap((name) => LANGUAGES.map((language) => `${name}.${language}.html`)), ...shells, 'manifest.json'].sort());
    // A shell is the page with an empty #root and the boot script, for the server to paint into.
    const shell = await readFile(join(prepaintDirOf(outDir), 'category-shell.en.html'), 'utf8');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/prepaint-boot-[0-9a-f]{10}\.js">/);
    expect(manifest.shells?.map((entry) => `${entry.route} ${entry.language}`)).toEqual(['category', 'game', 'content', 'home'].flatMap((route) => LANGUAGES.map((language) => `${route} ${language}`)));
    expect(JSON.parse(await readFile(join(prepaintDirOf(outDir), 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(manifest.pages.map((page) => `${page.path} ${page.language}`)).toEqual(Object.keys(PRERENDERED_PAGES).flatMap((path) => LANGUAGES.map((language) => `${path} ${language}`)));
    for (const entry of manifest.pages) {
      const page = await readFile(join(prepaintDirOf(outDir), entry.file), 'utf8');
      expect(entry).toMatchObject({ entry: '/assets/index-abc.js', languagesPublished: LANGUAGES, year: 2031 });
      const markup = await renderVisitorPage({ path: entry.path, language: entry.language, languagesPublished: entry.languagesPublished, year: 2031 });
      expect(page).toContain(`<div id="root">${markup}</div>`);
      expect(page).toContain(`<html lang="${entry.language}">`);
      expect(page.slice(entry.yearOffset - 2, entry.yearOffset + 4)).toBe('© 2031');
      if (entry.path === '/') {
        // Where the server paints the lobby's hero image: in the hero's box, before the year.
        expect(page.slice(0, entry.hero?.offset)).toMatch(/<div class="skeleton skeleton--hero" aria-hidden="true">$/);
        expect(entry.hero).toMatchObject({ placeholder: HERO_IMAGE_PLACEHOLDER, markup: expect.stringContaining(HERO_IMAGE_PLACEHOLDER) });
      } else {
        expect(entry.hero).toBeUndefined();
      }
      // Everything else is index.html as built.
      expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
      expect(page).toContain('<link rel="preload" as="fetch" href="/services/site-config/v1/site-config" crossorigin />');
      expect(page).toContain('<noscript>This site needs JavaScript.</noscript>');
    }
  });

  it("links each lazy page's stylesheets (its chunk's and its imports') after the site's own, from Vite's manifest, which it takes out of what is served", async () => {
    const viteManifest = {
      'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-jkl.css'] },
      'src/presentation/session/LoginPage.tsx': { file: 'assets/l.js', isDynamicEntry: true, imports: ['index.html'] },
      'src/presentation/join/JoinPage.tsx': { file: 'assets/j.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'], css: ['assets/join.css'] },
      'src/presentation/help/HelpHomePage.tsx': { file: 'assets/h.js', isDynamicEntry: true, imports: ['_shared.js'], css: ['assets/help.css'] },
      'src/presentation/games/CategoryPage.tsx': { file: 'assets/c.js', isDynamicEntry: true, imports: ['_shared.js'], css: ['assets/games.css'] },
      'src/presentation/play/GamePage.tsx': { file: 'assets/g.js', isDynamicEntry: true, imports: ['_shared.js'], css: ['assets/play.css'] },
      'src/presentation/games/GameRail.tsx': { file: 'assets/r.js', isDynamicEntry: true, imports: ['_shared.js'], css: ['assets/rail.css'] },
      '_shared.js': { file: 'assets/s.js', imports: ['_shared.js'], css: ['assets/shared.css'] },
    };
    await mkdir(join(outDir, '.vite'));
    await writeFile(join(outDir, '.vite', 'manifest.json'), JSON.stringify(viteManifest));
    await prerenderSite(outDir, 2031);
    expect((await readdir(outDir)).sort()).toEqual(['assets', 'index.html']);
    const stylesheets = async (name: string) => [...(await readFile(join(prepaintDirOf(outDir), `${name}.en.html`), 'utf8')).matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(await stylesheets('home')).toEqual(['/assets/index-jkl.css']);
    expect(await stylesheets('login')).toEqual(['/assets/index-jkl.css']);
    expect(await stylesheets('join')).toEqual(['/assets/index-jkl.css', '/assets/join.css', '/assets/shared.css']);
    expect(await stylesheets('help')).toEqual(['/assets/index-jkl.css', '/assets/help.css', '/assets/shared.css']);
    // The shells of the pages painted at request time link their page's too.
    expect(await stylesheets('category-shell')).toEqual(['/assets/index-jkl.css', '/assets/games.css', '/assets/shared.css']);
    expect(await stylesheets('game-shell')).toEqual(['/assets/index-jkl.css', '/assets/play.css', '/assets/shared.css']);
    // A returning player's home: the lobby's rails are a chunk of their own.
    expect(await stylesheets('home-shell')).toEqual(['/assets/index-jkl.css', '/assets/rail.css', '/assets/shared.css']);
    // A second run (the manifest no longer in the build) finds it beside the pages.
    await prerenderSite(outDir, 2031);
    expect(await stylesheets('help')).toEqual(['/assets/index-jkl.css', '/assets/help.css', '/assets/shared.css']);
    // A page module that is not a lazy chunk fails the build rather than painting a page without its styles.
    expect(() => stylesheetsOf(viteManifest, 'src/presentation/app/HomePage.tsx')).toThrow(/not a lazy page's chunk/);
  });

  it('loads a boot script in place of the entry and its preloads, which starts the site only after the page is painted', async () => {
    await prerenderSite(outDir, 2031);
    const page = await readFile(join(prepaintDirOf(outDir), 'home.en.html'), 'utf8');
    expect(page).not.toContain('index-abc.js');
    expect(page).not.toContain('modulepreload');
    const bootSrc = /<script type="module" crossorigin src="(\/assets\/prepaint-boot-[0-9a-f]{10}\.js)"><\/script>/.exec(page)?.[1];
    expect(bootSrc).toBeDefined();
    const boot = await readFile(join(outDir, bootSrc!), 'utf8');
    expect(boot).toBe(bootScript('/assets/index-abc.js', ['/assets/runtime-def.js', '/assets/react-ghi.js']));
    expect(() => new Function(boot)).not.toThrow();
    expect(boot).toMatch(/requestAnimationFrame\(\(\) => requestAnimationFrame/);
    // Compressed beside it, the same bytes unpacked.
    expect(brotliDecompressSync(await readFile(join(outDir, `${bootSrc!}.br`))).toString()).toBe(boot);
    expect(gunzipSync(await readFile(join(outDir, `${bootSrc!}.gz`))).toString()).toBe(boot);
  });

  it('refuses an index.html it cannot make a page of', () => {
    expect(() => prepaintedPage('<html lang="en"><body><div id="root"></div></body></html>', '<p>x</p>', 0, 'en', '/assets/b.js')).toThrow();
    expect(() => prepaintedPage(builtIndex.replace('<div id="root"></div>', '<div id="root">x</div>'), '<p>x</p>', 0, 'en', '/assets/b.js')).toThrow();
  });

  describe('the boot script, when the site\'s script fails to load', () => {
    // The boot script as written, run with its globals given; `import(entry)` is the one thing replaced.
    const runBoot = (importEntry: (entry: string) => Promise<unknown>, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) => {
      const source = bootScript('/assets/index-abc.js', []);
      expect(source.match(/import\(entry\)/g)).toHaveLength(1);
      const reload = vi.fn();
      const hidden = { visibilityState: 'hidden', createElement: document.createElement.bind(document), head: document.head, getElementById: () => null };
      const run = new Function('document', 'sessionStorage', 'location', 'importEntry', source.replace('import(entry)', 'importEntry(entry)'));
      run(hidden, storage, { reload }, importEntry);
      return reload;
    };
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    const memoryStorage = () => {
      const items = new Map<string, string>();
      return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key), items };
    };

    it('reloads the page once, then leaves it as it is on a second failure', async () => {
      const storage = memoryStorage();
      const first = runBoot(() => Promise.reject(new Error('network')), storage);
      await settled();
      expect(first).toHaveBeenCalledOnce();
      expect(storage.items.get(BOOT_RELOADED_KEY)).toBe('1');
      const second = runBoot(() => Promise.reject(new Error('network')), storage);
      await settled();
      expect(second).not.toHaveBeenCalled();
    });

    it('clears the mark once the site has started, and never reloads without sessionStorage', async () => {
      const storage = memoryStorage();
      storage.setItem(BOOT_RELOADED_KEY, '1');
      const entry = vi.fn(() => Promise.resolve({}));
      expect(runBoot(entry, storage)).not.toHaveBeenCalled();
      await settled();
      expect(entry).toHaveBeenCalledWith('/assets/index-abc.js');
      expect(storage.items.has(BOOT_RELOADED_KEY)).toBe(false);
      const blocked = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('SecurityError'); }, removeItem: () => { throw new Error('SecurityError'); } };
      const reload = runBoot(() => Promise.reject(new Error('network')), blocked);
      await settled();
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
