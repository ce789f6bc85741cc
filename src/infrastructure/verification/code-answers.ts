import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { httpError } from '../../domain/shared/gateway-error';
import type { CodeRejection, SendCodeOutcome } from '../../domain/verification';
import { Count, ShortString } from '../shared/codecs';
import type { HttpReply } from '../shared/http-client';

const InvalidCode = t.type({ errorCode: t.literal('MFA_INVALID_CONFIRMATION_CODE'), remainingAttempts: Count, maxAttempts: Count });
const Blocked = t.type({ errorCode: t.union([t.literal('MFA_ACCOUNT_BLOCKED'), t.literal('ACCOUNT_BLOCKED')]), remainingBlockingTime: Count });
const Required = t.type({ errorCode: t.literal('MFA_REQUIRED'), method: ShortString });
const ValidationError = t.type({ errorCode: t.literal('VALIDATION_ERROR'), fieldErrors: t.array(t.type({ field: t.string })) });
/** The fields that carry a code; a format error of any other field is not about the code. */
const CODE_FIELDS = new Set(['X-MFA-CODE', 'currentPinCode', 'code']);
const NoSendsLeft = t.type({ errorCode: t.literal('NO_REMAINING_SEND_CODE_ATTEMPT'), remainingBlockingTime: Count });
const ErrorCode = t.type({ errorCode: ShortString });
const Sent = t.type({ remainingSendAttempts: Count });

/** The answers every call carrying `X-MFA-CODE` shares (docs/api.md), or null for any other answer. */
export const codeRejectionOf = (reply: HttpReply): CodeRejection | null => {
  const body = reply.body;
  if (reply.status === 422 && InvalidCode.is(body)) return { kind: 'INVALID_CODE', remainingAttempts: body.remainingAttempts, maxAttempts: body.maxAttempts };
  if (reply.status === 423 && Blocked.is(body)) return { kind: 'BLOCKED', remainingBlockingTime: body.remainingBlockingTime };
  if (reply.status === 428 && Required.is(body)) return { kind: 'CODE_REQUIRED', method: body.method };
  if (reply.status === 422 && ValidationError.is(body) && body.fieldErrors.some((error) => CODE_FIELDS.has(error.field))) return { kind: 'BAD_FORMAT' };
  return null;
};

export const errorCodeOf = (reply: HttpReply): string | null => (ErrorCode.is(reply.body) ? reply.body.errorCode : null);

/** A non-2xx answer the port does not name, as the HTTP client would report it. */
export const unexpected = (reply: HttpReply): GatewayError =>
  reply.status === 401 ? { code: 'UNAUTHORIZED' } : httpError(reply.status, undefined, errorCodeOf(reply) ?? undefined);

/** PH-04: the answers of "send SMS code". */
export const sendCodeOutcomeOf = (reply: HttpReply): Either<GatewayError, SendCodeOutcome> => {
  const body = reply.body;
  if (reply.status === 200) return Sent.is(body) ? right({ kind: 'SENT', remainingSendAttempts: body.remainingSendAttempts }) : left({ code: 'DECODE', detail: 'remainingSendAttempts' });
  if (reply.status === 423 && Blocked.is(body)) return right({ kind: 'BLOCKED', remainingBlockingTime: body.remainingBlockingTime });
  if (reply.status === 429 && NoSendsLeft.is(body)) return right({ kind: 'NO_SENDS_LEFT', remainingBlockingTime: body.remainingBlockingTime });
  const code = errorCodeOf(reply);
  if (reply.status === 422 && code === 'PLAYER_VALIDATED') return right({ kind: 'ALREADY_VALIDATED' });
  if (reply.status === 422 && code === 'PLAYER_NOT_VALIDATED') return right({ kind: 'PHONE_NOT_VALIDATED' });
  return left(unexpected(reply));
};
