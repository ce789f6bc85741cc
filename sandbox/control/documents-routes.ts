import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kernel/context.ts';
import { notFoundBody } from '../kernel/http/error-bodies.ts';
import { bodyObject, sendValidationError } from '../kernel/http/validation.ts';
import { decideDocument, documentDecisions, documentType, storedDocument, type DocumentDecision } from '../services/documents/index.ts';
import { findAccountByUsername } from '../services/login/index.ts';

const isDecision = (value: unknown): value is DocumentDecision => documentDecisions.some((decision) => decision === value);

/** The operator's side of identity documents: the decision on a player's latest upload, and a safe preview of it. */
export function registerDocumentRoutes(app: FastifyInstance, { db, now }: SandboxContext): void {
  app.post<{ Params: { username: string } }>('/control/players/:username/document-decision', async (request, reply) => {
    const { status } = bodyObject(request.body);
    if (!isDecision(status)) return sendValidationError(reply, [{ field: 'status', cause: 'INVALID_FORMAT' }]);
    const account = await findAccountByUsername(db, request.params.username);
    if (!account) return reply.code(404).send(notFoundBody);
    const decided = await db.transaction((tx) => decideDocument(tx, account.id, status, now()));
    if (decided === 'no-document') return reply.code(409).send({ errorCode: 'NO_DOCUMENT', message: 'The player has not uploaded a document.' });
    return reply.send({ documentType, status });
  });

  // The bytes are served only as the image type read from them, never sniffed again by the browser,
  // and in a sandbox of their own, so a crafted upload cannot run in the console's origin.
  app.get<{ Params: { id: string } }>('/control/documents/:id/preview', async (request, reply) => {
    const id = Number(request.params.id);
    const document = Number.isSafeInteger(id) && id > 0 ? await storedDocument(db, id) : null;
    if (document === null) return reply.code(404).send(notFoundBody);
    return reply
      .header('Content-Type', document.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "sandbox; default-src 'none'")
      .header('Content-Disposition', 'inline')
      .send(document.bytes);
  });
}
