import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import { sessionExpiredBody } from './error-bodies.ts';
import { headerText } from './request-headers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's path has a `:session`, and the player behind it is resolved before the handler runs. */
    authorised?: boolean;
  }
  interface FastifyRequest {
    /** Set on authorised routes only; read it with `authorisedPlayer(request)`. */
    authorisedPlayerId: number | null;
    /** On authorised routes: whether the player has a session-time limit (SG-13) for the gate after the session's check to weigh. */
    authorisedSessionTimeLimitSet: boolean;
  }
}

export interface SessionParams {
  session: string;
}

/**
 * The player of a live session, and whether they have a session-time limit (SG-13): read by the
 * session's own statement, so the gate after it (the responsible-gambling service's) asks the
 * database only for a player who has one.
 */
export interface AuthorisedSession {
  readonly playerId: number;
  readonly sessionTimeLimitSet: boolean;
}

/** Looks up the player of a live session (unknown, ended and expired sessions are null). */
export interface SessionLookup {
  /** …and renews the session's idle time. */
  renew(sessionId: string, nowMs: number): Promise<AuthorisedSession | null>;
  /** …without renewing it. */
  check(sessionId: string, nowMs: number): Promise<AuthorisedSession | null>;
}

/** A route option that makes a route authorised: `app.get(path, authorised, handler)`. */
export const authorised = { config: { authorised: true } } as const;

/**
 * A call the site makes on its own (polling balances, messages, loyalty) says so with
 * `X-Background-Refresh: true`: its session is checked but not renewed, so a tab left open does not
 * keep the session alive for ever.
 */
export function isBackgroundRefresh(request: FastifyRequest): boolean {
  return headerText(request, 'x-background-refresh')?.trim().toLowerCase() === 'true';
}

/**
 * Before the handler of every route declared `authorised`: the player behind the path's session,
 * or 401 `SESSION_EXPIRED`. Registered on the root instance, so it covers every service's routes.
 */
export function registerAuthorisedRoutes(app: FastifyInstance, sessions: SessionLookup, now: Clock): void {
  app.decorateRequest('authorisedPlayerId', null);
  app.decorateRequest('authorisedSessionTimeLimitSet', true);
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.authorised !== true) return;
    const { session } = request.params as Partial<SessionParams>;
    const lookUp = isBackgroundRefresh(request) ? sessions.check : sessions.renew;
    const found = session === undefined ? null : await lookUp(session, now());
    if (found === null) return reply.code(401).send(sessionExpiredBody);
    request.authorisedPlayerId = found.playerId;
    request.authorisedSessionTimeLimitSet = found.sessionTimeLimitSet;
  });
}

/** The player the session of an authorised route belongs to. */
export function authorisedPlayer(request: FastifyRequest): number {
  if (request.authorisedPlayerId === null) throw new Error(`${request.routeOptions.url ?? request.url} is not declared authorised`);
  return request.authorisedPlayerId;
}
