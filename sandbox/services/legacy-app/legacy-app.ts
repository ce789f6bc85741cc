import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { headerText } from '../../kernel/http/request-headers.ts';
import { confirmationRoutes } from './deposit/confirmation-routes.ts';
import { depositRoutes } from './deposit/deposit-routes.ts';
import { languageOf } from './language.ts';
import { legacyContext, type LegacyStore } from './legacy-context.ts';
import { PlatformUnavailable } from './platform-client.ts';
import { formFields } from './posted-form.ts';
import { betHistoryRoutes } from './sportsbook/bet-history-routes.ts';
import { sportsbookRoutes } from './sportsbook/sportsbook-routes.ts';
import { transferRoutes } from './transfer/transfer-routes.ts';
import { withdrawalRoutes } from './withdrawal/withdrawal-routes.ts';

export interface LegacyAppOptions {
  logger: boolean;
  /** The origins the site is served from: the only pages that may frame the legacy application. */
  siteOrigins: () => readonly string[];
  /** The platform's API (the sandbox's own port), called over loopback. */
  apiUrl: () => string;
}

const assetsDir = fileURLToPath(new URL('./assets/', import.meta.url));
const assets = { 'legacy.js': 'text/javascript; charset=utf-8', 'legacy.css': 'text/css; charset=utf-8' } as const;

/** The legacy pages' policy: their own script and style, forms to themselves, framed only by the site. */
export function legacyContentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The operator's legacy application (cashier and sportsbook): server-rendered pages on their own
 * port (a third origin), framed by the site, calling the platform's JSON API over loopback. This is
 * its shell (forms, headers, error pages, assets, the cross-site refusal); each area's routes are a
 * plugin of their own folder, given the shell's `LegacyContext`.
 */
export async function buildLegacyApp(store: LegacyStore, options: LegacyAppOptions): Promise<FastifyInstance> {
  const legacy = legacyContext(store, options);
  const app = Fastify({ logger: { level: options.logger ? 'info' : 'error' }, bodyLimit: 8 * 1024 });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, formFields(String(body))));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', legacyContentSecurityPolicy(options.siteOrigins()));
    return payload;
  });

  app.setNotFoundHandler((request, reply) => legacy.errorPage(reply, languageOf(request), 404, 'NOT_FOUND'));
  app.setErrorHandler((error, request, reply) => {
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (error instanceof PlatformUnavailable || status >= 500) {
      request.log.error(error);
      return legacy.errorPage(reply, languageOf(request), error instanceof PlatformUnavailable ? 502 : 500, 'INTERNAL_ERROR');
    }
    return legacy.errorPage(reply, languageOf(request), status, 'FORBIDDEN');
  });

  for (const [name, type] of Object.entries(assets)) {
    const body = await readFile(assetsDir + name, 'utf8');
    app.get(`/assets/${name}`, (_request, reply) => reply.header('Content-Type', type).header('Cache-Control', 'public, max-age=300').send(body));
  }

  // A POST from another site is refused before any route reads it (each route checks the token too).
  app.addHook('preHandler', async (request, reply) => {
    const site = headerText(request, 'sec-fetch-site');
    if (request.method === 'POST' && site !== undefined && site !== 'same-origin') return legacy.errorPage(reply, languageOf(request), 403, 'FORBIDDEN');
  });

  for (const routes of [depositRoutes, confirmationRoutes, withdrawalRoutes, transferRoutes, sportsbookRoutes, betHistoryRoutes]) await app.register(routes, legacy);
  return app;
}
