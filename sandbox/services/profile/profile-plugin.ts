import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { bodyObject, readPinCode, sendValidationError, type FieldError } from '../../kernel/http/validation.ts';
import { hashSecret } from '../../kernel/security/passwords.ts';
import { hasPinCode, setPinHash } from '../login/accounts.ts';
import { findProfile, type ProfileRow } from './profiles.ts';

function profileBody(profile: ProfileRow, withPin: boolean) {
  return {
    email: profile.email,
    firstName: profile.first_name,
    lastName: profile.last_name,
    nickname: profile.nickname,
    attributes: { currency: profile.currency, language: profile.language },
    address: { countryCode: profile.country_code, subdivision: profile.subdivision },
    phones: profile.phone_number === null ? [] : [profile.phone_number],
    phonePrefix: profile.phone_prefix,
    personaLinkedAccounts: [],
    hasPinCode: withPin,
    phoneStatus: profile.phone_status,
  };
}

/** The profile API. The PIN itself is a login credential: the login service's accounts keep it. */
export const profileService: FastifyPluginAsync<SandboxContext> = async (app, { db }) => {
  app.get<{ Params: SessionParams }>('/services/profile/v1/profiles/:session', authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const [profile, withPin] = await Promise.all([findProfile(db, playerId), hasPinCode(db, playerId)]);
    return reply.send(profileBody(profile, withPin));
  });

  app.put<{ Params: SessionParams }>('/api/v1/profiles/:session/pin-code', authorised, async (request, reply) => {
    const errors: FieldError[] = [];
    const pinCode = readPinCode(bodyObject(request.body), 'pinCode', errors);
    if (pinCode === undefined) return sendValidationError(reply, errors);
    await setPinHash(db, authorisedPlayer(request), await hashSecret(pinCode, { bounded: true }));
    return reply.code(204).send();
  });
};
