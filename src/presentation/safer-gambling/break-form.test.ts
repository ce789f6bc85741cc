import { describe, expect, it } from 'vitest';
import type { BreakChoice } from '../../domain/safer-gambling';
import { breakFormReducer, EMPTY_BREAK_FORM, type BreakForm, type BreakFormEvent } from './break-form';

const after = (...events: BreakFormEvent[]): BreakForm => events.reduce(breakFormReducer, EMPTY_BREAK_FORM);
const oneDay: BreakChoice = { kind: 'TIME_OUT', days: 1 };
const confirming: BreakFormEvent[] = [{ type: 'chosen', choice: oneDay }, { type: 'continued' }];
const typed: BreakFormEvent = { type: 'passwordEdited', value: 'Secret-1' };

describe('the Take a break form (SG-09, SG-10)', () => {
  it('asks for a choice before going on, and forgets the question once one is made', () => {
    const missing = after({ type: 'continued' });
    expect(missing).toMatchObject({ choiceMissing: true, confirming: false });
    expect(breakFormReducer(missing, { type: 'chosen', choice: oneDay })).toMatchObject({ chosen: oneDay, choiceMissing: false });
  });

  it('opens the confirmation for the chosen break, attempts counted from nought', () => {
    expect(after(...confirming)).toMatchObject({ confirming: true, chosen: oneDay, attempt: 0 });
  });

  it('says a wrong or missing password on its field, empties it and counts the attempt', () => {
    const wrong = after(...confirming, typed, { type: 'submitted' }, { type: 'refused', failure: { code: 'WRONG_PASSWORD' } });
    expect(wrong).toMatchObject({ password: '', passwordProblem: 'WRONG_PASSWORD', alert: null, attempt: 1, submitting: false });
    const missing = breakFormReducer(wrong, { type: 'refused', failure: { code: 'PASSWORD_REQUIRED' } });
    expect(missing).toMatchObject({ passwordProblem: 'PASSWORD_REQUIRED', attempt: 2 });
    expect(breakFormReducer(missing, typed)).toMatchObject({ password: 'Secret-1', passwordProblem: null });
  });

  it('says too many attempts, a break already in force or a platform that did not answer in the alert', () => {
    const base = [...confirming, typed, { type: 'submitted' } as const];
    expect(after(...base, { type: 'refused', failure: { code: 'WRONG_PASSWORD' } }, { type: 'refused', failure: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 90 } })).toMatchObject({
      passwordProblem: null,
      alert: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 90 },
      password: '',
    });
    expect(after(...base, { type: 'refused', failure: { code: 'ALREADY_EXCLUDED', exclusion: null } }).alert).toEqual({ code: 'ALREADY_EXCLUDED' });
    expect(after(...base, { type: 'refused', failure: { code: 'UNAVAILABLE', cause: { code: 'NETWORK' } } }).alert).toEqual({ code: 'UNAVAILABLE' });
    expect(after(...base, { type: 'refused', failure: { code: 'NOT_FOUND' } }).alert).toEqual({ code: 'UNAVAILABLE' });
  });

  it('keeps no password once the break has started', () => {
    expect(after(...confirming, typed, { type: 'submitted' }, { type: 'taken' })).toMatchObject({ password: '', submitting: false });
  });

  it('goes back to the choice with the password and what was said forgotten, the choice kept', () => {
    const refused = after(...confirming, typed, { type: 'refused', failure: { code: 'ALREADY_EXCLUDED', exclusion: null } });
    expect(breakFormReducer(refused, { type: 'back' })).toMatchObject({ confirming: false, chosen: oneDay, password: '', passwordProblem: null, alert: null });
  });
});
