import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { touchSession } from '../security/sessions.ts';

export interface SessionParams {
  session: string;
}

export const sessionExpired = { errorCode: 'SESSION_EXPIRED' } as const;

/** The player behind the path's session (renewing it), or null after answering 401. */
export async function requirePlayer(
  context: SandboxContext,
  request: FastifyRequest<{ Params: SessionParams }>,
  reply: FastifyReply,
): Promise<number | null> {
  const playerId = await touchSession(context.db, request.params.session, context.now());
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
