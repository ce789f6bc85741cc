import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { httpError } from '../../domain/shared/gateway-error';
import type { MfaFailure } from '../../domain/twofactor';

const InvalidCode = t.type({ errorCode: t.literal('MFA_INVALID_CONFIRMATION_CODE'), remainingAttempts: t.number, maxAttempts: t.number });
const Blocked = t.type({ errorCode: t.union([t.literal('MFA_ACCOUNT_BLOCKED'), t.literal('ACCOUNT_BLOCKED')]), remainingBlockingTime: t.number });
const TooManySends = t.type({ errorCode: t.literal('NO_REMAINING_SEND_CODE_ATTEMPT'), remainingBlockingTime: t.number });
const WithErrorCode = t.type({ errorCode: t.string });

const VALIDATING_OPERATION_CODES = ['MFA_CONFIGURATION_ERROR', 'MFA_ERROR_VALIDATING_OPERATION'];

/** MFA-09..11: a non-2xx answer to a call confirmed by a code, decoded at the boundary. */
export const mfaFailureOf = (status: number, body: unknown): MfaFailure => {
  const invalid = InvalidCode.decode(body);
  if (isRight(invalid)) return { kind: 'INVALID_CODE', remainingAttempts: Math.max(0, invalid.right.remainingAttempts), maxAttempts: invalid.right.maxAttempts };
  const blocked = Blocked.decode(body);
  if (isRight(blocked)) return { kind: 'BLOCKED', remainingBlockingTime: Math.max(0, blocked.right.remainingBlockingTime) };
  const sends = TooManySends.decode(body);
  if (isRight(sends)) return { kind: 'TOO_MANY_SENDS', remainingBlockingTime: Math.max(0, sends.right.remainingBlockingTime) };
  const coded = WithErrorCode.decode(body);
  const errorCode = isRight(coded) && /^[A-Za-z0-9_:.-]{1,64}$/.test(coded.right.errorCode) ? coded.right.errorCode : undefined;
  if (errorCode !== undefined && VALIDATING_OPERATION_CODES.includes(errorCode)) return { kind: 'VALIDATING_OPERATION' };
  if (errorCode === 'PLAYER_NOT_VALIDATED') return { kind: 'PLAYER_NOT_VALIDATED' };
  return { kind: 'OTHER', cause: httpError(status, undefined, errorCode) };
};

/** MFA-07: the otpauth URI, as the body or as an error body's code. */
export const otpAuthUriOf = (body: unknown): string | null => {
  const withUri = t.type({ otpAuthUri: t.string }).decode(body);
  if (isRight(withUri) && withUri.right.otpAuthUri.startsWith('otpauth://')) return withUri.right.otpAuthUri;
  if (typeof body === 'string' && body.startsWith('otpauth://')) return body;
  const coded = WithErrorCode.decode(body);
  return isRight(coded) && coded.right.errorCode.startsWith('otpauth://') ? coded.right.errorCode : null;
};
