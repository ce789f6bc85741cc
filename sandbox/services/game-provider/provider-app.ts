import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { clientErrorHandler, frameworkErrorsFor, registerErrorHandler } from '../../kernel/http/error-handler.ts';
import { registerJsonParser } from '../../kernel/http/json-parser.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { registerRequestHygiene } from '../../kernel/http/request-hygiene.ts';
import { bodyObject, sendValidationError, type FieldError } from '../../kernel/http/validation.ts';
import { findGame } from '../content/index.ts';
import { launchForPlay, openLaunch } from '../game-launch/index.ts';
import { majorOf, unitsOf, unitsOfNumber } from '../../kernel/money.ts';
import { playableUnits } from '../wallet/index.ts';
import { expiredLinkPage, gamePage } from './game-page.ts';
import { cryptoRandomInt, type RandomInt } from './random.ts';
import { forbiddenFeature, notAllowedInJurisdictionBody, readRoundFeatures } from './round-features.ts';
import { readRouletteBets, type PlacedBet } from './roulette.ts';
import { lastNumbers, playRound, tableOf, type RoundRequest } from './rounds.ts';
import { stakesFor, tableLimitsFor } from './stakes.ts';

export interface ProviderAppOptions {
  logger: boolean;
  /** The origins the site is served from: the only pages that may frame the provider's pages. */
  siteOrigins: () => readonly string[];
  /** Where every result comes from; tests may pass a scripted one. Default: node's crypto. */
  random?: RandomInt;
}

const assetsDir = fileURLToPath(new URL('./assets/', import.meta.url));
const assets = {
  'game.js': 'text/javascript; charset=utf-8',
  'game.css': 'text/css; charset=utf-8',
} as const;

/** The game page's policy: its own script and style only, talking only to its own origin, framed only by the site. */
export function providerContentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function sendHtml(reply: FastifyReply, status: number, html: string, frameAncestors: readonly string[]): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', providerContentSecurityPolicy(frameAncestors))
    // The launch token is in the page's URL: it never leaves in a Referer.
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store')
    .send(html);
}

const invalidSession = { errorCode: 'GAME_SESSION_ENDED', message: 'This game session has ended; launch the game again.' } as const;
const insufficientFunds = { errorCode: 'INSUFFICIENT_FUNDS', message: 'The stake is more than the playable balance.' } as const;
const keyReused = { errorCode: 'IDEMPOTENCY_KEY_REUSED', message: 'This idempotency key was used for another round.' } as const;
const tableLimitExceeded = { errorCode: 'TABLE_LIMIT_EXCEEDED', message: "The bet is over the table's limit." } as const;
const idempotencyKeyFormat = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The game provider: its own Fastify instance on its own port (so the frame is really cross-origin),
 * sharing the sandbox's database. `GET /play/{launchToken}` serves the game, `POST /rounds` plays.
 */
export async function buildProviderApp(context: SandboxContext, options: ProviderAppOptions): Promise<FastifyInstance> {
  const { db, now } = context;
  const random = options.random ?? cryptoRandomInt;
  const app = Fastify({
    logger: { level: options.logger ? 'info' : 'error' },
    bodyLimit: 16 * 1024,
    frameworkErrors: frameworkErrorsFor(false),
    clientErrorHandler,
  });
  registerJsonParser(app);
  registerErrorHandler(app);
  registerRequestHygiene(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', providerContentSecurityPolicy([]));
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFoundBody));

  for (const [name, type] of Object.entries(assets)) {
    const body = await readFile(assetsDir + name, 'utf8');
    app.get(`/assets/${name}`, (_request, reply) => reply.header('Content-Type', type).header('Cache-Control', 'public, max-age=300').send(body));
  }

  app.get<{ Params: { launchToken: string } }>('/play/:launchToken', async (request, reply) => {
    const opened = await openLaunch(db, request.params.launchToken, now());
    if (opened === null) {
      const language = headerText(request, 'accept-language')?.toLowerCase().startsWith('es') === true ? 'es' : 'en';
      return sendHtml(reply, 404, expiredLinkPage(language), options.siteOrigins());
    }
    const { launch, playToken } = opened;
    const balance =
      launch.mode === 'real' && launch.playerId !== null
        ? await playableUnits(db, launch.playerId, launch.currency)
        : unitsOf(launch.practiceBalance ?? '0');
    const table = tableOf(launch.gameId);
    const html = gamePage({
      launch,
      gameName: findGame(launch.gameId)?.name ?? `#${launch.gameId}`,
      table,
      playToken,
      balance,
      lastNumbers: table === 'roulette' ? await lastNumbers(db, launch) : [],
    });
    return sendHtml(reply, 200, html, [launch.siteOrigin]);
  });

  app.post('/rounds', async (request, reply) => {
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const { playToken, stake, idempotencyKey } = body;
    if (typeof playToken !== 'string' || playToken === '' || playToken.length > 100) errors.push({ field: 'playToken', cause: 'INVALID_FORMAT' });
    if (typeof idempotencyKey !== 'string' || !idempotencyKeyFormat.test(idempotencyKey)) errors.push({ field: 'idempotencyKey', cause: 'INVALID_FORMAT' });
    // A roulette round's stake is the sum of its bets: with `bets`, `stake` may be left out.
    const stakeUnits = typeof stake === 'number' ? unitsOfNumber(stake) : null;
    if (stakeUnits === null && !(stake === undefined && body.bets !== undefined)) errors.push({ field: 'stake', cause: 'INVALID_FORMAT' });
    const features = readRoundFeatures(body, errors);
    if (errors.length > 0 || typeof playToken !== 'string' || typeof idempotencyKey !== 'string') {
      return sendValidationError(reply, errors);
    }
    const launch = await launchForPlay(db, playToken, now());
    if (launch === null) return reply.code(401).send(invalidSession);
    // SG-15: the page offers autoplay and quick spin only where allowed; a round asking for them anyway is refused.
    if (forbiddenFeature(launch, features)) return reply.code(403).send(notAllowedInJurisdictionBody);
    let round: RoundRequest;
    if (tableOf(launch.gameId) === 'roulette') {
      // RLT-02, RLT-06: every bet a spot of the table, within the table's limits; the payout is the server's own.
      const limits = tableLimitsFor(launch.currency);
      const reading = readRouletteBets(body, limits);
      // The same body as sendValidationError's, with the table's own causes (NOT_ON_THE_TABLE, DUPLICATE, TOO_MANY).
      if (reading.kind === 'invalid') return reply.code(422).send({ errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: reading.field, cause: reading.cause }] });
      if (reading.kind === 'over-limit') {
        return reply.code(422).send({ ...tableLimitExceeded, limit: reading.limit, field: reading.field, max: majorOf(reading.max), currency: launch.currency });
      }
      if (body.bets !== undefined && stakeUnits !== null && stakeUnits !== reading.total) return sendValidationError(reply, [{ field: 'stake', cause: 'INVALID_FORMAT' }]);
      const bets: readonly PlacedBet[] = reading.bets;
      round = { stake: reading.total, idempotencyKey, bets };
    } else {
      if (stakeUnits === null || !stakesFor(launch.currency).includes(stakeUnits)) return sendValidationError(reply, [{ field: 'stake', cause: 'INVALID_FORMAT' }]);
      round = { stake: stakeUnits, idempotencyKey, bets: null };
    }
    const result = await playRound(db, launch, round, { nowMs: now(), random });
    switch (result.kind) {
      case 'played':
        return reply.send(result.answer);
      case 'insufficient-funds':
        return reply.code(402).send({ ...insufficientFunds, balance: result.balance, currency: result.currency });
      case 'key-reused':
        return reply.code(409).send(keyReused);
      case 'limit-exceeded':
        return reply.code(409).send(result.refusal);
      case 'excluded':
        return reply.code(403).send(result.refusal);
      case 'too-soon':
        return reply
          .code(429)
          .header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)))
          .send({ errorCode: 'TOO_SOON', message: 'The previous round has not finished yet.', retryAfterMs: result.retryAfterMs });
    }
  });

  return app;
}
