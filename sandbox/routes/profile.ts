import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { requirePlayer, type SessionParams } from '../http/session-guard.ts';
import { bodyObject, readPinCode, sendValidationError, type FieldError } from '../http/validation.ts';
import { findPlayerById } from '../players/repository.ts';
import type { PlayerRow } from '../players/types.ts';
import { hashSecret } from '../security/passwords.ts';

function profileBody(player: PlayerRow) {
  return {
    email: player.email,
    firstName: player.first_name,
    lastName: player.last_name,
    nickname: player.nickname,
    attributes: { currency: player.currency, language: player.language },
    address: { countryCode: player.country_code, subdivision: player.subdivision },
    phones: player.phone_number === null ? [] : [player.phone_number],
    phonePrefix: player.phone_prefix,
    personaLinkedAccounts: [],
    hasPinCode: player.pin_hash !== null,
    phoneStatus: player.phone_status,
  };
}

export function registerProfileRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get<{ Params: SessionParams }>('/services/profile/v1/profiles/:session', async (request, reply) => {
    const playerId = await requirePlayer(context, request, reply);
    if (playerId === null) return reply;
    const player = await findPlayerById(context.db, playerId);
    if (!player) throw new Error(`Session points at missing player ${playerId}`);
    return reply.send(profileBody(player));
  });

  app.put<{ Params: SessionParams }>('/api/v1/profiles/:session/pin-code', async (request, reply) => {
    const playerId = await requirePlayer(context, request, reply);
    if (playerId === null) return reply;
    const errors: FieldError[] = [];
    const pinCode = readPinCode(bodyObject(request.body), 'pinCode', errors);
    if (pinCode === undefined) return sendValidationError(reply, errors);
    await context.db.query(
      `UPDATE players SET pin_hash = $2,
              required_action = CASE WHEN required_action = 'forcePinReset' THEN NULL ELSE required_action END
        WHERE id = $1`,
      [playerId, await hashSecret(pinCode)],
    );
    return reply.code(204).send();
  });
}
