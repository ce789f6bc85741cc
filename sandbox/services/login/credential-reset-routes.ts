import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import type { Queryable } from '../../kernel/database/database.ts';
import { clientSource } from '../../kernel/http/client-source.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { bodyObject, readPinCode, readRequiredText, sendValidationError, type FieldError, type JsonObject } from '../../kernel/http/validation.ts';
import { passwordProblem } from '../../kernel/security/password-rules.ts';
import { hashSecret } from '../../kernel/security/passwords.ts';
import { findProfile } from '../profile/index.ts';
import { findAccountById, resetPassword, setPinHash } from './accounts.ts';
import { consumeActionToken, findLiveActionToken } from './action-tokens.ts';
import { sendTooManyRequests, type LoginThrottle } from './login-throttle.ts';

const maxTokenLength = 512;

/** A credential the player, who has no session yet, sets with the token of a 428. */
interface CredentialReset {
  path: string;
  /** The required action whose token this reset takes (a token works only for its own action). */
  action: string;
  readSecret(body: JsonObject, errors: FieldError[]): string | undefined;
  /** A check of the secret against its owner's account (a password must not hold the address). */
  checkFor?(db: Queryable, playerId: number, secret: string): Promise<FieldError | null>;
  write(db: Queryable, playerId: number, secretHash: string, nowMs: number): Promise<void>;
}

/** Joining's rules (kernel/security/password-rules.ts), but the address, which the token's owner gives. */
function readNewPassword(body: JsonObject, errors: FieldError[]): string | undefined {
  const problem = passwordProblem(body.newPassword, undefined);
  if (problem === null) return body.newPassword as string;
  errors.push({ field: 'newPassword', cause: problem });
  return undefined;
}

/** What the token's owner makes of the new password: not their address, nor guessable from their details. */
async function passwordFitsItsOwner(db: Queryable, playerId: number, password: string): Promise<FieldError | null> {
  const username = (await findAccountById(db, playerId))?.username;
  if (username === undefined) return null;
  const profile = await findProfile(db, playerId);
  const ownWords = [profile.first_name, profile.last_name, profile.nickname].filter((word): word is string => typeof word === 'string');
  const problem = passwordProblem(password, username, ownWords);
  return problem === 'CONTAINS_EMAIL' || problem === 'TOO_WEAK' ? { field: 'newPassword', cause: problem } : null;
}

const credentialResets: readonly CredentialReset[] = [
  {
    path: '/services/login-service/v1/password-reset',
    action: 'forcePasswordReset',
    readSecret: readNewPassword,
    checkFor: passwordFitsItsOwner,
    write: resetPassword,
  },
  {
    path: '/services/login-service/v1/pin-reset',
    action: 'forcePinReset',
    readSecret: (body, errors) => readPinCode(body, 'pinCode', errors),
    write: (db, playerId, pinHash) => setPinHash(db, playerId, pinHash),
  },
];

/**
 * Validation (422) comes before the token (404), so a weak secret does not use the token up; the
 * secret is hashed before the transaction, and the token is used up only with the write. Each
 * attempt costs a token of the source's login bucket (given back when the reset succeeds), since a
 * flood of resets with made-up tokens would otherwise make the sandbox hash for nothing.
 */
export function registerCredentialResetRoutes(app: FastifyInstance, { db, now }: SandboxContext, throttle: LoginThrottle): void {
  for (const reset of credentialResets) {
    app.post(reset.path, async (request, reply) => {
      const body = bodyObject(request.body);
      const errors: FieldError[] = [];
      const token = readRequiredText(body, 'token', errors, maxTokenLength);
      const secret = reset.readSecret(body, errors);
      if (token === undefined || secret === undefined) return sendValidationError(reply, errors);
      const source = clientSource(request);
      const lane = (await throttle.inGoodStanding(source)) ? 'priority' : 'normal';
      const verdict = await throttle.take(source);
      if (!verdict.allowed) return sendTooManyRequests(reply, verdict.retryAfterSeconds);
      if (reset.checkFor !== undefined) {
        const owner = await findLiveActionToken(db, token, now(), reset.action);
        const problem = owner === null ? null : await reset.checkFor(db, owner.playerId, secret);
        if (problem !== null) return sendValidationError(reply, [problem]);
      }
      const secretHash = await hashSecret(secret, { lane, bounded: true });
      const nowMs = now();
      const done = await db.transaction(async (tx) => {
        const owner = await consumeActionToken(tx, token, nowMs, reset.action);
        if (owner) await reset.write(tx, owner.playerId, secretHash, nowMs);
        return owner !== null;
      });
      if (!done) return reply.code(404).send(notFoundBody);
      await throttle.refund(source);
      return reply.code(204).send();
    });
  }
}
