import type { ReactNode } from 'react';

/** The message above a form that explains why it was not accepted, with what the player can do next (`children`). */
export const FormAlert = ({ message, code, children }: { readonly message: string | null; readonly code?: string; readonly children?: ReactNode }) =>
  message === null ? null : (
    <p className="form__error" role="alert" data-error-code={code}>
      {message}
      {children === undefined ? null : <> {children}</>}
    </p>
  );
