import type { PhoneCallError } from '../../application/verification/phone-verification-service';
import type { CodeRejection, NewPhoneNumber, SendCodeOutcome } from '../../domain/verification';

/** What the form's alert says: a number the platform cannot use, a call that failed, or the platform's answer. */
export type PhoneResetProblem =
  | { readonly kind: 'NUMBER_INVALID' }
  | { readonly kind: 'FAILED' }
  /** PH-04: the answer to "send code" (said as a problem only when it is one). */
  | { readonly kind: 'SEND'; readonly outcome: SendCodeOutcome }
  | { readonly kind: 'CODE_REFUSED'; readonly rejection: CodeRejection };

/** forcePhoneNumberReset: a new number, then the SMS code sent to it. */
export interface PhoneResetForm {
  readonly prefix: string;
  readonly number: string;
  /** The number the code was sent to: the form is at its second step. */
  readonly newPhone: NewPhoneNumber | null;
  /** The code as typed or pasted. */
  readonly code: string;
  readonly problem: PhoneResetProblem | null;
  /** The last answer to "send code" (PH-04), said as information when it is some. */
  readonly sent: SendCodeOutcome | null;
  readonly submitting: boolean;
  /** Refused steps so far: each puts the focus on the field to correct (EDGE-06). */
  readonly refusals: number;
}

export type PhoneResetField = 'prefix' | 'number' | 'code';

export type PhoneResetEvent =
  | { readonly type: 'edited'; readonly field: PhoneResetField; readonly value: string }
  | { readonly type: 'submitted' }
  | { readonly type: 'numberRefused' }
  | { readonly type: 'failed' }
  /** The reset token is no longer valid: the page leaves for the login. */
  | { readonly type: 'expired' }
  | { readonly type: 'codeSent'; readonly phone: NewPhoneNumber; readonly outcome: SendCodeOutcome }
  | { readonly type: 'codeRefused'; readonly rejection: CodeRejection }
  | { readonly type: 'reset' };

export const EMPTY_PHONE_RESET_FORM: PhoneResetForm = { prefix: '+', number: '', newPhone: null, code: '', problem: null, sent: null, submitting: false, refusals: 0 };

export const phoneResetReducer = (form: PhoneResetForm, event: PhoneResetEvent): PhoneResetForm => {
  switch (event.type) {
    case 'edited':
      return { ...form, [event.field]: event.value };
    case 'submitted':
      return { ...form, submitting: true };
    case 'numberRefused':
      return { ...form, submitting: false, refusals: form.refusals + 1, problem: { kind: 'NUMBER_INVALID' } };
    case 'failed':
      return { ...form, submitting: false, refusals: form.refusals + 1, problem: { kind: 'FAILED' } };
    case 'expired':
    case 'reset':
      return { ...form, submitting: false };
    case 'codeSent':
      return {
        ...form,
        submitting: false,
        problem: { kind: 'SEND', outcome: event.outcome },
        sent: event.outcome,
        newPhone: event.outcome.kind === 'SENT' ? event.phone : form.newPhone,
      };
    case 'codeRefused':
      return { ...form, submitting: false, refusals: form.refusals + 1, problem: { kind: 'CODE_REFUSED', rejection: event.rejection } };
  }
};

/** The HTTP status of a failed call, if the platform answered one. */
export const failedStatus = (error: PhoneCallError): number | null => (error.code === 'FAILED' && error.cause.code === 'HTTP' ? error.cause.status : null);
