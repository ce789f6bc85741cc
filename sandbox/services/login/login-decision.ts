import type { Database } from '../../kernel/database/database.ts';
import { exclusively } from '../../kernel/database/exclusive.ts';
import { minutes, type Clock } from '../../kernel/clock.ts';
import type { HashLane } from '../../kernel/security/hashing-gate.ts';
import { verifySecret } from '../../kernel/security/passwords.ts';
import type { SandboxSecrets } from '../../kernel/security/sandbox-secrets.ts';
import { consumeCaptchaToken } from '../captcha/index.ts';
import { totpCheck } from '../player-verification/index.ts';
import { findProfile } from '../profile/index.ts';
import {
  countFailure,
  findAccountByUsername,
  mfaFailures,
  normaliseUsername,
  updateAccount,
  type AccountRow,
  type MfaMethod,
} from './accounts.ts';
import { issueActionToken } from './action-tokens.ts';
import { dummySecretHash } from './dummy-secret.ts';
import { captchaAfterFailures, clearSourceFailures, findFailures, loginBlockMs, maxFailedLogins, pruneFailures, recordFailure } from './login-failures.ts';
import * as reply from './login-replies.ts';
import type { LoginReply } from './login-replies.ts';
import { applyRegisteredExclusion, sessionTimeLimitBody, sessionTimeReached } from '../responsible-gambling/index.ts';
import { startSession } from './sessions.ts';
import { consumeSmsCode, sendSmsCode } from './sms-outbox.ts';

export { loginBlockMs, maxFailedLogins } from './login-failures.ts';
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
  /** Where the attempt comes from (the client address): failures are counted per username and source. */
  source: string;
  /** The hashing lane of its password check (`normal` for a source with recent wrong guesses). */
  hashLane?: HashLane;
}

export type SecretVerifier = (secret: string, storedHash: string) => Promise<boolean>;

/** What the login decision uses besides the database; tests replace it to see what is checked. */
export interface LoginDependencies {
  verifySecret?: SecretVerifier;
  /** The key of two-factor secrets; without it no TOTP matches. */
  secrets?: SandboxSecrets;
}

interface SecondFactorCheckers {
  verify: SecretVerifier;
  secrets: SandboxSecrets | undefined;
}

const isPast = (instant: Date | null, nowMs: number): boolean => instant !== null && instant.getTime() <= nowMs;
const isFuture = (instant: Date | null, nowMs: number): boolean => instant !== null && instant.getTime() > nowMs;

/** Always runs one full check: against the player's hash, or the dummy one when there is none. */
async function credentialMatches(account: AccountRow | null, credential: Credential, verify: SecretVerifier): Promise<boolean> {
  const presented = credential.kind === 'password' ? credential.password : credential.pinCode;
  const storedHash = account === null ? null : credential.kind === 'password' ? account.password_hash : account.pin_hash;
  if (storedHash === null) {
    await verify(presented, await dummySecretHash());
    return false;
  }
  return verify(presented, storedHash);
}

/**
 * Counts a wrong password against the username from this source (known username or not); the
 * fifth in a row blocks the username for that source (and is answered as blocked).
 */
async function recordFailedLogin(db: Database, attempt: LoginAttempt, nowMs: number): Promise<LoginReply> {
  const failures = await recordFailure(db, attempt.username, attempt.source, nowMs);
  await pruneNowAndThen(db, nowMs);
  return failures >= maxFailedLogins ? reply.blocked(new Date(nowMs + loginBlockMs), nowMs) : reply.invalidCredentials;
}

const lastPrune = new WeakMap<Database, number>();

/** At most once a minute per database, old counts are forgotten (a spray of names cannot grow the table for ever). */
async function pruneNowAndThen(db: Database, nowMs: number): Promise<void> {
  if (nowMs - (lastPrune.get(db) ?? 0) < 60_000) return;
  lastPrune.set(db, nowMs);
  await pruneFailures(db, nowMs);
}

/** Counts a wrong MFA code; the third in a row blocks verification. */
async function recordMfaFailure(db: Database, account: AccountRow, method: MfaMethod, nowMs: number): Promise<LoginReply> {
  const failures = await countFailure(db, account.id, mfaFailures, maxMfaFailures, new Date(nowMs + verificationBlockMs));
  return failures >= maxMfaFailures ? reply.verificationBlocked : reply.mfaCodeRejected(method, maxMfaFailures - failures);
}

async function mfaCodeMatches(
  db: Database,
  account: AccountRow,
  method: MfaMethod,
  code: string,
  nowMs: number,
  { verify, secrets }: SecondFactorCheckers,
): Promise<'match' | 'mismatch' | 'used'> {
  const matched = (yes: boolean) => (yes ? 'match' : 'mismatch');
  switch (method) {
    case 'SMS':
      return matched(await consumeSmsCode(db, account.id, code, nowMs));
    case 'PIN_CODE':
      return matched(account.pin_hash !== null && /^\d{4}$/.test(code) && (await verify(code, account.pin_hash)));
    case 'TWO_FACTOR_AUTHENTICATION':
      // The step of an accepted code is used up: the same code again is `used` (refused, not counted as a guess).
      return secrets === undefined ? 'mismatch' : db.transaction((tx) => totpCheck(tx, secrets, account.id, code, nowMs));
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
  account: AccountRow,
  method: MfaMethod,
  headers: LoginHeaders,
  nowMs: number,
  checkers: SecondFactorCheckers,
): Promise<LoginReply | null> {
  if (isFuture(account.verification_blocked_until, nowMs)) return reply.verificationBlocked;
  const blockEnded = isPast(account.verification_blocked_until, nowMs);
  if (blockEnded) {
    await updateAccount(db, account.id, { mfa_failures: 0, verification_blocked_until: null });
  }

  const code = presentedMfaCode(method, headers);
  if (code === undefined) {
    if (method === 'SMS') await sendSmsCode(db, account, nowMs);
    return reply.mfaRequired(method);
  }
  const found = await mfaCodeMatches(db, account, method, code, nowMs, checkers);
  // The player's own code sent twice (a double submit, a second tab) is refused without counting.
  if (found === 'used') return reply.mfaCodeRejected(method, maxMfaFailures - (blockEnded ? 0 : account.mfa_failures));
  if (found === 'mismatch') return recordMfaFailure(db, account, method, nowMs);
  await updateAccount(db, account.id, { mfa_failures: 0 });
  return null;
}

async function requiredActionReply(db: Database, account: AccountRow, action: string, nowMs: number): Promise<LoginReply> {
  const profile = await findProfile(db, account.id);
  // The contract types firstName as a string; a player without one gets an empty string.
  const profileInfo = { email: profile.email, firstName: profile.first_name ?? '' };
  switch (account.required_action_shape) {
    case 'empty':
      return { status: 428 };
    case 'missing-token':
      return { status: 428, body: { action, profileInfo } };
    case 'full':
      return { status: 428, body: { action, token: await issueActionToken(db, account.id, action, nowMs), profileInfo } };
  }
}

/**
 * The platform's login decision, in order: account block, captcha, credential, disabled profile,
 * second factor, pending required action, then a new session.
 *
 * Attempts at one username run one at a time, in every sandbox process on the database (in
 * arrival order within one), and each reads the player (and the clock) only when its turn comes.
 * The credential check takes ~0.25 s; without the lock,
 * attempts sent together would all read the counters before any of them was written, and a burst
 * could try far more than 5 passwords (or 3 MFA codes), or log in on an account it had just blocked.
 */
export function attemptLogin(db: Database, attempt: LoginAttempt, now: Clock, dependencies: LoginDependencies = {}): Promise<LoginReply> {
  const gate = { lane: attempt.hashLane ?? 'priority', bounded: true } as const;
  const verify = dependencies.verifySecret ?? ((secret: string, hash: string) => verifySecret(secret, hash, gate));
  const checkers = { verify, secrets: dependencies.secrets };
  return exclusively(db, `login:${normaliseUsername(attempt.username)}`, () => decideLogin(db, attempt, now(), checkers));
}

/**
 * Up to the password, a known and an unknown username go the same way: the block of this source,
 * then the captcha (the player's own flag, or the step every username reaches after
 * `captchaAfterFailures` failures from all sources), then one full password check, which runs
 * even when the captcha is refused (then answered as such, and not counted). Only a right
 * password tells them apart, and an unknown username has none.
 */
async function decideLogin(db: Database, attempt: LoginAttempt, nowMs: number, checkers: SecondFactorCheckers): Promise<LoginReply> {
  const { verify } = checkers;
  const failures = await findFailures(db, attempt.username, attempt.source, nowMs);
  if (failures.source.blockedUntil !== null) return reply.blocked(failures.source.blockedUntil, nowMs);

  const account = await findAccountByUsername(db, attempt.username);
  let captchaPassed = true;
  if ((account?.captcha_required ?? false) || failures.allSources >= captchaAfterFailures) {
    const token = attempt.headers.captchaToken;
    captchaPassed = token !== undefined && token !== '' && (await consumeCaptchaToken(db, token, nowMs));
  }

  // One full check whatever the captcha says (an unknown username against the dummy hash): a
  // captcha refused at once would be quicker than an unknown username's check, and the time would
  // tell the players who must pass a captcha from names that do not exist. Its result is not
  // looked at, and not counted, when the captcha is refused.
  const credentialRight = await credentialMatches(account, attempt.credential, verify);
  if (!captchaPassed) return reply.captchaEnforcement;
  if (!credentialRight || account === null) return recordFailedLogin(db, attempt, nowMs);
  if (failures.source.failures !== 0) await clearSourceFailures(db, attempt.username, attempt.source);

  if (account.disabled) return reply.disabledProfile;

  if (account.mfa_login_method !== null) {
    const refusal = await checkSecondFactor(db, account, account.mfa_login_method, attempt.headers, nowMs, checkers);
    if (refusal) return refusal;
  }

  if (account.required_action !== null) return requiredActionReply(db, account, account.required_action, nowMs);

  // SG-13: a player at today's session-time limit may log in again only when their day ends.
  if (await sessionTimeReached(db, account.id, nowMs)) return { status: 401, body: sessionTimeLimitBody };
  // Another account of a person in the self-exclusion register is excluded as theirs is: the
  // player logs in to withdraw and see their history, as SG-09 lets an excluded player.
  await applyRegisteredExclusion(db, { id: account.id, username: account.username }, 'LOGIN', nowMs);
  const profile = await findProfile(db, account.id);
  const sessionId = await startSession(db, account.id, nowMs);
  return reply.loggedIn(sessionId, profile.country_code, profile.language);
}
