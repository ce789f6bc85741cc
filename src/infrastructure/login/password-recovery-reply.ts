import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { isPasswordProblem, type PasswordRecoveryError } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, ShortString } from '../shared/codecs';
import type { HttpReply } from '../shared/http-client';

const ValidationBody = t.type({ fieldErrors: BoundedArray(t.type({ field: ShortString, cause: ShortString }), 50) });

/** A 422 is about the new password when its field is `newPassword` with a cause of the password rules, else about the address. */
const refusalOf = (body: unknown): PasswordRecoveryError => {
  const decoded = ValidationBody.decode(body);
  const first = decoded._tag === 'Right' ? decoded.right.fieldErrors[0] : undefined;
  return first?.field === 'newPassword' && isPasswordProblem(first.cause) ? { code: 'PASSWORD_REFUSED', problem: first.cause } : { code: 'INVALID_EMAIL' };
};

/** ACC-02 to ACC-05: the platform's answer to a reset request or a new password. */
export const passwordRecoveryReplyFrom = ({ status, body, retryAfterSeconds }: HttpReply): Either<PasswordRecoveryError, void> => {
  if (status >= 200 && status < 300) return right(undefined);
  if (status === 404) return left({ code: 'LINK_UNUSABLE' });
  if (status === 429) return left({ code: 'RATE_LIMITED', retryAfterSeconds: retryAfterSeconds ?? null });
  if (status === 422) return left(refusalOf(body));
  return left({ code: 'UNAVAILABLE' });
};

/** The same reading of a failure a test asks the in-memory platform for (a 422's password cause as its `errorCode`). */
export const passwordRecoveryErrorOf = (failure: GatewayError): PasswordRecoveryError => {
  if (failure.code !== 'HTTP') return { code: 'UNAVAILABLE' };
  if (failure.status === 422) return refusalOf({ fieldErrors: [{ field: 'newPassword', cause: failure.errorCode ?? '' }] });
  const reply = passwordRecoveryReplyFrom({ status: failure.status, body: null });
  return reply._tag === 'Left' ? reply.left : { code: 'UNAVAILABLE' };
};
