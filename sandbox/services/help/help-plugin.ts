import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { clientSource } from '../../kernel/http/client-source.ts';
import { errorBodyFor, notFoundBody } from '../../kernel/http/error-bodies.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { bodyObject, sendValidationError, type FieldError } from '../../kernel/http/validation.ts';
import { hasBucket, jsonAnswer, sendCached } from '../content/index.ts';
import { readSiteConfig } from '../site-config/index.ts';
import { helpCategoriesAnswer, helpSearch, helpSuggestions, isHelpContentId, isHelpLanguage, readTerm, type HelpListEntry } from './help-centre.ts';
import { storeFeedback } from './help-feedback.ts';
import type { HelpLanguage } from '../../seed/content/help-pages.ts';

export const helpFeedbackPath = '/services/help/v1/feedback';
const base = '/content/v5/buckets/:bucket/languages/:lang/help-pages';
const contentIdPattern = /^[a-z0-9-]{1,100}$/;
const contentMaxAge = 60;

interface BaseParams {
  bucket: string;
  lang: string;
}

/**
 * The help centre (docs/api.md "Help centre", HELP-01..05): its categories and the two searches under
 * the content service's base, and the anonymous "was this helpful?" answers. Articles themselves are
 * content pages (`pages/help/…`), served by the content service from the same seed.
 */
export const helpService: FastifyPluginAsync<SandboxContext> = async (app, { db, now, secrets }) => {
  const notFound = (reply: FastifyReply) => reply.code(404).send(notFoundBody);

  // Runs after the root hook that marks every API answer `no-store`: the help lists are public content.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && (reply.statusCode === 200 || reply.statusCode === 304)) reply.header('Cache-Control', `public, max-age=${contentMaxAge}`);
    return payload;
  });

  /** The help centre's language for a known bucket, or null (a 404 sent). A bucket is known by its English pages. */
  const languageOf = async (params: BaseParams, reply: FastifyReply): Promise<HelpLanguage | null> => {
    if (!isHelpLanguage(params.lang) || !(await hasBucket(db, params.bucket, 'en'))) {
      await notFound(reply);
      return null;
    }
    return params.lang;
  };

  app.get<{ Params: BaseParams }>(base, async (request, reply) => {
    const language = await languageOf(request.params, reply);
    if (language === null) return reply;
    return sendCached(request, reply, jsonAnswer(helpCategoriesAnswer(language)));
  });

  const searchRoute = (suffix: string, find: (language: HelpLanguage, term: string) => HelpListEntry[]) =>
    app.get<{ Params: BaseParams; Querystring: { searchTerm?: unknown } }>(`${base}/${suffix}`, async (request, reply) => {
      const language = await languageOf(request.params, reply);
      if (language === null) return reply;
      const raw = request.query.searchTerm ?? '';
      if (typeof raw !== 'string') return sendValidationError(reply, [{ field: 'searchTerm', cause: 'INVALID_FORMAT' }]);
      const term = readTerm(raw);
      if (term.verdict === 'long') return sendValidationError(reply, [{ field: 'searchTerm', cause: 'TOO_LONG' }]);
      return sendCached(request, reply, jsonAnswer(term.verdict === 'ok' ? find(language, term.term) : []));
    });
  searchRoute('suggestions', helpSuggestions);
  searchRoute('search', helpSearch);

  /** The page's language when it is a published help language; else the site's default (English when that is none). */
  const feedbackLanguage = async (request: FastifyRequest): Promise<string> => {
    const config = await readSiteConfig(db);
    const published = Array.isArray(config.languagesPublished) ? config.languagesPublished.filter((code): code is string => typeof code === 'string') : [];
    const asked = headerText(request, 'x-language')?.trim().toLowerCase();
    if (asked !== undefined && published.includes(asked) && isHelpLanguage(asked)) return asked;
    return typeof config.languageDefault === 'string' && isHelpLanguage(config.languageDefault) ? config.languageDefault : 'en';
  };

  app.post(helpFeedbackPath, async (request, reply) => {
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const { contentId, helpful } = body;
    if (contentId === undefined || contentId === null || contentId === '') errors.push({ field: 'contentId', cause: 'REQUIRED' });
    else if (typeof contentId !== 'string' || !contentIdPattern.test(contentId)) errors.push({ field: 'contentId', cause: 'INVALID_FORMAT' });
    if (helpful === undefined || helpful === null) errors.push({ field: 'helpful', cause: 'REQUIRED' });
    else if (typeof helpful !== 'boolean') errors.push({ field: 'helpful', cause: 'INVALID_FORMAT' });
    if (errors.length > 0) return sendValidationError(reply, errors);
    if (!isHelpContentId(contentId as string)) return notFound(reply);
    const language = await feedbackLanguage(request);
    const sourceHash = secrets.hmacCode(`help-source:${clientSource(request)}`);
    const verdict = await db.transaction((tx) => storeFeedback(tx, { contentId: contentId as string, helpful: helpful as boolean, language, sourceHash, nowMs: now() }));
    if (!verdict.stored) return reply.code(429).header('Retry-After', String(verdict.retryAfterSeconds)).send(errorBodyFor(429));
    return reply.code(204).send();
  });
};
