import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { sendValidationError } from '../../kernel/http/validation.ts';
import { documentStatusOf, documentType, openTransaction } from './document-verifications.ts';

export interface DocumentsOptions {
  /** The identity provider's origin (its own port); null when it does not run (no URL can be handed out). */
  identityProviderOrigin: string | null;
}

/** DOC-01, DOC-04: the player's document status and the identity provider's verification URL. */
export const documentsService: FastifyPluginAsync<SandboxContext & DocumentsOptions> = async (app, { db, now, identityProviderOrigin }) => {
  app.get<{ Params: SessionParams; Querystring: { documentType?: unknown } }>(
    '/api/v1/document-verification-status/profile/:session',
    authorised,
    async (request, reply) => {
      const requested = request.query.documentType;
      if (requested !== undefined && requested !== documentType) return sendValidationError(reply, [{ field: 'documentType', cause: 'INVALID_FORMAT' }]);
      return reply.send({ documentType, status: await documentStatusOf(db, authorisedPlayer(request)) });
    },
  );

  app.get<{ Params: SessionParams }>(
    '/services/profile-profiling/v1/document-verification/profile/:session/document-verification-url',
    authorised,
    async (request, reply) => {
      const playerId = authorisedPlayer(request);
      if ((await documentStatusOf(db, playerId)) === 'BLOCKED') return reply.code(409).send({ errorCode: 'DOCUMENT_BLOCKED', message: 'Document verification is blocked.' });
      if (identityProviderOrigin === null) return reply.code(503).send({ errorCode: 'SERVICE_UNAVAILABLE', message: 'The identity provider is not running.' });
      const token = await openTransaction(db, playerId, now());
      const language = await playerLanguage(db, playerId);
      return reply.send({ url: `${identityProviderOrigin}/verify/${token}?lang=${language}` });
    },
  );
};

async function playerLanguage(db: SandboxContext['db'], playerId: number): Promise<'en' | 'es'> {
  const result = await db.query<{ language: string | null }>('SELECT language FROM profiles WHERE player_id = $1', [playerId]);
  return result.rows[0]?.language?.startsWith('es') === true ? 'es' : 'en';
}
