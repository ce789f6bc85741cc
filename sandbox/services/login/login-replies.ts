import type { MfaMethod } from './accounts.ts';

/** A login answer as api.md's table gives it: a status and a body (none for the "empty" 428). */
export interface LoginReply {
  status: number;
  body?: unknown;
}

export const invalidCredentials: LoginReply = {
  status: 401,
  body: { errorCode: 'invalid_grant', errors: ['INVALID_CREDENTIALS'] },
};
/**
 * The username is blocked for this source until `until`: the spec's `errorCode`, plus when the
 * block ends, as an instant and as whole seconds from now (the site says when to try again).
 */
export function blocked(until: Date, nowMs: number): LoginReply {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - nowMs) / 1000));
  return { status: 401, body: { errorCode: 'blocked', blockedUntil: until.toISOString(), retryAfterSeconds } };
}

/** A wrong guess: its attempt keeps the login token it cost (a right credential gets it back). */
export function isGuess(outcome: LoginReply): boolean {
  if (outcome === invalidCredentials || outcome === captchaEnforcement) return true;
  const body = outcome.body;
  return typeof body === 'object' && body !== null && (body as { errorCode?: unknown }).errorCode === 'blocked';
}
export const disabledProfile: LoginReply = { status: 401, body: { errorCode: 'DISABLED_PROFILE' } };
export const captchaEnforcement: LoginReply = { status: 401, body: { errorCode: 'invalid_grant_captcha_enforcement' } };
export const verificationBlocked: LoginReply = { status: 401, body: { errorCode: 'VERIFICATION_BLOCKED' } };

export function mfaRequired(method: MfaMethod): LoginReply {
  return { status: 401, body: { errorCode: `mfa_required:${method}` } };
}

export function mfaCodeRejected(method: MfaMethod, remainingAttempts: number): LoginReply {
  return {
    status: 401,
    body: { errorCode: `mfa_required:${method}`, errors: ['MFA_INVALID_CONFIRMATION_CODE'], remainingAttempts },
  };
}

export function loggedIn(sessionId: string, country: string, language: string): LoginReply {
  return {
    status: 200,
    body: { sessionId, userCountry: country, loginFromDifferentCountry: false, attributes: { language } },
  };
}
