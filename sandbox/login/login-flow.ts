import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { minutes, type Clock } from '../clock.ts';
import { consumeSmsCode, sendSmsCode } from '../outbox.ts';
import { findPlayerByUsername, normaliseUsername, updatePlayer } from '../players/repository.ts';
import type { MfaMethod, PlayerRow } from '../players/types.ts';
import { issueActionToken } from '../security/action-tokens.ts';
import { consumeCaptchaToken } from '../security/captcha.ts';
import { hashSecret, verifySecret } from '../security/passwords.ts';
import { startSession } from '../security/sessions.ts';
import { isValidTotp } from '../security/totp.ts';
import * as reply from './replies.ts';
import type { LoginReply } from './replies.ts';
import { SerialQueue } from './serial-queue.ts';

export const maxFailedLogins = 5;
export const loginBlockMs = minutes(15);
export const maxMfaFailures = 3;
export const verificationBlockMs = minutes(15);

export type Credential = { kind: 'password'; password: string } | { kind: 'pin'; pinCode: string };

export interface LoginHeaders {
  captchaToken: string | undefined;
  mfaCode: string | undefined;
  enforcementMethod: string | undefined;
}

export interface LoginAttempt {
  username: string;
  credential: Credential;
  headers: LoginHeaders;
}

export type SecretVerifier = (secret: string, storedHash: string) => Promise<boolean>;

/** What the login decision uses besides the database; tests replace it to see what is checked. */
export interface LoginDependencies {
  verifySecret?: SecretVerifier;
}

const isPast = (instant: Date | null, nowMs: number): boolean => instant !== null && instant.getTime() <= nowMs;
const isFuture = (instant: Date | null, nowMs: number): boolean => instant !== null && instant.getTime() > nowMs;

let dummyHash: Promise<string> | null = null;

/**
 * The hash of a random secret nobody knows, made once (lazily) with the same scrypt cost as real
 * hashes. Checking against it makes an unknown username (or a player without a PIN) take as long
 * as a real check, so the answer time does not tell which usernames exist.
 */
function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret(randomBytes(32).toString('base64url')).catch((error: unknown) => {
    dummyHash = null;
    throw error;
  });
  return dummyHash;
}

/** Always runs one full check: against the player's hash, or the dummy one when there is none. */
async function credentialMatches(player: PlayerRow | null, credential: Credential, verify: SecretVerifier): Promise<boolean> {
  const presented = credential.kind === 'password' ? credential.password : credential.pinCode;
  const storedHash = player === null ? null : credential.kind === 'password' ? player.password_hash : player.pin_hash;
  if (storedHash === null) {
    await verify(presented, await dummySecretHash());
    return false;
  }
  return verify(presented, storedHash);
}

/** Counts a wrong password; the fifth in a row blocks the account (and is answered as blocked). */
async function recordFailedLogin(db: Database, player: PlayerRow, nowMs: number): Promise<LoginReply> {
  // Incremented in SQL so that concurrent attempts cannot lose a count.
  const result = await db.query<{ failed_logins: number }>(
    `UPDATE players SET failed_logins = failed_logins + 1,
            blocked_until = CASE WHEN failed_logins + 1 >= $2 THEN $3::timestamptz ELSE blocked_until END
      WHERE id = $1 RETURNING failed_logins`,
    [player.id, maxFailedLogins, new Date(nowMs + loginBlockMs)],
  );
  const failures = result.rows[0]?.failed_logins ?? maxFailedLogins;
  return failures >= maxFailedLogins ? reply.blocked : reply.invalidCredentials;
}

/** Counts a wrong MFA code; the third in a row blocks verification. */
async function recordMfaFailure(db: Database, player: PlayerRow, method: MfaMethod, nowMs: number): Promise<LoginReply> {
  const result = await db.query<{ mfa_failures: number }>(
    `UPDATE players SET mfa_failures = mfa_failures + 1,
            verification_blocked_until = CASE WHEN mfa_failures + 1 >= $2 THEN $3::timestamptz ELSE NULL END
      WHERE id = $1 RETURNING mfa_failures`,
    [player.id, maxMfaFailures, new Date(nowMs + verificationBlockMs)],
  );
  const failures = result.rows[0]?.mfa_failures ?? maxMfaFailures;
  return failures >= maxMfaFailures ? reply.verificationBlocked : reply.mfaCodeRejected(method, maxMfaFailures - failures);
}

async function mfaCodeMatches(
  db: Database,
  player: PlayerRow,
  method: MfaMethod,
  code: string,
  nowMs: number,
  verify: SecretVerifier,
) {
  switch (method) {
    case 'SMS':
      return consumeSmsCode(db, player.id, code, nowMs);
    case 'PIN_CODE':
      return player.pin_hash !== null && /^\d{4}$/.test(code) && verify(code, player.pin_hash);
    case 'TWO_FACTOR_AUTHENTICATION':
      return isValidTotp(player.totp_secret, code, nowMs);
  }
}

/** The code the player sent for their MFA method, or undefined when there is none to check. */
function presentedMfaCode(method: MfaMethod, headers: LoginHeaders): string | undefined {
  const code = headers.mfaCode?.trim();
  if (!code) return undefined;
  // A TOTP code counts only when the client says which method it answers.
  if (method === 'TWO_FACTOR_AUTHENTICATION' && headers.enforcementMethod !== 'TWO_FACTOR_AUTHENTICATION') {
    return undefined;
  }
  return code;
}

/** null when the player passes the second factor; otherwise the answer to send. */
async function checkSecondFactor(
  db: Database,
  player: PlayerRow,
  method: MfaMethod,
  headers: LoginHeaders,
  nowMs: number,
  verify: SecretVerifier,
): Promise<LoginReply | null> {
  if (isFuture(player.verification_blocked_until, nowMs)) return reply.verificationBlocked;
  if (isPast(player.verification_blocked_until, nowMs)) {
    await updatePlayer(db, player.id, { mfa_failures: 0, verification_blocked_until: null });
  }

  const code = presentedMfaCode(method, headers);
  if (code === undefined) {
    if (method === 'SMS') await sendSmsCode(db, player, nowMs);
    return reply.mfaRequired(method);
  }
  if (!(await mfaCodeMatches(db, player, method, code, nowMs, verify))) return recordMfaFailure(db, player, method, nowMs);
  await updatePlayer(db, player.id, { mfa_failures: 0 });
  return null;
}

async function requiredActionReply(db: Database, player: PlayerRow, action: string, nowMs: number): Promise<LoginReply> {
  // The contract types firstName as a string; a player without one gets an empty string.
  const profileInfo = { email: player.email, firstName: player.first_name ?? '' };
  switch (player.required_action_shape) {
    case 'empty':
      return { status: 428 };
    case 'missing-token':
      return { status: 428, body: { action, profileInfo } };
    case 'full':
      return { status: 428, body: { action, token: await issueActionToken(db, player.id, action, nowMs), profileInfo } };
  }
}

/** One queue per database: two sandboxes in one process (tests) never wait for each other. */
const loginQueues = new WeakMap<Database, SerialQueue>();

function loginQueueOf(db: Database): SerialQueue {
  let queue = loginQueues.get(db);
  if (!queue) {
    queue = new SerialQueue();
    loginQueues.set(db, queue);
  }
  return queue;
}

/**
 * The platform's login decision, in order: account block, captcha, credential, disabled profile,
 * second factor, pending required action, then a new session.
 *
 * Attempts at one username run one at a time, in arrival order, and each reads the player (and
 * the clock) only when its turn comes. The credential check takes ~0.25 s; without the queue,
 * attempts sent together would all read the counters before any of them was written, and a burst
 * could try far more than 5 passwords (or 3 MFA codes), or log in on an account it had just blocked.
 */
export function attemptLogin(db: Database, attempt: LoginAttempt, now: Clock, dependencies: LoginDependencies = {}): Promise<LoginReply> {
  const verify = dependencies.verifySecret ?? verifySecret;
  return loginQueueOf(db).run(normaliseUsername(attempt.username), () => decideLogin(db, attempt, now(), verify));
}

async function decideLogin(db: Database, attempt: LoginAttempt, nowMs: number, verify: SecretVerifier): Promise<LoginReply> {
  const found = await findPlayerByUsername(db, attempt.username);
  if (!found) {
    // As slow as a real check, so the time does not tell that the username is unknown.
    await credentialMatches(null, attempt.credential, verify);
    return reply.invalidCredentials;
  }
  let player = found;

  if (isFuture(player.blocked_until, nowMs)) return reply.blocked;
  if (isPast(player.blocked_until, nowMs)) {
    await updatePlayer(db, player.id, { failed_logins: 0, blocked_until: null });
    player = { ...player, failed_logins: 0, blocked_until: null };
  }

  if (player.captcha_required) {
    const token = attempt.headers.captchaToken;
    if (!token || !(await consumeCaptchaToken(db, token, nowMs))) return reply.captchaEnforcement;
  }

  if (!(await credentialMatches(player, attempt.credential, verify))) return recordFailedLogin(db, player, nowMs);
  if (player.failed_logins !== 0) await updatePlayer(db, player.id, { failed_logins: 0 });

  if (player.disabled) return reply.disabledProfile;

  if (player.mfa_login_method !== null) {
    const refusal = await checkSecondFactor(db, player, player.mfa_login_method, attempt.headers, nowMs, verify);
    if (refusal) return refusal;
  }

  if (player.required_action !== null) return requiredActionReply(db, player, player.required_action, nowMs);

  const sessionId = await startSession(db, player.id, nowMs);
  return reply.loggedIn(sessionId, player.country_code, player.language);
}
