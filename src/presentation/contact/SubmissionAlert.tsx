import type { RefObject } from 'react';

/** Why the form was not taken, above it; focusable so that focus can move to it when no field is at fault. */
export const SubmissionAlert = ({ message, alertRef }: { readonly message: string | null; readonly alertRef: RefObject<HTMLParagraphElement | null> }) =>
  message === null ? null : (
    <p className="form__error" role="alert" tabIndex={-1} ref={alertRef}>
      {message}
    </p>
  );
