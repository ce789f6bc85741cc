import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { notFoundBody, sessionExpiredBody } from '../../kernel/http/error-bodies.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { isJsonObject, sendValidationError } from '../../kernel/http/validation.ts';
import { findGame } from '../content/index.ts';
import { excludedFrom, platformLocation } from '../geolocation/index.ts';
import { touchSession } from '../login/index.ts';
import { launchExclusionRefusal } from '../responsible-gambling/index.ts';
import { readSiteConfig } from '../site-config/index.ts';
import { findProfile } from '../profile/index.ts';
import { practiceStartingBalance } from '../game-provider/index.ts';
import { decimalOf } from '../../kernel/money.ts';
import { ageVerificationRequiredBody, launchJurisdiction, launchRulesOf, practiceAllowed } from './launch-jurisdiction.ts';
import { issueLaunchToken, type Channel, type LaunchMode } from './launches.ts';

export interface GameLaunchOptions extends SandboxContext {
  /** The game provider's origin (the second port), known once it listens. */
  providerOrigin: string;
  /** The origins the site may be served from: a launch is bound to one of them. */
  siteOrigins: () => readonly string[];
}

/** What every launch path asks for, read from its own query shape. */
interface LaunchAsk {
  gameId: string;
  mode: LaunchMode | null;
  sessionId: string | undefined;
  currency: string | undefined;
  language: string | undefined;
  channel: string | undefined;
}

const practiceNotAvailableBody = {
  errorCode: 'PRACTICE_NOT_AVAILABLE',
  message: 'This game has no practice play.',
} as const;

const notAvailableInRegionBody = {
  errorCode: 'NOT_AVAILABLE_IN_REGION',
  message: 'This game is not available in your region.',
} as const;

const currencyCode = /^[A-Z]{3,4}$/;
const languageCode = /^[a-z]{2}$/;
const hostAndPort = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

type Query = Record<string, string | undefined>;

function modeOf(value: string | undefined): LaunchMode | null | undefined {
  if (value === undefined || value === '') return undefined;
  return value === 'real' || value === 'practice' ? value : null;
}

/**
 * The configured site origin the launch came from: the launch binds to it, and the game page is framed
 * by and posts only to it. The browser's `Origin` (sent on a call from another origin, as from the site
 * server) or else the address the call was made to names which one; either only chooses among the
 * configured origins, so a forged `Host` (`evil.example`) binds nothing. null when neither is one.
 */
function siteOriginOf(request: FastifyRequest, configured: readonly string[]): string | null {
  const origin = headerText(request, 'origin');
  const addressed = hostAndPort.test(request.host) ? `${request.protocol}://${request.host}` : null;
  return [origin, addressed].find((candidate): candidate is string => candidate !== undefined && candidate !== null && configured.includes(candidate)) ?? null;
}

function integrationParams(query: Query): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(query.integrationParams ?? '');
    return isJsonObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const textOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** GAME-09 and GAME-10: the launch URL paths; each answers `{url}` on the provider's origin with a one-time token. */
export const gameLaunchService: FastifyPluginAsync<GameLaunchOptions> = async (app, { db, now, providerOrigin, siteOrigins }) => {
  async function launch(request: FastifyRequest, reply: FastifyReply, ask: LaunchAsk): Promise<FastifyReply> {
    const gameId = /^[1-9]\d{0,9}$/.test(ask.gameId) ? Number(ask.gameId) : Number.NaN;
    const game = findGame(gameId);
    if (game === undefined) return reply.code(404).send(notFoundBody);
    if (ask.mode === null) return sendValidationError(reply, [{ field: 'mode', cause: 'INVALID_FORMAT' }]);
    const mode = ask.mode;
    if (mode === 'practice' && !game.practicePlay) return reply.code(403).send(practiceNotAvailableBody);
    const siteOrigin = siteOriginOf(request, siteOrigins());
    if (siteOrigin === null) return sendValidationError(reply, [{ field: 'host', cause: 'INVALID_FORMAT' }]);
    const channel: Channel = ask.channel?.toLowerCase() === 'mobile' ? 'mobile' : 'desktop';
    const language = ask.language !== undefined && languageCode.test(ask.language) ? ask.language : 'en';
    const nowMs = now();
    // SG-09: a player taking a break starts no game, in real or practice play (when the launch names their session).
    const onBreak = await launchExclusionRefusal(db, ask.sessionId, nowMs);
    if (onBreak !== null) return reply.code(403).send(onBreak);

    // The site hides games a region excludes, but a launch is where it is enforced: the browser's
    // `st` cookie and its requests are the player's to rewrite.
    const blockedHere = async (playerId: number | null): Promise<boolean> =>
      (await readSiteConfig(db)).enableGeoTargeting === true && excludedFrom(game.geoTargetingFilter, await platformLocation(db, playerId));

    if (mode === 'real') {
      const playerId = ask.sessionId === undefined || ask.sessionId === '' ? null : await touchSession(db, ask.sessionId, nowMs);
      if (playerId === null) return reply.code(401).send(sessionExpiredBody);
      if (await blockedHere(playerId)) return reply.code(403).send(notAvailableInRegionBody);
      // Real money is always played in the wallet's currency, whatever the query says.
      const { currency } = await findProfile(db, playerId);
      const rules = launchRulesOf(await launchJurisdiction(db, playerId));
      const token = await issueLaunchToken(
        db,
        { playerId, sessionId: ask.sessionId ?? null, gameId, mode, currency, language, channel, siteOrigin, practiceBalance: null, ...rules },
        nowMs,
      );
      return reply.send({ url: `${providerOrigin}/play/${token}` });
    }
    if (await blockedHere(null)) return reply.code(403).send(notAvailableInRegionBody);
    // SG-15: practice play is under the player's jurisdiction when the launch names a live session, else the visitor's location's.
    const practisingPlayer = ask.sessionId === undefined || ask.sessionId === '' ? null : await touchSession(db, ask.sessionId, nowMs);
    const jurisdiction = await launchJurisdiction(db, practisingPlayer);
    if (!(await practiceAllowed(db, jurisdiction, practisingPlayer))) return reply.code(403).send(ageVerificationRequiredBody);
    const currency = ask.currency !== undefined && currencyCode.test(ask.currency) ? ask.currency : 'EUR';
    const practiceBalance = decimalOf(practiceStartingBalance(currency));
    const token = await issueLaunchToken(
      db,
      { playerId: null, sessionId: null, gameId, mode, currency, language, channel, siteOrigin, practiceBalance, ...launchRulesOf(jurisdiction), practisingPlayerId: practisingPlayer },
      nowMs,
    );
    return reply.send({ url: `${providerOrigin}/play/${token}` });
  }

  app.get<{ Params: { id: string }; Querystring: Query }>('/services/casino/casino-lobby-services/v1/games/:id/url', (request, reply) =>
    launch(request, reply, {
      gameId: request.params.id,
      mode: modeOf(request.query.mode) ?? 'real',
      sessionId: headerText(request, 'x-session-id'),
      currency: request.query.currencyCode,
      language: request.query.language,
      channel: headerText(request, 'x-channel') ?? request.query.channelType,
    }),
  );

  app.get<{ Params: { id: string }; Querystring: Query }>('/services/casino/casino-lobby-services/games/:id/url', (request, reply) =>
    launch(request, reply, {
      gameId: request.params.id,
      mode: modeOf(request.query.mode) ?? 'real',
      sessionId: request.query.sessionId,
      currency: request.query.currencyCode,
      language: request.query.language,
      channel: request.query.channelType,
    }),
  );

  app.get<{ Params: { id: string }; Querystring: Query }>('/services/games-integration-service/api/v1/games/:id/url', (request, reply) => {
    const params = integrationParams(request.query);
    if (params === null) return sendValidationError(reply, [{ field: 'integrationParams', cause: 'INVALID_FORMAT' }]);
    return launch(request, reply, {
      gameId: request.params.id,
      mode: 'real',
      sessionId: textOrUndefined(params.sessionId),
      currency: textOrUndefined(params.currency),
      language: textOrUndefined(params.language),
      channel: textOrUndefined(params.channel),
    });
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/services/games-integration-service/api/v1/games/:id/practice/url', (request, reply) => {
    const params = integrationParams(request.query);
    if (params === null) return sendValidationError(reply, [{ field: 'integrationParams', cause: 'INVALID_FORMAT' }]);
    return launch(request, reply, {
      gameId: request.params.id,
      mode: 'practice',
      sessionId: textOrUndefined(params.sessionId),
      currency: textOrUndefined(params.currency),
      language: textOrUndefined(params.language),
      channel: textOrUndefined(params.channel),
    });
  });
};
