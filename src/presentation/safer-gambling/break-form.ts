import type { BreakChoice, ExclusionFailure } from '../../domain/safer-gambling';

/** What the confirmation says about a break that did not start, apart from the password field. */
export type BreakAlert =
  | { readonly code: 'TOO_MANY_ATTEMPTS'; readonly retryAfterSeconds: number }
  | { readonly code: 'ALREADY_EXCLUDED' }
  | { readonly code: 'UNAVAILABLE' };

/** SG-09, SG-10: choosing a break, then confirming it with the password. */
export interface BreakForm {
  readonly chosen: BreakChoice | null;
  /** The player went on without choosing. */
  readonly choiceMissing: boolean;
  /** At the confirmation, once a break is chosen. */
  readonly confirming: boolean;
  /** Never kept once sent. */
  readonly password: string;
  readonly passwordProblem: 'PASSWORD_REQUIRED' | 'WRONG_PASSWORD' | null;
  readonly alert: BreakAlert | null;
  /** Refusals since this step opened (no break chosen, a refused password): each puts the focus on the field to correct (EDGE-06). */
  readonly attempt: number;
  readonly submitting: boolean;
}

export type BreakFormEvent =
  | { readonly type: 'chosen'; readonly choice: BreakChoice | null }
  | { readonly type: 'continued' }
  | { readonly type: 'passwordEdited'; readonly value: string }
  | { readonly type: 'submitted' }
  | { readonly type: 'refused'; readonly failure: ExclusionFailure }
  | { readonly type: 'taken' }
  | { readonly type: 'back' };

export const EMPTY_BREAK_FORM: BreakForm = {
  chosen: null,
  choiceMissing: false,
  confirming: false,
  password: '',
  passwordProblem: null,
  alert: null,
  attempt: 0,
  submitting: false,
};

const refused = (form: BreakForm, failure: ExclusionFailure): BreakForm => {
  const sent = { ...form, submitting: false, password: '' };
  switch (failure.code) {
    case 'PASSWORD_REQUIRED':
    case 'WRONG_PASSWORD':
      return { ...sent, passwordProblem: failure.code, alert: null, attempt: form.attempt + 1 };
    case 'TOO_MANY_ATTEMPTS':
      return { ...sent, passwordProblem: null, alert: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: failure.retryAfterSeconds } };
    case 'ALREADY_EXCLUDED':
      return { ...sent, alert: { code: 'ALREADY_EXCLUDED' } };
    default:
      return { ...sent, alert: { code: 'UNAVAILABLE' } };
  }
};

export const breakFormReducer = (form: BreakForm, event: BreakFormEvent): BreakForm => {
  switch (event.type) {
    case 'chosen':
      return { ...form, chosen: event.choice, choiceMissing: false };
    case 'continued':
      return form.chosen === null ? { ...form, choiceMissing: true, attempt: form.attempt + 1 } : { ...form, choiceMissing: false, attempt: 0, confirming: true };
    case 'passwordEdited':
      return { ...form, password: event.value, passwordProblem: null };
    case 'submitted':
      return { ...form, submitting: true };
    case 'refused':
      return refused(form, event.failure);
    case 'taken':
      return { ...form, submitting: false, password: '' };
    case 'back':
      return { ...form, confirming: false, password: '', passwordProblem: null, alert: null, attempt: 0 };
  }
};
