import { describe, expect, it } from 'vitest';
import type { NewPhoneNumber } from '../../domain/verification';
import { EMPTY_PHONE_RESET_FORM, failedStatus, phoneResetReducer, type PhoneResetEvent, type PhoneResetForm } from './phone-reset-form';

const after = (...events: PhoneResetEvent[]): PhoneResetForm => events.reduce(phoneResetReducer, EMPTY_PHONE_RESET_FORM);
const phone: NewPhoneNumber = { phonePrefix: '+356', phone: '99123456' };
const sent: PhoneResetEvent = { type: 'codeSent', phone, outcome: { kind: 'SENT', remainingSendAttempts: 2 } };

describe('the forced phone reset form (PH-02, PH-03, PH-04)', () => {
  it('starts with the prefix sign and nothing else, at the number step', () => {
    expect(EMPTY_PHONE_RESET_FORM).toEqual({ prefix: '+', number: '', newPhone: null, code: '', problem: null, sent: null, submitting: false, refusals: 0 });
    expect(after({ type: 'edited', field: 'prefix', value: '+356' }, { type: 'edited', field: 'number', value: '99 12 34 56' })).toMatchObject({ prefix: '+356', number: '99 12 34 56' });
  });

  it('moves to the code step once a code was sent to the new number, and says so', () => {
    const form = after({ type: 'submitted' }, sent);
    expect(form).toMatchObject({ newPhone: phone, sent: { kind: 'SENT' }, submitting: false });
    expect(form.problem).toEqual({ kind: 'SEND', outcome: { kind: 'SENT', remainingSendAttempts: 2 } });
  });

  it('stays at the number step when no code was sent, with the answer as its problem', () => {
    const form = after({ type: 'submitted' }, { type: 'codeSent', phone, outcome: { kind: 'BLOCKED', remainingBlockingTime: 600 } });
    expect(form).toMatchObject({ newPhone: null, problem: { kind: 'SEND', outcome: { kind: 'BLOCKED' } }, sent: { kind: 'BLOCKED' } });
  });

  it('says a number the platform refuses or a failed call, keeping what the last send said', () => {
    expect(after({ type: 'submitted' }, { type: 'numberRefused' })).toMatchObject({ problem: { kind: 'NUMBER_INVALID' }, submitting: false });
    expect(after(sent, { type: 'submitted' }, { type: 'failed' })).toMatchObject({ problem: { kind: 'FAILED' }, sent: { kind: 'SENT' }, newPhone: phone, submitting: false });
  });

  it('says why a code was refused, and keeps the code step', () => {
    const rejection = { kind: 'INVALID_CODE', remainingAttempts: 2, maxAttempts: 3 } as const;
    const form = after(sent, { type: 'edited', field: 'code', value: '123456' }, { type: 'submitted' }, { type: 'codeRefused', rejection });
    expect(form).toMatchObject({ code: '123456', newPhone: phone, problem: { kind: 'CODE_REFUSED', rejection }, submitting: false });
  });

  it('stops submitting once the reset is done or its token has expired', () => {
    expect(after({ type: 'submitted' }, { type: 'reset' }).submitting).toBe(false);
    expect(after({ type: 'submitted' }, { type: 'expired' }).submitting).toBe(false);
  });

  it('reads the HTTP status of a failed call, and none of a call that never reached the platform', () => {
    expect(failedStatus({ code: 'FAILED', cause: { code: 'HTTP', status: 404 } })).toBe(404);
    expect(failedStatus({ code: 'FAILED', cause: { code: 'NETWORK' } })).toBeNull();
    expect(failedStatus({ code: 'NO_SESSION' })).toBeNull();
  });
});
