import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { notFoundBody } from '../http/plumbing.ts';
import { bodyObject, readRequiredText, sendValidationError, type FieldError } from '../http/validation.ts';
import { consumeActionToken } from '../security/action-tokens.ts';
import { hashSecret } from '../security/passwords.ts';

export const minimumPasswordLength = 8;

export function registerPasswordResetRoute(app: FastifyInstance, context: SandboxContext): void {
  app.post('/services/login-service/v1/password-reset', async (request, reply) => {
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const token = readRequiredText(body, 'token', errors, 512);
    const newPassword = readRequiredText(body, 'newPassword', errors);
    if (newPassword !== undefined && newPassword.length < minimumPasswordLength) {
      errors.push({ field: 'newPassword', cause: 'TOO_SHORT' });
    }
    if (token === undefined || newPassword === undefined || errors.length > 0) return sendValidationError(reply, errors);

    // Hash first: the token is used up only when the reset is certain to be written.
    const passwordHash = await hashSecret(newPassword);
    const nowMs = context.now();
    const done = await context.db.transaction(async (tx) => {
      const owner = await consumeActionToken(tx, token, nowMs, 'forcePasswordReset');
      if (!owner) return false;
      // One statement: the new password, and the end of every session opened with the old one.
      await tx.query(
        `WITH ended AS (
           UPDATE sessions SET ended_at = $3 WHERE player_id = $1 AND ended_at IS NULL
         )
         UPDATE players SET password_hash = $2, failed_logins = 0, blocked_until = NULL,
                required_action = CASE WHEN required_action = 'forcePasswordReset' THEN NULL ELSE required_action END
          WHERE id = $1`,
        [owner.playerId, passwordHash, new Date(nowMs)],
      );
      return true;
    });
    if (!done) return reply.code(404).send(notFoundBody);
    return reply.code(204).send();
  });
}

