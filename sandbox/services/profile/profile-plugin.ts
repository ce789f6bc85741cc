import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { clientSource } from '../../kernel/http/client-source.ts';
import { bodyObject, readPinCode, sendValidationError, type FieldError } from '../../kernel/http/validation.ts';
import { hashSecret } from '../../kernel/security/passwords.ts';
import { hasPinCode, setPinHash } from '../login/accounts.ts';
import { linkedAccountsOf, type LinkedAccount } from '../payments/linked-accounts.ts';
import { LoginThrottle, defaultLoginRateLimit, sendTooManyRequests } from '../login/login-throttle.ts';
import { findProfile, type ProfileRow } from './profiles.ts';

function profileBody(profile: ProfileRow, withPin: boolean, linkedAccounts: readonly LinkedAccount[]) {
  return {
    email: profile.email,
    firstName: profile.first_name,
    lastName: profile.last_name,
    nickname: profile.nickname,
    attributes: { currency: profile.currency, language: profile.language },
    address: { countryCode: profile.country_code, subdivision: profile.subdivision },
    phones: profile.phone_number === null ? [] : [profile.phone_number],
    phonePrefix: profile.phone_prefix,
    personaLinkedAccounts: linkedAccounts,
    hasPinCode: withPin,
    phoneStatus: profile.phone_status,
  };
}

export interface ProfileServiceOptions extends SandboxContext {
  /** The login's buckets per source: a PIN change hashes like a login and pays like one. */
  loginThrottle?: LoginThrottle;
}

/** The profile API. The PIN itself is a login credential: the login service's accounts keep it. */
export const profileService: FastifyPluginAsync<ProfileServiceOptions> = async (app, { db, now, loginThrottle }) => {
  const throttle = loginThrottle ?? new LoginThrottle(defaultLoginRateLimit, now);

  app.get<{ Params: SessionParams }>('/services/profile/v1/profiles/:session', authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const [profile, withPin, linkedAccounts] = await Promise.all([findProfile(db, playerId), hasPinCode(db, playerId), linkedAccountsOf(db, playerId)]);
    return reply.send(profileBody(profile, withPin, linkedAccounts));
  });

  app.put<{ Params: SessionParams }>('/api/v1/profiles/:session/pin-code', authorised, async (request, reply) => {
    const errors: FieldError[] = [];
    const pinCode = readPinCode(bodyObject(request.body), 'pinCode', errors);
    if (pinCode === undefined) return sendValidationError(reply, errors);
    // A session is no standing: every change costs a token of the source's login bucket (never given
    // back) and hashes in the normal lane, so parallel PIN changes cannot fill the priority lane.
    const verdict = throttle.take(clientSource(request));
    if (!verdict.allowed) return sendTooManyRequests(reply, verdict.retryAfterSeconds, 'PIN changes');
    await setPinHash(db, authorisedPlayer(request), await hashSecret(pinCode, { lane: 'normal', bounded: true }));
    return reply.code(204).send();
  });
};
