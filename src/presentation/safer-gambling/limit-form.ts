import type { LimitChangeTaken } from '../../application/safer-gambling/limits-service';
import type { LimitFailure, LimitPeriod, LimitProblem, LimitSlot } from '../../domain/safer-gambling';

/** What the card last said about a change: the change taken, or why none was. */
export type LimitOutcome =
  | { readonly kind: 'done'; readonly slot: LimitSlot; readonly taken: LimitChangeTaken }
  | { readonly kind: 'failed'; readonly reason: 'ALREADY_REMOVED' | 'UNAVAILABLE' };

/** SG-02, SG-03: the form of one kind of limit, and what the card last said. */
export interface LimitForm {
  readonly period: LimitPeriod;
  readonly typed: string;
  /** The field's problem, said beside it. */
  readonly problem: LimitProblem | null;
  readonly outcome: LimitOutcome | null;
  /** Refusals of the value so far: each one puts the focus back on the field. */
  readonly attempt: number;
  /** A change (set or removal) is on its way. */
  readonly submitting: boolean;
}

export type LimitFormEvent =
  | { readonly type: 'periodChosen'; readonly period: LimitPeriod }
  | { readonly type: 'edited'; readonly value: string }
  | { readonly type: 'submitted' }
  | { readonly type: 'saved'; readonly slot: LimitSlot; readonly taken: LimitChangeTaken }
  | { readonly type: 'removed'; readonly slot: LimitSlot; readonly taken: LimitChangeTaken }
  | { readonly type: 'refused'; readonly failure: LimitFailure };

export const EMPTY_LIMIT_FORM: LimitForm = { period: 'DAY', typed: '', problem: null, outcome: null, attempt: 0, submitting: false };

const refused = (form: LimitForm, failure: LimitFailure): LimitForm => {
  const problem = failure.code === 'INVALID' ? failure.problems[0] : undefined;
  if (problem !== undefined) return { ...form, submitting: false, problem, outcome: null, attempt: form.attempt + 1 };
  return { ...form, submitting: false, outcome: { kind: 'failed', reason: failure.code === 'NOT_FOUND' ? 'ALREADY_REMOVED' : 'UNAVAILABLE' } };
};

export const limitFormReducer = (form: LimitForm, event: LimitFormEvent): LimitForm => {
  switch (event.type) {
    case 'periodChosen':
      return { ...form, period: event.period };
    case 'edited':
      return { ...form, typed: event.value, problem: null };
    case 'submitted':
      return { ...form, submitting: true };
    case 'saved':
      return { ...form, submitting: false, problem: null, typed: '', outcome: { kind: 'done', slot: event.slot, taken: event.taken } };
    case 'removed':
      return { ...form, submitting: false, outcome: { kind: 'done', slot: event.slot, taken: event.taken } };
    case 'refused':
      return refused(form, event.failure);
  }
};
