// The visitor's home page, rendered at build time by the site's own components, so that the server
// can put it inside <div id="root"> and the browser paints the page before any script has run.
// `createRoot(...).render(...)` in main.tsx then replaces it with the same markup (no hydration).
//
//   node --import tsx scripts/prerender.ts [outDir]     (default dist; `npm run build` runs it)
//
// Writes <outDir>/prepaint/home.<language>.html per translation language and manifest.json, which
// names, for each file, what the markup assumes: a visitor at `/` (no query), the language, the
// published languages (the language menu lists them), and where the footer's year is, so that the
// server can write the current year there. The sandbox serves it only when all of that holds
// (sandbox/site/prepaint.ts); otherwise the page is served without it, as before.
import 'reflect-metadata';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { SessionService } from '../src/application/session/session-service';
import { SessionTokens } from '../src/application/session/tokens';
import { DEFAULT_SITE_CONFIG } from '../src/domain/config';
import { createContainer } from '../src/infrastructure/container';
import { fakeBrowser } from '../src/infrastructure/fake-browser';
import { platformInMemory } from '../src/infrastructure/platform-in-memory';
import { InMemoryPlatform } from '../src/infrastructure/shared/in-memory-platform';
import { AppProviders, Shell } from '../src/presentation/app/App';
import { createI18n, RESOURCES } from '../src/presentation/app/i18n';

export interface VisitorHome {
  /** The language the page is in (and `languageDefault` of the configuration it assumes). */
  readonly language: string;
  /** `languagesPublished` of the configuration it assumes, in order. */
  readonly languagesPublished: readonly string[];
  readonly year: number;
}

export interface PrepaintEntry {
  readonly path: '/';
  readonly file: string;
  readonly language: string;
  readonly languagesPublished: readonly string[];
  /** The year the markup was rendered with, and where it stands in the file (UTF-16 offset). */
  readonly year: number;
  readonly yearOffset: number;
}

export interface PrepaintManifest {
  readonly version: 1;
  readonly pages: readonly PrepaintEntry[];
}

/**
 * The markup the site renders into #root for a visitor on `/` when it starts: the same container
 * (over the in-memory platform and fake browser, so nothing is asked of a network or a cookie), a
 * restored visitor session, the same providers and shell, at `/`, in `language`.
 */
export const renderVisitorHome = async ({ language, languagesPublished, year }: VisitorHome): Promise<string> => {
  const config = { ...DEFAULT_SITE_CONFIG, languagesPublished, languageDefault: language };
  const container = createContainer({ config, platform: platformInMemory(new InMemoryPlatform()), browser: fakeBrowser });
  await container.get<SessionService>(SessionTokens.SessionService).restore();
  const i18n = createI18n(language);
  // App with a StaticRouter at `/` in place of its BrowserRouter, under StrictMode as in main.tsx.
  const routed = createElement(StaticRouter, { location: '/' }, createElement(Shell, { i18n, year }));
  return renderToStaticMarkup(createElement(StrictMode, null, createElement(AppProviders, { container, i18n, children: routed })));
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

/** Renders the visitor's home page in every translation language into `<outDir>/prepaint`. */
export const prerenderSite = async (outDir: string, year = new Date().getFullYear()): Promise<PrepaintManifest> => {
  const languages = Object.keys(RESOURCES);
  const dir = join(outDir, 'prepaint');
  await mkdir(dir, { recursive: true });
  const pages: PrepaintEntry[] = [];
  for (const language of languages) {
    const input = { language, languagesPublished: languages, year };
    const markup = await renderVisitorHome(input);
    const yearOffset = yearOffsetOf(markup, await renderVisitorHome({ ...input, year: year + 1 }), year);
    const file = `home.${language}.html`;
    await writeFile(join(dir, file), markup);
    pages.push({ path: '/', file, language, languagesPublished: languages, year, yearOffset });
  }
  const manifest: PrepaintManifest = { version: 1, pages };
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = resolve(process.argv[2] ?? 'dist');
  const manifest = await prerenderSite(outDir);
  console.warn(`prerender: ${manifest.pages.map((page) => `prepaint/${page.file}`).join(', ')} in ${outDir}`);
}
