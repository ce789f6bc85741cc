import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { routedPath } from '../../kernel/http/paths.ts';
import { sendValidationError } from '../../kernel/http/validation.ts';
import { gameCardSvg, promotionSvg, slideSvg } from './artwork.ts';
import { cachedAnswer, jsonAnswer, sendCached, type CachedAnswer } from './cached-answer.ts';
import { channels, findGame, findGameBySlug, languages, type Language } from './catalogue.ts';
import { findContentPage, hasBucket } from './content-pages.ts';
import { gamePageAnswer } from './game-page-answer.ts';
import { renderPage } from './page-rendering.ts';

// With the plugin, not through the service's index: the game page's answer uses the seed's copy, which reads the index's types.
export { defaultCategory, defaultGamePage } from './default-catalogue-answers.ts';
import { categoriesMenu, categoryAnswer, searchCorpus } from './wire-game.ts';

interface BaseParams {
  bucket: string;
  lang: string;
}

const base = '/content/v5/buckets/:bucket/languages/:lang';
const pageSlug = /^[a-z0-9-]{1,64}(?:\/[a-z0-9-]{1,64}){0,3}$/;
const gameImageFile = /^(\d{1,9})\.svg$/;
const slideImageFile = /^([a-z0-9-]{1,64})\.svg$/;

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

const contentMaxAge = 60;
const imageMaxAge = 86_400;

/**
 * Answers made from the catalogue never change while the sandbox runs: each is serialised once per
 * language (the search corpus is over a megabyte) and served with its ETag from then on.
 */
class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();

  /** A miss (null) is not kept, so requests for unknown slugs cannot grow the cache. */
  get(key: string, make: () => CachedAnswer | null): CachedAnswer | null {
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const made = make();
    if (made !== null) this.answers.set(key, made);
    return made;
  }
}

/** The content service (docs/api.md, "Content"): pages, the catalogue's menus and lists, game pages and artwork. */
export const contentService: FastifyPluginAsync<SandboxContext> = async (app, { db }) => {
  const cache = new AnswerCache();
  const notFound = (reply: FastifyReply) => reply.code(404).send(notFoundBody);

  // Runs after the root hook that marks every API answer `no-store`: content is public and cacheable.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 || reply.statusCode === 304) {
      const isImage = routedPath(request.url).startsWith('/content/images/');
      reply.header('Cache-Control', `public, max-age=${isImage ? imageMaxAge : contentMaxAge}`);
      // An SVG opened on its own is a document: it gets no script and nothing from elsewhere.
      if (isImage) reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    return payload;
  });

  /** The language of a known bucket, or null (and a 404 sent). */
  const languageOf = async (params: BaseParams, reply: FastifyReply): Promise<Language | null> => {
    if (!isLanguage(params.lang) || !(await hasBucket(db, params.bucket, params.lang))) {
      await notFound(reply);
      return null;
    }
    return params.lang;
  };

  app.get<{ Params: BaseParams & { '*': string } }>(`${base}/pages/*`, async (request, reply) => {
    const language = await languageOf(request.params, reply);
    if (language === null) return reply;
    const slug = request.params['*'];
    if (!pageSlug.test(slug)) return notFound(reply);
    const page = await findContentPage(db, request.params.bucket, language, slug);
    if (page === undefined) return notFound(reply);
    return sendCached(request, reply, jsonAnswer(renderPage(page, language)));
  });

  app.get<{ Params: BaseParams; Querystring: { channel?: unknown } }>(`${base}/game-categories`, async (request, reply) => {
    const language = await languageOf(request.params, reply);
    if (language === null) return reply;
    const { channel } = request.query;
    if (channel !== undefined && (typeof channel !== 'string' || !(channels as readonly string[]).includes(channel))) {
      return sendValidationError(reply, [{ field: 'channel', cause: 'INVALID_FORMAT' }]);
    }
    const answer = cache.get(`menu:${language}:${channel ?? '*'}`, () =>
      jsonAnswer(channel === undefined ? channels.flatMap((each) => categoriesMenu(each, language)) : categoriesMenu(channel, language)),
    );
    return sendCached(request, reply, answer as CachedAnswer);
  });

  app.get<{ Params: BaseParams & { category: string; subCategory?: string } }>(
    `${base}/game-categories/:category/:subCategory?`,
    async (request, reply) => {
      const language = await languageOf(request.params, reply);
      if (language === null) return reply;
      const { category, subCategory } = request.params;
      const answer = cache.get(`category:${language}:${category}/${subCategory ?? ''}`, () => {
        const found = categoryAnswer(category, subCategory === '' ? undefined : subCategory, language);
        return found === undefined ? null : jsonAnswer(found);
      });
      return answer === null ? notFound(reply) : sendCached(request, reply, answer);
    },
  );

  app.get<{ Params: BaseParams }>(`${base}/games`, async (request, reply) => {
    const language = await languageOf(request.params, reply);
    if (language === null) return reply;
    return sendCached(request, reply, cache.get(`corpus:${language}`, () => jsonAnswer(searchCorpus(language))) as CachedAnswer);
  });

  app.get<{ Params: BaseParams & { slug: string } }>(`${base}/game-pages/:slug`, async (request, reply) => {
    const language = await languageOf(request.params, reply);
    if (language === null) return reply;
    const game = findGameBySlug(request.params.slug);
    if (game === undefined) return notFound(reply);
    const answer = cache.get(`game-page:${language}:${game.id}`, () => jsonAnswer(gamePageAnswer(game, language)));
    return sendCached(request, reply, answer as CachedAnswer);
  });

  app.get<{ Params: { file: string } }>('/content/images/games/:file', async (request, reply) => {
    const id = gameImageFile.exec(request.params.file)?.[1];
    const game = id === undefined ? undefined : findGame(Number(id));
    if (game === undefined) return notFound(reply);
    const answer = cache.get(`card:${game.id}`, () => cachedAnswer(gameCardSvg(game), 'image/svg+xml; charset=utf-8'));
    return sendCached(request, reply, answer as CachedAnswer);
  });

  app.get<{ Params: { file: string } }>('/content/images/slides/:file', async (request, reply) => {
    const name = slideImageFile.exec(request.params.file)?.[1];
    const svg = name === undefined ? undefined : slideSvg(name);
    if (name === undefined || svg === undefined) return notFound(reply);
    return sendCached(request, reply, cache.get(`slide:${name}`, () => cachedAnswer(svg, 'image/svg+xml; charset=utf-8')) as CachedAnswer);
  });

  app.get<{ Params: { file: string } }>('/content/images/promotions/:file', async (request, reply) => {
    const name = slideImageFile.exec(request.params.file)?.[1];
    const svg = name === undefined ? undefined : promotionSvg(name);
    if (name === undefined || svg === undefined) return notFound(reply);
    return sendCached(request, reply, cache.get(`promotion:${name}`, () => cachedAnswer(svg, 'image/svg+xml; charset=utf-8')) as CachedAnswer);
  });
};
