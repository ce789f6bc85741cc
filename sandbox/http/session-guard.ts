import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { checkSession, touchSession } from '../security/sessions.ts';

export interface SessionParams {
  session: string;
}

export const sessionExpired = { errorCode: 'SESSION_EXPIRED' } as const;

/**
 * A call the site makes on its own (polling balances, messages, loyalty) says so with
 * `X-Background-Refresh: true`: its session is checked but not renewed, so a tab left open does not
 * keep the session alive for ever.
 */
export function isBackgroundRefresh(request: FastifyRequest): boolean {
  return headerText(request, 'x-background-refresh')?.trim().toLowerCase() === 'true';
}

/**
 * The player behind the path's session, or null after answering 401. The session's idle time is
 * renewed, unless the call is a background refresh.
 */
export async function requirePlayer(
  context: SandboxContext,
  request: FastifyRequest<{ Params: SessionParams }>,
  reply: FastifyReply,
): Promise<number | null> {
  const lookUp = isBackgroundRefresh(request) ? checkSession : touchSession;
  const playerId = await lookUp(context.db, request.params.session, context.now());
  if (playerId === null) {
    await reply.code(401).send(sessionExpired);
    return null;
  }
  return playerId;
}

export function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
