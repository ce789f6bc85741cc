import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import type { Queryable } from '../../kernel/database/database.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { clientSource } from '../../kernel/http/client-source.ts';
import { bodyObject, readPinCode, sendValidationError, type FieldError } from '../../kernel/http/validation.ts';
import { hashSecret, verifySecret } from '../../kernel/security/passwords.ts';
import { defaultLoginRateLimit, findAccountById, hasPinCode, LoginThrottle, sendTooManyRequests, setPinHash } from '../login/index.ts';
import { linkedAccountsOf, type LinkedAccount } from '../payments/index.ts';
import { checkCounted, codeCheckReply, operationStatus, operationTotpRefusal, type Reply } from '../player-verification/index.ts';
import { findProfile, type ProfileRow } from './profiles.ts';

function sendReply(reply: FastifyReply, answer: Reply): FastifyReply {
  return reply.code(answer.status).send(answer.body);
}

async function pinHashOf(db: Queryable, playerId: number): Promise<string | null> {
  return (await findAccountById(db, playerId))?.pin_hash ?? null;
}

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
export const profileService: FastifyPluginAsync<ProfileServiceOptions> = async (app, { db, now, secrets, loginThrottle }) => {
  const throttle = loginThrottle ?? new LoginThrottle(db, 'login', defaultLoginRateLimit, now);

  app.get<{ Params: SessionParams }>('/services/profile/v1/profiles/:session', authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const [profile, withPin, linkedAccounts] = await Promise.all([findProfile(db, playerId), hasPinCode(db, playerId), linkedAccountsOf(db, playerId)]);
    return reply.send(profileBody(profile, withPin, linkedAccounts));
  });

  /**
   * A player who has a PIN proves it (`currentPinCode`, counted for `updateProfile`: the 3rd wrong
   * one blocks changes for 15 minutes), and with two-factor ENABLED also gives the TOTP.
   */
  app.put<{ Params: SessionParams }>('/api/v1/profiles/:session/pin-code', authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const pinCode = readPinCode(body, 'pinCode', errors);
    const currentPinHash = await pinHashOf(db, playerId);
    const currentPinCode = currentPinHash === null ? null : readPinCode(body, 'currentPinCode', errors);
    if (pinCode === undefined || currentPinCode === undefined) return sendValidationError(reply, errors);
    const nowMs = now();
    const status = await operationStatus(db, playerId, 'updateProfile', nowMs);
    if (status.status === 'BLOCKED') return sendReply(reply, codeCheckReply({ kind: 'blocked', remainingBlockingTime: status.remainingBlockingTime }));
    // A session is no standing: every change costs a token of the source's login bucket (never given
    // back) and hashes in the normal lane, so parallel PIN changes cannot fill the priority lane.
    const verdict = await throttle.take(clientSource(request));
    if (!verdict.allowed) return sendTooManyRequests(reply, verdict.retryAfterSeconds, 'PIN changes');
    const totpRefusal = await operationTotpRefusal(db, secrets, request, playerId, 'updateProfile', nowMs);
    if (totpRefusal !== null) return sendReply(reply, totpRefusal);
    if (currentPinHash !== null && currentPinCode !== null) {
      // Hashed before the check's transaction, so the row lock is never held through a slow hash.
      const pinMatches = await verifySecret(currentPinCode, currentPinHash, { lane: 'normal', bounded: true });
      const check = await checkCounted(db, playerId, 'updateProfile', nowMs, async () => pinMatches);
      if (check.kind !== 'accepted') return sendReply(reply, codeCheckReply(check));
    }
    await setPinHash(db, playerId, await hashSecret(pinCode, { lane: 'normal', bounded: true }));
    return reply.code(204).send();
  });
};
