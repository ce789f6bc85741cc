/** The message above a form that explains why it was not accepted. */
export const FormAlert = ({ message, code }: { readonly message: string | null; readonly code?: string }) =>
  message === null ? null : (
    <p className="form__error" role="alert" data-error-code={code}>
      {message}
    </p>
  );
