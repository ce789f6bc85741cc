import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedReader, cookieValues, heroImagePath, pageReader, prepaintedPage, prepaintFor, readPrepaints } from './prepaint.ts';
import { CategoryAnswer, ContentPageAnswer, GamePageAnswer, paintCache, painterLoader, paintTargetOf, readShells, shellWith, type PaintedPage, type PaintTarget } from './painted-pages.ts';
import { HELP_CATEGORIES_ELEMENT_ID, paintableHelpCategories, type PaintedHelpCategory } from './help-topics.ts';
import { encodePage, negotiateCoding, withInlineConfig, withInlineJson, withInlinePage } from './site-page.ts';

export const immutableAssets = 'public, max-age=31536000, immutable';
/**
 * The HTML (and unhashed files) may be stored but must be revalidated on every use: `no-cache`,
 * not `no-store`, so the back/forward cache still works; nothing personal is in the page.
 */
export const alwaysRevalidate = 'no-cache';

/** The cookie where the platform says where it placed the visitor (the site's `LOCATION_COOKIE`, GEO-03), and the values painted for. */
const LOCATION_COOKIE = 'st';
const LOCATION_VALUE = /^[\w-]{1,16}$/;

/** Source maps are for error reporting, never served (the build also keeps them out of the site). */
export const isSourceMap = (path: string): boolean => /\.map$/i.test(path);

/** Sends the site's page: index.html (or a visitor's pre-rendered page of that path) with the current site configuration inlined. */
export type SitePage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built site. Hashed files under /assets are cached for a year, everything else
 * revalidates; the build's `.br` and `.gz` files are sent to browsers that accept them, with
 * `Vary: Accept-Encoding`. The page itself (`/`, `/index.html` and, through the not-found handler,
 * every client-side route) carries the site configuration as of this request; a visitor's `/`,
 * `/login`… is the build's pre-rendered page when it is exactly what the site would render (prepaint.ts).
 * Those pages live beside `siteDir` (`prepaintDirOf`), not in it, so no path reaches them. The page
 * files are read again only when they change on disk (a rebuild), not on every request.
 */
/**
 * What the site's page is made from, asked of the platform per request (each may answer null: the
 * page then goes out without it, and the site asks for it itself). Content comes in the
 * configuration's default language.
 */
export interface SiteReaders {
  siteConfig(): Promise<unknown>;
  /** A content page by slug (`home`, `promotions`): the home page is inlined into every page, another only into its painted page. */
  contentPage?(config: unknown, slug: string): Promise<unknown>;
  /** The help home's categories (`help-pages`), for a painted `/help`. */
  helpCategories?(config: unknown): Promise<unknown>;
  /** A category with its games (`game-categories/<category>`), for a painted category page. */
  category?(config: unknown, category: string): Promise<unknown>;
  /** A game's page (`game-pages/<slug>`), for a painted game page. */
  gamePage?(config: unknown, slug: string): Promise<unknown>;
}

/** C0 and C1 control characters and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export async function registerSite(app: FastifyInstance, siteDir: string, readers: SiteReaders): Promise<SitePage> {
  const root = resolve(siteDir);
  const assetsDir = `${root}${sep}assets${sep}`;
  const indexPath = join(root, 'index.html');

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // A control character names no file (`send` would answer `%00` with a 400): the site's page instead.
    allowedPath: (pathName) => !isSourceMap(pathName) && !CONTROL_CHARACTER.test(pathName),
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? immutableAssets : alwaysRevalidate);
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const read = cachedReader();
  const paint = paintCache(painterLoader(root));
  /**
   * A visitor's category or game page painted at request time (painted-pages.ts): only when the site
   * surely renders it for a visitor in the configuration's default language (the `st` cookie, which
   * a game page's practice offer reads, passed to the render as it is), from a build
   * whose shell and painter are this build's, and from an answer of the platform that reads as one.
   */
  const paintedAtRequest = async (request: FastifyRequest, target: PaintTarget, config: unknown, indexHtml: string, home: unknown): Promise<string | null> => {
    const fetchSite = request.headers['sec-fetch-site'];
    const reader = pageReader({ cookie: request.headers.cookie, fetchSite: typeof fetchSite === 'string' ? fetchSite : undefined, config });
    if (reader === null) return null;
    const { language, audience } = reader;
    // The site reads where the platform placed the visitor from one plain cookie value; anything else is not painted.
    const placed = cookieValues(request.headers.cookie, LOCATION_COOKIE);
    if (placed === null || placed.length > 1 || (placed[0] !== undefined && !LOCATION_VALUE.test(placed[0]))) return null;
    const locationCookie = placed[0] ?? null;
    const shell = (await readShells(root, read)).find((candidate) => candidate.route === target.route && candidate.language === language && indexHtml.includes(`src="${candidate.entry}"`));
    if (shell === undefined) return null;
    let painted: PaintedPage | null;
    try {
      const answer = await answerFor(target, config, home);
      if (answer === null) return null;
      painted = await paint(target, { path: request.url, config, language, year: new Date().getFullYear(), answer, locationCookie, audience });
    } catch (error) {
      request.log.error({ err: error }, 'page not painted at request time: serving it unpainted');
      return null;
    }
    if (painted === null) return null;
    let page = shellWith(shell, painted.markup);
    for (const [id, value] of Object.entries(painted.inlined)) page = withInlineJson(page, id, value);
    return page;
  };
  /** The platform's answer a painted page is made from, when it reads as one; null otherwise. */
  const answerFor = async (target: PaintTarget, config: unknown, home: unknown): Promise<object | null> => {
    switch (target.route) {
      case 'category': {
        const answer = await readers.category?.(config, target.category);
        return CategoryAnswer.is(answer) && answer.slug === target.category ? answer : null;
      }
      case 'game': {
        const answer = await readers.gamePage?.(config, target.slug);
        return GamePageAnswer.is(answer) ? answer : null;
      }
      case 'content': {
        const answer = await readers.contentPage?.(config, target.slug);
        return ContentPageAnswer.is(answer) && answer.slug === target.slug ? answer : null;
      }
      case 'home':
        return ContentPageAnswer.is(home) && home.slug === 'home' ? home : null;
    }
  };
  const sendPage: SitePage = async (request, reply) => {
    const html = await read(indexPath);
    if (html === null) throw new Error(`the site's index.html is unreadable: ${indexPath}`);
    let config: unknown = null;
    try {
      config = await readers.siteConfig();
    } catch (error) {
      // The page still goes out; without the element the site asks for its configuration itself.
      request.log.error({ err: error }, 'site configuration unreadable: serving the page without it');
    }
    // A visitor's page comes painted (the build's pre-rendered page of this path, whose script starts
    // after the paint) when the site would render exactly that for this request (prepaint.ts).
    const prepaints = await readPrepaints(root, read, request.url);
    const fetchSite = request.headers['sec-fetch-site'];
    const prepaint = prepaintFor(
      { url: request.url, cookie: request.headers.cookie, fetchSite: typeof fetchSite === 'string' ? fetchSite : undefined, config, indexHtml: html },
      prepaints,
    );
    let home: unknown = null;
    if (config !== null) {
      try {
        home = (await readers.contentPage?.(config, 'home')) ?? null;
      } catch (error) {
        // Without the element the site fetches the page itself.
        request.log.error({ err: error }, 'home page content unreadable: serving the page without it');
      }
    }
    // Help's topics come painted, and inlined for the site's first render, only on its painted page
    // and only when the server is sure the site shows them exactly so; otherwise the site asks for them.
    let help: { readonly body: unknown; readonly categories: readonly PaintedHelpCategory[] } | null = null;
    if (prepaint?.helpTopics != null) {
      try {
        const body = (await readers.helpCategories?.(config)) ?? null;
        const categories = paintableHelpCategories(body);
        if (categories !== null) help = { body, categories };
      } catch (error) {
        request.log.error({ err: error }, 'help categories unreadable: serving the page without them');
      }
    }
    // With the home page inlined, the site's skeleton shows the lobby's first slide's image while the
    // visitor's location is pending; the pre-rendered page paints it too (the largest paint, from the HTML).
    const asked = prepaint === null && config !== null ? paintTargetOf(request.url) : null;
    // A page this build can paint at request time (it left a shell for it): then the answer depends on the cookies.
    const target = asked !== null && (await readShells(root, read)).some((shell) => shell.route === asked.route) ? asked : null;
    const painted = target === null ? null : await paintedAtRequest(request, target, config, html, home);
    const chosen = painted ?? (prepaint === null ? html : prepaintedPage(prepaint, new Date().getFullYear(), home === null ? null : heroImagePath(home), help?.categories ?? null));
    let page = config === null ? chosen : withInlineConfig(chosen, config);
    if (home !== null) page = withInlinePage(page, 'home', home);
    if (help !== null) page = withInlineJson(page, HELP_CATEGORIES_ELEMENT_ID, help.body);
    const coding = negotiateCoding(request.headers['accept-encoding']);
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', alwaysRevalidate)
      // With pre-rendered pages of this path (or a page painted at request time), what it answers depends on the session and language cookies, and on
      // whether the browser sent them (Sec-Fetch-Site).
      .header('Vary', prepaints.length > 0 || target !== null ? 'Accept-Encoding, Cookie, Sec-Fetch-Site' : 'Accept-Encoding');
    if (coding !== 'identity') reply.header('Content-Encoding', coding);
    return reply.send(encodePage(page, coding));
  };
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  return sendPage;
}
