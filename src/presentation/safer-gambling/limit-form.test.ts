import { describe, expect, it } from 'vitest';
import type { LimitChangeTaken } from '../../application/safer-gambling/limits-service';
import type { LimitSlot } from '../../domain/safer-gambling';
import { EMPTY_LIMIT_FORM, limitFormReducer, type LimitForm, type LimitFormEvent } from './limit-form';

const after = (...events: LimitFormEvent[]): LimitForm => events.reduce(limitFormReducer, EMPTY_LIMIT_FORM);
const weeklyDeposit: LimitSlot = { type: 'DEPOSIT', period: 'WEEK' };
const taken: LimitChangeTaken = { change: 'LOWER', limit: { type: 'DEPOSIT', period: 'WEEK', value: 5000, used: 0, pending: null } };
const tooMuch: LimitFormEvent = { type: 'refused', failure: { code: 'INVALID', problems: [{ field: 'amount', cause: 'TOO_LARGE' }] } };

describe('the form of a limit (SG-02, SG-03)', () => {
  it('starts on the daily period with nothing typed or said', () => {
    expect(EMPTY_LIMIT_FORM).toEqual({ period: 'DAY', typed: '', problem: null, outcome: null, attempt: 0, submitting: false });
    expect(after({ type: 'periodChosen', period: 'MONTH' }).period).toBe('MONTH');
  });

  it('says a refused value beside the field, says nothing else, and counts the attempt so the field gets the focus again', () => {
    const first = after({ type: 'edited', value: '9999999' }, { type: 'submitted' }, tooMuch);
    expect(first).toMatchObject({ typed: '9999999', problem: { field: 'amount', cause: 'TOO_LARGE' }, outcome: null, attempt: 1, submitting: false });
    expect(limitFormReducer(limitFormReducer(first, { type: 'submitted' }), tooMuch).attempt).toBe(2);
  });

  it('clears the problem as soon as the player types again', () => {
    expect(after(tooMuch, { type: 'edited', value: '50' })).toMatchObject({ typed: '50', problem: null });
  });

  it('empties the field once a value is set, and says what was done', () => {
    const form = after({ type: 'edited', value: '50' }, { type: 'submitted' }, { type: 'saved', slot: weeklyDeposit, taken });
    expect(form).toMatchObject({ typed: '', problem: null, submitting: false, outcome: { kind: 'done', slot: weeklyDeposit, taken } });
  });

  it('keeps what is typed when a limit is removed', () => {
    const form = after({ type: 'edited', value: '50' }, { type: 'submitted' }, { type: 'removed', slot: weeklyDeposit, taken: { ...taken, change: 'REMOVAL' } });
    expect(form).toMatchObject({ typed: '50', submitting: false, outcome: { kind: 'done', slot: weeklyDeposit } });
  });

  it('says a removal of a limit that is gone, or a platform that did not answer, without touching the field', () => {
    expect(after(tooMuch, { type: 'refused', failure: { code: 'NOT_FOUND' } })).toMatchObject({ outcome: { kind: 'failed', reason: 'ALREADY_REMOVED' }, attempt: 1 });
    expect(after({ type: 'submitted' }, { type: 'refused', failure: { code: 'UNAVAILABLE', cause: { code: 'NETWORK' } } })).toMatchObject({
      outcome: { kind: 'failed', reason: 'UNAVAILABLE' },
      submitting: false,
    });
  });
});
