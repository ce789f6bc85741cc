import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import {
  isMfaMethod,
  isRequiredActionName,
  parseSessionId,
  type LoginError,
  type LoginReply,
  type RequiredAction,
} from '../../domain/session';
import { BoundedArray, Count, optional, orNull, ShortString } from '../shared/codecs';
import type { HttpReply } from '../shared/http-client';

/** The platform's words for a login: its bodies, error codes and the 428 answer, read into domain types. */

const SuccessBody = t.type({
  sessionId: ShortString,
  userCountry: optional(ShortString),
  loginFromDifferentCountry: optional(t.boolean),
  attributes: optional(t.partial({ language: optional(ShortString) })),
});

const ErrorBody = t.type({
  errorCode: ShortString,
  errors: optional(BoundedArray(ShortString, 50)),
  remainingAttempts: optional(Count),
});

/** ACC-07: the seconds a lockout has left, read on their own: a malformed figure loses the figure, not the refusal's cause. */
const BlockedBody = t.type({ retryAfterSeconds: Count });
const retryAfterSecondsOf = (body: unknown): number | null => {
  const decoded = BlockedBody.decode(body);
  return decoded._tag === 'Right' ? decoded.right.retryAfterSeconds : null;
};

const ValidationBody = t.type({
  fieldErrors: BoundedArray(t.type({ field: ShortString, cause: ShortString }), 50),
});

const RequiredActionBody = t.partial({ action: t.unknown, token: t.unknown, profileInfo: t.unknown });

const MFA_PREFIX = 'mfa_required:';
const INVALID_CODE = 'MFA_INVALID_CONFIRMATION_CODE';

const SIMPLE_CODES: Readonly<Record<string, LoginError>> = {
  DISABLED_PROFILE: { code: 'DISABLED_PROFILE' },
  invalid_grant_captcha_enforcement: { code: 'CAPTCHA_REQUIRED' },
  INVALID_REQUIRED_ACTION_DETAILS: { code: 'INVALID_REQUIRED_ACTION_DETAILS' },
  'Precondition Required': { code: 'PRECONDITION_REQUIRED' },
  VERIFICATION_BLOCKED: { code: 'VERIFICATION_BLOCKED' },
  SESSION_TIME_LIMIT: { code: 'SESSION_TIME_LIMIT' },
  UNKNOWN_REQUIRED_ACTION: { code: 'UNKNOWN_REQUIRED_ACTION', action: '' },
};

/** AUTH-08: the platform's `errorCode` of a refused login, as the cause the player is shown. */
export const loginErrorFromCode = (
  errorCode: string,
  details: { readonly errors?: readonly string[]; readonly remainingAttempts?: number | null; readonly retryAfterSeconds?: number | null } = {},
): LoginError => {
  const errors = details.errors ?? [];
  if (errorCode === 'invalid_grant') return { code: 'INVALID_GRANT', errors };
  if (errorCode === 'blocked') return { code: 'BLOCKED', retryAfterSeconds: details.retryAfterSeconds ?? null };
  if (Object.prototype.hasOwnProperty.call(SIMPLE_CODES, errorCode)) return SIMPLE_CODES[errorCode] as LoginError;
  const method = errorCode.startsWith(MFA_PREFIX) ? errorCode.slice(MFA_PREFIX.length) : '';
  if (isMfaMethod(method)) {
    return { code: 'MFA_REQUIRED', method, invalidCode: errors.includes(INVALID_CODE), remainingAttempts: details.remainingAttempts ?? null };
  }
  return { code: 'UNKNOWN_ERROR', errorCode };
};

/** AUTH-06: a 428 body read as a required action, or the cause that makes it unusable. */
export const requiredActionFrom = (body: unknown): Either<LoginError, RequiredAction> => {
  const decoded = RequiredActionBody.decode(body);
  const reply = decoded._tag === 'Right' && typeof body === 'object' && body !== null ? decoded.right : null;
  if (reply === null || typeof reply.action !== 'string' || reply.action === '') return left({ code: 'PRECONDITION_REQUIRED' });
  if (!isRequiredActionName(reply.action)) return left({ code: 'UNKNOWN_REQUIRED_ACTION', action: reply.action });
  const profileInfo = plainStringRecord(reply.profileInfo ?? {});
  if (typeof reply.token !== 'string' || reply.token === '' || profileInfo === null) return left({ code: 'INVALID_REQUIRED_ACTION_DETAILS' });
  return right({ action: reply.action, token: reply.token, profileInfo });
};

const plainStringRecord = (value: unknown): Readonly<Record<string, string>> | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') record[key] = entry;
  }
  return record;
};

const successFrom = (body: unknown): Either<LoginError, LoginReply> => {
  const decoded = SuccessBody.decode(body);
  const sessionId = decoded._tag === 'Right' ? parseSessionId(decoded.right.sessionId) : null;
  if (decoded._tag === 'Left' || sessionId === null) return left({ code: 'UNEXPECTED', status: 200 });
  const success = decoded.right;
  return right({
    kind: 'SUCCESS',
    success: {
      sessionId,
      userCountry: orNull(success.userCountry),
      loginFromDifferentCountry: success.loginFromDifferentCountry ?? false,
      language: orNull(success.attributes?.language),
    },
  });
};

/** AUTH-04, AUTH-08: any answer of the login service, as a reply or the cause of a refusal. */
export const loginReplyFrom = ({ status, body, retryAfterSeconds }: HttpReply): Either<LoginError, LoginReply> => {
  if (status >= 200 && status < 300) return successFrom(body);
  if (status === 429) return left({ code: 'RATE_LIMITED', retryAfterSeconds: retryAfterSeconds ?? null });
  if (status === 428) {
    const action = requiredActionFrom(body);
    return action._tag === 'Right' ? right({ kind: 'ACTION_REQUIRED', requiredAction: action.right }) : action;
  }
  if (status === 422) {
    const validation = ValidationBody.decode(body);
    return left({ code: 'VALIDATION_ERROR', fieldErrors: validation._tag === 'Right' ? validation.right.fieldErrors : [] });
  }
  const error = status >= 400 && status < 500 ? ErrorBody.decode(body) : null;
  if (error?._tag === 'Right') {
    const { errorCode, errors, remainingAttempts } = error.right;
    return left(loginErrorFromCode(errorCode, { errors: errors ?? [], remainingAttempts: orNull(remainingAttempts), retryAfterSeconds: retryAfterSecondsOf(body) }));
  }
  return left({ code: 'UNEXPECTED', status });
};
