import { left, right } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../domain/shared/gateway-error';
import { passwordRecoveryErrorOf, passwordRecoveryReplyFrom } from './password-recovery-reply';

const validation = (field: string, cause: string) => ({ errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field, cause }] });

describe('the answer to a reset request or a new password (ACC-02 to ACC-06)', () => {
  it('reads each status as the cause the player is shown', () => {
    expect(passwordRecoveryReplyFrom({ status: 202, body: {} })).toEqual(right(undefined));
    expect(passwordRecoveryReplyFrom({ status: 204, body: null })).toEqual(right(undefined));
    expect(passwordRecoveryReplyFrom({ status: 404, body: { errorCode: 'NOT_FOUND' } })).toEqual(left({ code: 'LINK_UNUSABLE' }));
    expect(passwordRecoveryReplyFrom({ status: 429, body: null, retryAfterSeconds: 1200 })).toEqual(left({ code: 'RATE_LIMITED', retryAfterSeconds: 1200 }));
    expect(passwordRecoveryReplyFrom({ status: 429, body: null })).toEqual(left({ code: 'RATE_LIMITED', retryAfterSeconds: null }));
    expect(passwordRecoveryReplyFrom({ status: 500, body: 'oops' })).toEqual(left({ code: 'UNAVAILABLE' }));
  });

  it("tells a refused password's rule from a refused address, and survives a malformed 422", () => {
    expect(passwordRecoveryReplyFrom({ status: 422, body: validation('newPassword', 'COMMON_PASSWORD') })).toEqual(left({ code: 'PASSWORD_REFUSED', problem: 'COMMON_PASSWORD' }));
    expect(passwordRecoveryReplyFrom({ status: 422, body: validation('newPassword', 'INVALID_FORMAT') })).toEqual(left({ code: 'PASSWORD_REFUSED', problem: 'INVALID_FORMAT' }));
    expect(passwordRecoveryReplyFrom({ status: 422, body: validation('email', 'INVALID_FORMAT') })).toEqual(left({ code: 'INVALID_EMAIL' }));
    expect(passwordRecoveryReplyFrom({ status: 422, body: validation('email', 'REQUIRED') })).toEqual(left({ code: 'INVALID_EMAIL' }));
    expect(passwordRecoveryReplyFrom({ status: 422, body: validation('email', 'SOMETHING_NEW') })).toEqual(left({ code: 'INVALID_EMAIL' }));
    expect(passwordRecoveryReplyFrom({ status: 422, body: { fieldErrors: 'nope' } })).toEqual(left({ code: 'INVALID_EMAIL' }));
  });

  it('reads the failures a test asks the in-memory platform for the same way', () => {
    expect(passwordRecoveryErrorOf(httpError(422, undefined, 'TOO_SHORT'))).toEqual({ code: 'PASSWORD_REFUSED', problem: 'TOO_SHORT' });
    expect(passwordRecoveryErrorOf(httpError(404))).toEqual({ code: 'LINK_UNUSABLE' });
    expect(passwordRecoveryErrorOf({ code: 'NETWORK' })).toEqual({ code: 'UNAVAILABLE' });
  });
});
