import { cleanText, emailCause, problemsOf, textCause, type FieldProblem } from './form-text';

export type ContactField = 'email' | 'subject' | 'message';

/** What the player typed or chose. */
export interface ContactForm {
  readonly email: string;
  /** The chosen subject code; ignored unless the form asks for one. */
  readonly subject: string;
  readonly message: string;
}

/** HELP-07: the body the platform takes. This site never sends a PIN or a birth date (docs/decisions.md). */
export interface ContactMessage {
  readonly birthDate: null;
  readonly email: string;
  readonly message: string;
  readonly pinCode: null;
  readonly subject: string | null;
  /** The logged-in player's username; null for a visitor. */
  readonly username: string | null;
}

export const CONTACT_MESSAGE_LENGTH = { min: 10, max: 5000 } as const;

/**
 * HELP-06: the subject is asked for only when there is a choice; a single configured subject is sent
 * without asking, and none means no subject.
 */
export type SubjectChoice =
  | { readonly kind: 'ASK'; readonly subjects: readonly string[] }
  | { readonly kind: 'FIXED'; readonly subject: string }
  | { readonly kind: 'NONE' };

export const subjectChoice = (configured: readonly string[]): SubjectChoice => {
  const subjects = [...new Set(configured.filter((subject) => subject.trim() !== ''))];
  if (subjects.length > 1) return { kind: 'ASK', subjects };
  const [only] = subjects;
  return only === undefined ? { kind: 'NONE' } : { kind: 'FIXED', subject: only };
};

/** HELP-06: email and message required, the subject too when asked for; each field's first problem. */
export const contactFormProblems = (form: ContactForm, choice: SubjectChoice): FieldProblem<ContactField>[] =>
  problemsOf<ContactField>([
    ['email', emailCause(form.email)],
    ['subject', choice.kind !== 'ASK' ? null : form.subject === '' ? 'REQUIRED' : choice.subjects.includes(form.subject) ? null : 'NOT_ALLOWED'],
    ['message', textCause(form.message, { required: true, ...CONTACT_MESSAGE_LENGTH, multiline: true })],
  ]);

const subjectOf = (form: ContactForm, choice: SubjectChoice): string | null =>
  choice.kind === 'ASK' ? form.subject : choice.kind === 'FIXED' ? choice.subject : null;

/** The message to send for a form without problems. */
export const contactMessageOf = (form: ContactForm, choice: SubjectChoice, username: string | null): ContactMessage => ({
  birthDate: null,
  email: cleanText(form.email),
  message: cleanText(form.message),
  pinCode: null,
  subject: subjectOf(form, choice),
  username,
});
