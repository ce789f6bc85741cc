import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { FieldCause, FieldProblem, SubmissionFailure, SubmissionReference } from '../../domain/contact';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, BoundedString } from '../shared/codecs';
import type { HttpReply } from '../shared/http-client';

const CAUSES: readonly FieldCause[] = ['REQUIRED', 'TOO_LONG', 'TOO_SHORT', 'INVALID_FORMAT', 'NOT_ALLOWED'];

/** `{"reference": "C-7KQ2M9XA"}` with the prefix of the form's kind. */
const acceptedBody = (prefix: 'A' | 'C') =>
  t.type({ reference: t.refinement(BoundedString(16), (reference) => new RegExp(`^${prefix}-[A-Z0-9]{8}$`).test(reference), 'Reference') });

const ValidationBody = t.type({
  errorCode: t.literal('VALIDATION_ERROR'),
  fieldErrors: BoundedArray(t.type({ field: BoundedString(64), cause: BoundedString(64) }), 50),
});

/** A cause the site does not know reads as a format problem, so the field still shows an error. */
const causeOf = (cause: string): FieldCause => CAUSES.find((known) => known === cause) ?? 'INVALID_FORMAT';

/**
 * The platform's answer to a form: 2xx taken (its reference, when it gave a readable one), 422 the
 * field problems, 429 when to try again; anything else, or no answer, is unavailable.
 */
export const submissionAnswer = (reply: Either<GatewayError, HttpReply>, prefix: 'A' | 'C'): Either<SubmissionFailure, SubmissionReference | null> => {
  if (reply._tag === 'Left') return left({ code: 'UNAVAILABLE', cause: reply.left });
  const { status, body, retryAfterSeconds } = reply.right;
  if (status >= 200 && status < 300) {
    // The message was taken whatever the body says (HELP-07 reads `ok`); the reference is a courtesy.
    const accepted = acceptedBody(prefix).decode(body);
    return right(accepted._tag === 'Right' ? (accepted.right.reference as SubmissionReference) : null);
  }
  if (status === 429) return left({ code: 'RATE_LIMITED', retryAfterSeconds: retryAfterSeconds ?? null });
  if (status === 422) {
    const refusal = ValidationBody.decode(body);
    if (refusal._tag === 'Right' && refusal.right.fieldErrors.length > 0) {
      const problems: FieldProblem[] = refusal.right.fieldErrors.map(({ field, cause }) => ({ field, cause: causeOf(cause) }));
      return left({ code: 'INVALID', problems });
    }
  }
  return left({ code: 'UNAVAILABLE', cause: httpError(status) });
};
