import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldCause, SubmissionFailure } from '../../domain/contact';
import { useFormFocus } from '../shared/use-form-focus';

export interface Submission<Field extends string> {
  readonly formRef: React.RefObject<HTMLFormElement | null>;
  readonly alertRef: React.RefObject<HTMLParagraphElement | null>;
  /** The translated problem of a field, or null. */
  readonly errorOf: (field: Field) => string | null;
  /** The message above the form, or null. */
  readonly alert: string | null;
  /** Shows why the form was not taken, and moves focus to the first field in error (else to the message). */
  readonly fail: (failure: SubmissionFailure) => void;
  /** Forgets a field's problem once the player changes it. */
  readonly clear: (field: Field) => void;
  readonly reset: () => void;
}

/**
 * The failure side of a form that sends to the platform: field problems on their fields (the
 * platform's 422 wins over the site's own checks, being the same rules), a rate limit saying when to
 * try again, and a general message otherwise. A platform problem on a field the form does not show
 * becomes the general message.
 */
export const useSubmission = <Field extends string>(fields: readonly Field[]): Submission<Field> => {
  const { t } = useTranslation('contact');
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, FieldCause>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useFormFocus({ refusals: attempt, fallback: alertRef });

  const fail = useCallback(
    (failure: SubmissionFailure) => {
      const shown: Partial<Record<Field, FieldCause>> = {};
      let message: string;
      if (failure.code === 'INVALID') {
        const isShown = (field: string): field is Field => (fields as readonly string[]).includes(field);
        for (const problem of failure.problems) if (isShown(problem.field)) shown[problem.field] ??= problem.cause;
        message = failure.problems.every((problem) => isShown(problem.field)) ? t('formError.summary') : t('formError.refused');
      } else if (failure.code === 'RATE_LIMITED') {
        message = failure.retryAfterSeconds === null ? t('formError.rateLimitedLater') : t('formError.rateLimited', { count: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) });
      } else {
        message = t('formError.unavailable');
      }
      setProblems(shown);
      setAlert(message);
      setAttempt((count) => count + 1);
    },
    [fields, t],
  );

  const errorOf = (field: Field): string | null => {
    const cause = problems[field];
    return cause === undefined ? null : t([`formError.${field}.${cause}`, `formError.any.${cause}`]);
  };

  const clear = useCallback((field: Field) => {
    setProblems((current) => {
      if (current[field] === undefined) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  const reset = useCallback(() => {
    setProblems({});
    setAlert(null);
  }, []);

  return { formRef, alertRef, errorOf, alert, fail, clear, reset };
};
