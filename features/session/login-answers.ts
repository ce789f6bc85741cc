/**
 * Answers the login service can give, by the name a product owner reads in the spec (AUTH-04,
 * AUTH-08, AUTH-11). The scenarios name them; the bodies on the wire live here.
 */
export interface WireAnswer {
  readonly status: number;
  /** A JSON value, or raw text with `raw`. */
  readonly body?: unknown;
  readonly raw?: string;
}

/** A refusal with only an `errorCode`, as the platform sends most of them. */
const refusedWith = (errorCode: string, extra: Record<string, unknown> = {}): WireAnswer => ({ status: 401, body: { errorCode, ...extra } });

export const LOGIN_ANSWERS: Readonly<Record<string, WireAnswer>> = {
  blocked: refusedWith('blocked'),
  DISABLED_PROFILE: refusedWith('DISABLED_PROFILE'),
  invalid_grant: refusedWith('invalid_grant', { errors: ['INVALID_CREDENTIALS'] }),
  invalid_grant_captcha_enforcement: refusedWith('invalid_grant_captcha_enforcement'),
  INVALID_REQUIRED_ACTION_DETAILS: refusedWith('INVALID_REQUIRED_ACTION_DETAILS'),
  'mfa_required:PIN_CODE': refusedWith('mfa_required:PIN_CODE'),
  'mfa_required:SMS': refusedWith('mfa_required:SMS'),
  'mfa_required:TWO_FACTOR_AUTHENTICATION': refusedWith('mfa_required:TWO_FACTOR_AUTHENTICATION'),
  'a wrong SMS code, 2 attempts left': refusedWith('mfa_required:SMS', { errors: ['MFA_INVALID_CONFIRMATION_CODE'], remainingAttempts: 2 }),
  'a wrong SMS code, last attempt': refusedWith('mfa_required:SMS', { errors: ['MFA_INVALID_CONFIRMATION_CODE'], remainingAttempts: 1 }),
  'Precondition Required': refusedWith('Precondition Required'),
  VERIFICATION_BLOCKED: refusedWith('VERIFICATION_BLOCKED'),
  UNKNOWN_REQUIRED_ACTION: refusedWith('UNKNOWN_REQUIRED_ACTION'),
  'an errorCode nobody knows': refusedWith('SOMETHING_NEW'),
  'an empty username': { status: 422, body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'username', cause: 'REQUIRED' }] } },
  'a username that is not an email and a password too long': {
    status: 422,
    body: {
      errorCode: 'VALIDATION_ERROR',
      fieldErrors: [
        { field: 'username', cause: 'INVALID_FORMAT' },
        { field: 'password', cause: 'TOO_LONG' },
      ],
    },
  },
  'too many attempts from one connection': { status: 429, body: { errorCode: 'TOO_MANY_REQUESTS', message: 'Too many login attempts' } },
  'a server failure': { status: 500, body: { message: 'upstream timeout' } },
  'a server error with no body': { status: 500, body: {} },
  'a service unavailable page': { status: 503, raw: '<html>down</html>' },
  'a not found with no body': { status: 404, raw: '' },
  'a bad request with no code': { status: 400, body: { message: 'bad' } },
  'a 428 with no body': { status: 428, raw: '' },
  'a 428 without a token': { status: 428, body: { action: 'forcePasswordReset', profileInfo: {} } },
  'a 428 for an action the site does not know': { status: 428, body: { action: 'acceptNewTerms', token: 't-1', profileInfo: {} } },
};

/** The answer that stands for the connection failing, not for anything the platform said. */
export const NO_CONNECTION = 'no connection';

export const loginAnswer = (name: string): WireAnswer => {
  const answer = LOGIN_ANSWERS[name];
  if (answer === undefined) throw new Error(`no login answer called "${name}": see features/session/login-answers.ts`);
  return answer;
};

/** AUTH-11: a successful login naming this session, with the country, the flag and the language given. */
export const sessionAnswer = (sessionId: string, details: { readonly country: string; readonly differentCountry: boolean; readonly language: string }): WireAnswer => ({
  status: 200,
  body: { sessionId, userCountry: details.country, loginFromDifferentCountry: details.differentCountry, attributes: { language: details.language } },
});
