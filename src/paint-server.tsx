// The site's second composition root, for the site server (`server/site/`): renders a visitor's page
// at request time from the platform's answers the server fetched, with the site's own components, so
// that the page arrives painted. Built as a bundle of its own (`scripts/prerender.ts` → `<outDir>-ssr/`),
// never part of the site's script. What it renders is the site's first render for the same page with
// the same inlined data: the server inlines exactly the data this returns.
import 'reflect-metadata';
import { createElement, StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { SessionService } from './application/session/session-service';
import { SessionTokens } from './application/session/tokens';
import type { DeferredContexts } from './application/shared/deferred-contexts';
import { SharedTokens } from './application/shared/tokens';
import type { SiteConfig } from './domain/config';
import { dependsOnDevice, regionsShownOf, type ContentPage } from './domain/content';
import type { SessionId } from './domain/session';
import { sortGames, type Game } from './domain/games';
import { decodeSiteConfig } from './infrastructure/config/http-site-config-gateway';
import { decodeContentPage } from './infrastructure/content/content-codec';
import { preloadedPageElementId } from './infrastructure/content/document-preloaded-pages';
import { createContainer } from './infrastructure/container';
import { MemorySessionStore } from './infrastructure/session/memory-session-store';
import { RecordingLogger } from './infrastructure/shared/recording-logger';
import { fakeBrowser } from './infrastructure/fake-browser';
import { CategoryBody, toCategory } from './infrastructure/games/catalogue-codecs';
import { GamePageBody, toGamePage } from './infrastructure/games/game-page-codec';
import { CATEGORY_FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_MAX_GAMES, type FirstScreenBody } from './infrastructure/games/inlined-category-first-screen';
import { GAME_PAGE_ELEMENT_ID, type InlinedGamePageBody } from './infrastructure/games/inlined-game-page';
import { platformInMemory } from './infrastructure/platform-in-memory';
import { InMemoryPlatform } from './infrastructure/shared/in-memory-platform';
import { AppProviders, Shell } from './presentation/app/App';
import { contextFor, loadPageFor } from './presentation/app/AppRoutes';
import { createI18n } from './presentation/app/i18n';
import './presentation/app/i18n-all';

/** A page painted at request time: the markup for #root and the JSON to inline beside it (by element id). */
export interface PaintedPage {
  readonly markup: string;
  readonly inlined: Readonly<Record<string, unknown>>;
}

/**
 * Who the page is painted for: a visitor (no session cookie), or a returning player, whose browser
 * holds a session cookie. The site's first render for the latter is a session still being restored
 * ('unknown'): nothing of the player's own (no name, balance or menu), so one paint serves every
 * returning player.
 */
export type Audience = 'visitor' | 'returning';

/** A session id of the right shape that the painted page never shows: it only makes the session "being restored". */
const RESTORING_SESSION = 'session-being-restored' as SessionId;

interface PaintInput {
  readonly path: string;
  /** 'visitor' when absent. */
  readonly audience?: Audience;
  /** The configuration the server inlines into the page (as the site decodes it). */
  readonly config: unknown;
  /** The page's language: the configuration's default (the server paints only then). */
  readonly language: string;
  readonly year: number;
  /** The request's `st` cookie (where the platform placed the visitor), as the site would read it; null: none. */
  readonly locationCookie?: string | null;
}

/**
 * The markup the site renders into #root for a visitor on `path` when it starts: the same container
 * (over the in-memory platform and `browser`, so nothing is asked of a network), a restored visitor
 * session, the landing page's chunk and deferred context loaded first (as main.tsx does), the same
 * providers and shell under StrictMode, at `path`, in `language`. The build's pre-rendered pages
 * (`scripts/prerender.ts`) and the pages painted at request time are both this.
 */
export const renderFirstPaint = async (path: string, config: SiteConfig, language: string, year: number, browser: typeof fakeBrowser, audience: Audience = 'visitor'): Promise<string> => {
  const returning = audience === 'returning';
  const sessionStore = () => new MemorySessionStore(returning ? RESTORING_SESSION : null);
  const container = createContainer({ config, platform: platformInMemory(new InMemoryPlatform()), browser: { ...browser, sessionStore } });
  // A returning player's session is not restored: the site's first render comes while its profile is asked for.
  if (!returning) await container.get<SessionService>(SessionTokens.SessionService).restore();
  const context = contextFor(path);
  await Promise.all([loadPageFor(path), context === undefined ? null : container.get<DeferredContexts>(SharedTokens.DeferredContexts).load(context)]);
  const i18n = createI18n(language);
  const routed = createElement(StaticRouter, { location: path }, createElement(Shell, { i18n, year }));
  const markup = renderToStaticMarkup(createElement(StrictMode, null, createElement(AppProviders, { container, i18n, children: routed })));
  // React's server renderer puts preloads of high-priority images before the markup (head hints); the client's render has none in #root.
  return markup.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
};

interface RenderInput {
  readonly path: string;
  readonly config: SiteConfig;
  readonly language: string;
  readonly year: number;
  readonly audience: Audience;
  readonly locationCookie: string | null;
  /** The JSON the page holds, by element id. */
  readonly inlined: Readonly<Record<string, unknown>>;
  /** Content pages the server inlines (`page-content-<slug>`), as the content service sent them, by slug. */
  readonly contentPages?: Readonly<Record<string, unknown>>;
}

/** The site's first render of `path` for the audience, in a container whose page holds `inlined` and `contentPages`. */
const renderPage = ({ path, config, language, year, audience, locationCookie, inlined, contentPages = {} }: RenderInput): Promise<string> =>
  renderFirstPaint(
    path,
    config,
    language,
    year,
    {
      ...fakeBrowser,
      inlinedData: () => ({ json: (id: string) => inlined[id] }),
      locationCookie: () => ({ read: () => locationCookie }),
      preloadedPages: (decoding) => ({
        take: ({ language: asked, slug }) => (asked === decoding.language && Object.hasOwn(contentPages, slug) ? checkedPage(decodeContentPage(contentPages[slug], decoding), slug) : null),
      }),
    },
    audience,
  );

const checkedPage = (page: ContentPage | null, slug: string): ContentPage | null => (page?.slug === slug ? page : null);

const idOf = (raw: unknown): unknown => (typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined);

/**
 * The category first screen to inline for this answer of the content service, when the site shows
 * it for sure: every game and subcategory reads as it is, no two games share an id, and no game has
 * a geo filter (the visitor's location could not change what the grid shows). Null otherwise.
 */
export const categoryFirstScreenOf = async (category: string, answer: unknown, config: SiteConfig, language: string): Promise<FirstScreenBody | null> => {
  const body = CategoryBody.decode(answer);
  if (body._tag === 'Left' || body.right.slug !== category || !Array.isArray(body.right.games)) return null;
  const rawGames = body.right.games as readonly unknown[];
  const decoded = await toCategory(body.right, config.contentOrigins);
  const everyGameRead = decoded.games.length === rawGames.length && decoded.subCategories.length === (body.right.subCategories ?? []).length;
  const ids = new Set(decoded.games.map((game) => game.id));
  if (!everyGameRead || ids.size !== decoded.games.length || decoded.games.length === 0) return null;
  if (decoded.games.some((game: Game) => game.geoTargetingFilter !== null)) return null;
  const first = sortGames(decoded.games, 'popular', language).slice(0, FIRST_SCREEN_MAX_GAMES);
  const rawById = new Map(rawGames.map((raw) => [idOf(raw), raw]));
  return {
    language,
    bucket: config.bucket,
    category,
    subCategory: null,
    body: {
      ...body.right,
      games: first.map((game) => rawById.get(game.id)),
      subCategories: decoded.subCategories.map(({ slug, name, title }) => ({ slug, name, title })),
    },
    total: decoded.games.length,
  };
};

/**
 * A visitor's category page (`/casino/<category>`) painted with its heading and first screen of
 * games from the content service's `answer`, or null when the site might show anything else.
 */
export const paintCategoryPage = async ({ path, config: rawConfig, language, year, category, answer, locationCookie = null, audience = 'visitor' }: PaintInput & { readonly category: string; readonly answer: unknown }): Promise<PaintedPage | null> => {
  const config = decodeSiteConfig(rawConfig);
  if (config._tag === 'Left' || config.right.languageDefault !== language || path !== `/casino/${category}`) return null;
  const firstScreen = await categoryFirstScreenOf(category, answer, config.right, language);
  if (firstScreen === null) return null;
  const inlined = { [CATEGORY_FIRST_SCREEN_ELEMENT_ID]: firstScreen };
  const markup = await renderPage({ path, config: config.right, language, year, audience, locationCookie, inlined });
  // The grid's first cards are in the page, or the site would not show them first: nothing is painted.
  return markup.includes('data-testid="game-card"') ? { markup, inlined } : null;
};

/** A game page's address: `/casino/<category>/<subCategory>/<slug>`, plain segments. */
const GAME_PATH = /^\/casino\/[a-z0-9][a-z0-9-]{0,99}\/[a-z0-9][a-z0-9-]{0,99}\/([a-z0-9][a-z0-9-]{0,99})$/;

/**
 * A visitor's game page painted with the game's title, preview, play buttons, facts, text and similar
 * games from the content service's `game-pages/<slug>` answer, or null when the site might show
 * anything else: the game cannot be read, is another game, or it or a similar game has a geo filter
 * (the visitor's location could hide it).
 * The practice offer depends on where the platform placed the visitor (the `st` cookie): the server
 * passes the request's, which this render reads as the site does.
 */
export const paintGamePage = async ({ path, config: rawConfig, language, year, slug, answer, locationCookie = null, audience = 'visitor' }: PaintInput & { readonly slug: string; readonly answer: unknown }): Promise<PaintedPage | null> => {
  const config = decodeSiteConfig(rawConfig);
  if (config._tag === 'Left' || config.right.languageDefault !== language || GAME_PATH.exec(path)?.[1] !== slug) return null;
  const body = GamePageBody.decode(answer);
  if (body._tag === 'Left') return null;
  const page = toGamePage(body.right, config.right.contentOrigins);
  if (page === null || page.game.slug !== slug || [page.game, ...page.similarGames].some((game) => game.geoTargetingFilter !== null)) return null;
  const inlinedPage: InlinedGamePageBody = { language, bucket: config.right.bucket, slug, body: body.right };
  const inlined = { [GAME_PAGE_ELEMENT_ID]: inlinedPage };
  const markup = await renderPage({ path, config: config.right, language, year, audience, locationCookie, inlined });
  // The game's page itself is in the markup (its title), or the site would not show it first.
  return markup.includes('class="page game-page"') ? { markup, inlined } : null;
};

/**
 * A returning player's home page (`/`), painted from the content service's `home` answer (which the
 * server inlines beside it, as for every page), the session being restored and the header's player
 * corner empty: the lobby's skeleton with its first slide's image when the lobby depends on where the
 * player is (painted as if that were not known yet: one paint for every region), else the lobby
 * itself, unless it differs by device (the server cannot tell a phone from a desktop). Null when the
 * site might show anything else. A visitor's home is the build's pre-rendered page.
 */
export const paintHomePage = async ({ path, config: rawConfig, language, year, answer, audience = 'visitor' }: PaintInput & { readonly answer: unknown }): Promise<PaintedPage | null> => {
  const config = decodeSiteConfig(rawConfig);
  if (config._tag === 'Left' || config.right.languageDefault !== language || path !== '/' || audience !== 'returning') return null;
  const home = checkedPage(decodeContentPage(answer, { allowedOrigins: config.right.contentOrigins, logger: new RecordingLogger() }), 'home');
  if (home === null) return null;
  const markup = await renderPage({ path, config: config.right, language, year, audience, locationCookie: null, inlined: {}, contentPages: { home: answer } });
  if (markup.includes('page-skeleton--lobby')) return { markup, inlined: {} };
  return markup.includes('class="lobby"') && !dependsOnDevice(home) ? { markup, inlined: {} } : null;
};

/**
 * A content section's page (`/promotions`) painted from the content service's answer for its slug,
 * which is inlined beside it (`page-content-<slug>`) for the site's first render: the page's title
 * and content, as the visitor or returning player sees it from where the `st` cookie places them.
 * Null when the site might show anything else (a page it cannot read, one that waits for the
 * location or is not available there, one that differs by device).
 */
export const paintContentPage = async ({ path, config: rawConfig, language, year, slug, answer, locationCookie = null, audience = 'visitor' }: PaintInput & { readonly slug: string; readonly answer: unknown }): Promise<PaintedPage | null> => {
  const config = decodeSiteConfig(rawConfig);
  if (config._tag === 'Left' || config.right.languageDefault !== language || path !== `/${slug}` || !/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  const page = checkedPage(decodeContentPage(answer, { allowedOrigins: config.right.contentOrigins, logger: new RecordingLogger() }), slug);
  if (page === null || dependsOnDevice(page, regionsShownOf(slug))) return null;
  const markup = await renderPage({ path, config: config.right, language, year, audience, locationCookie, inlined: {}, contentPages: { [slug]: answer } });
  return markup.includes('class="content-page"') ? { markup, inlined: { [preloadedPageElementId(slug)]: answer } } : null;
};
