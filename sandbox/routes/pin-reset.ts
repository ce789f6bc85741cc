import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { notFoundBody } from '../http/plumbing.ts';
import { bodyObject, fourDigits, readRequiredText, sendValidationError, type FieldError } from '../http/validation.ts';
import { consumeActionToken } from '../security/action-tokens.ts';
import { hashSecret } from '../security/passwords.ts';

/** forcePinReset: the player, who has no session yet, sets a new PIN with the token of the 428. */
export function registerPinResetRoute(app: FastifyInstance, context: SandboxContext): void {
  app.post('/services/login-service/v1/pin-reset', async (request, reply) => {
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const token = readRequiredText(body, 'token', errors, 512);
    const pinCode = readRequiredText(body, 'pinCode', errors);
    if (pinCode !== undefined && !fourDigits.test(pinCode)) errors.push({ field: 'pinCode', cause: 'INVALID_FORMAT' });
    if (token === undefined || pinCode === undefined || errors.length > 0) return sendValidationError(reply, errors);

    const pinHash = await hashSecret(pinCode);
    const owner = await consumeActionToken(context.db, token, context.now(), 'forcePinReset');
    if (!owner) return reply.code(404).send(notFoundBody);

    await context.db.query(
      `UPDATE players SET pin_hash = $2,
              required_action = CASE WHEN required_action = 'forcePinReset' THEN NULL ELSE required_action END
        WHERE id = $1`,
      [owner.playerId, pinHash],
    );
    return reply.code(204).send();
  });
}
