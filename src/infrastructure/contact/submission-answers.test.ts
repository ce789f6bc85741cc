import { left, right } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { submissionAnswer } from './submission-answers';

const reply = (status: number, body: unknown, retryAfterSeconds?: number) => right({ status, body, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });

describe('submissionAnswer', () => {
  it('reads the reference of its own kind, and takes a 2xx without one as sent', () => {
    expect(submissionAnswer(reply(201, { reference: 'C-7KQ2M9XA' }), 'C')).toEqual(right('C-7KQ2M9XA'));
    expect(submissionAnswer(reply(202, { reference: 'C-7KQ2M9XA' }), 'A')).toEqual(right(null));
    expect(submissionAnswer(reply(201, { reference: '<img src=x>' }), 'C')).toEqual(right(null));
    expect(submissionAnswer(reply(201, null), 'C')).toEqual(right(null));
  });

  it("reads the platform's field problems; an unknown cause still marks its field", () => {
    expect(submissionAnswer(reply(422, { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'email', cause: 'INVALID_FORMAT' }, { field: 'message', cause: 'SPAM' }] }), 'C')).toEqual(
      left({ code: 'INVALID', problems: [{ field: 'email', cause: 'INVALID_FORMAT' }, { field: 'message', cause: 'INVALID_FORMAT' }] }),
    );
  });

  it('takes a malformed 422 or any other status as unavailable, and a 429 with or without its wait', () => {
    expect(submissionAnswer(reply(422, { errorCode: 'VALIDATION_ERROR', fieldErrors: [] }), 'C')).toEqual(left({ code: 'UNAVAILABLE', cause: { code: 'HTTP', status: 422 } }));
    expect(submissionAnswer(reply(422, { fieldErrors: [{ field: 'x'.repeat(500), cause: 'REQUIRED' }] }), 'C')).toMatchObject(left({ code: 'UNAVAILABLE' }));
    expect(submissionAnswer(reply(503, { errorCode: 'SERVICE_UNAVAILABLE' }), 'C')).toEqual(left({ code: 'UNAVAILABLE', cause: { code: 'HTTP', status: 503 } }));
    expect(submissionAnswer(reply(429, null, 120), 'A')).toEqual(left({ code: 'RATE_LIMITED', retryAfterSeconds: 120 }));
    expect(submissionAnswer(reply(429, null), 'A')).toEqual(left({ code: 'RATE_LIMITED', retryAfterSeconds: null }));
    expect(submissionAnswer(left({ code: 'TIMEOUT' }), 'A')).toEqual(left({ code: 'UNAVAILABLE', cause: { code: 'TIMEOUT' } }));
  });
});
