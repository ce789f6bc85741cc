import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { storeDocument, transactionState } from '../documents/index.ts';
import { maxDocumentBytes, sniffDocumentType } from './document-types.ts';
import { identityLanguage, identityPage, preferredIdentityLanguage, type IdentityLanguage } from './identity-page.ts';

export interface IdentityProviderOptions {
  logger: boolean;
  /** The origins the site is served from: the only pages that may frame the provider, and the only targets of its messages. */
  siteOrigins: () => readonly string[];
}


const assetsDir = fileURLToPath(new URL('./assets/', import.meta.url));
const assets = { 'identity.js': 'text/javascript; charset=utf-8', 'identity.css': 'text/css; charset=utf-8' } as const;
const transactionTokenFormat = /^[A-Za-z0-9_-]{43}$/;

/** The provider's pages: its own script, style and uploads, framed only by the site. */
export function identityContentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

const errorBodies = {
  404: { errorCode: 'NOT_FOUND', message: 'Nothing is here.' },
  410: { errorCode: 'TRANSACTION_CLOSED', message: 'This verification link was used or has expired.' },
  413: { errorCode: 'PAYLOAD_TOO_LARGE', message: 'The document is larger than 10 MB.' },
  415: { errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send a JPEG, PNG, WebP or HEIC image.' },
} as const;

/**
 * The identity provider (DOC-01): a third party on its own loopback origin. The site frames its
 * upload page through a verification URL's transaction token; the page posts the file's raw bytes,
 * which are stored with the type read from their first bytes, and the player's status becomes PENDING.
 */
export async function buildIdentityProviderApp(context: SandboxContext, options: IdentityProviderOptions): Promise<FastifyInstance> {
  const { db, now } = context;
  const app = Fastify({ logger: { level: options.logger ? 'info' : 'error' }, bodyLimit: maxDocumentBytes });

  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', identityContentSecurityPolicy(options.siteOrigins()));
    return payload;
  });
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413 || status === 415) return reply.code(status).send(errorBodies[status]);
    if (status >= 400 && status < 500) return reply.code(400).send({ errorCode: 'BAD_REQUEST', message: 'The request is malformed.' });
    app.log.error(error);
    return reply.code(500).send({ errorCode: 'INTERNAL_ERROR' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBodies[404]));

  for (const [name, type] of Object.entries(assets)) {
    const body = await readFile(assetsDir + name, 'utf8');
    app.get(`/assets/${name}`, (_request, reply) => reply.header('Content-Type', type).header('Cache-Control', 'public, max-age=300').send(body));
  }

  const languageOf = (request: FastifyRequest): IdentityLanguage =>
    identityLanguage((request.query as Record<string, unknown> | undefined)?.lang) ?? preferredIdentityLanguage(headerText(request, 'accept-language')) ?? 'en';

  /** The site origin framing this page (from the Referer the site's policy sends), else every site origin. */
  const messageTargets = (request: FastifyRequest): readonly string[] => {
    const siteOrigins = options.siteOrigins();
    const referrer = headerText(request, 'referer');
    if (referrer === undefined) return siteOrigins;
    try {
      const origin = new URL(referrer).origin;
      return siteOrigins.includes(origin) ? [origin] : siteOrigins;
    } catch {
      return siteOrigins;
    }
  };

  const sendPage = (reply: FastifyReply, request: FastifyRequest, token: string, open: boolean) =>
    reply
      .code(200)
      .header('Content-Type', 'text/html; charset=utf-8')
      .send(identityPage({ language: languageOf(request), token, open, siteOrigins: messageTargets(request), maxBytes: maxDocumentBytes }));

  // A used, expired or unknown link is still a page shown on purpose (200): it tells the site the
  // transaction ended in ERROR, so the player lands on the site's result page.
  app.get<{ Params: { token: string } }>('/verify/:token', async (request, reply) => {
    const { token } = request.params;
    const open = transactionTokenFormat.test(token) && (await transactionState(db, token, now())).kind === 'open';
    return sendPage(reply, request, token, open);
  });

  app.post<{ Params: { token: string }; Body: unknown }>('/verify/:token/document', async (request, reply) => {
    const { token } = request.params;
    if (!transactionTokenFormat.test(token)) return reply.code(404).send(errorBodies[404]);
    const state = await transactionState(db, token, now());
    if (state.kind === 'unknown') return reply.code(404).send(errorBodies[404]);
    if (state.kind === 'closed') return reply.code(410).send(errorBodies[410]);
    const bytes = Buffer.isBuffer(request.body) ? request.body : null;
    const contentType = bytes === null ? null : sniffDocumentType(bytes);
    if (bytes === null || contentType === null) return reply.code(415).send(errorBodies[415]);
    const stored = await db.transaction((tx) => storeDocument(tx, token, { contentType, bytes }, now()));
    if (stored === 'closed') return reply.code(410).send(errorBodies[410]);
    return reply.code(201).send({ status: 'PENDING' });
  });

  return app;
}

