import { useId, type TextareaHTMLAttributes } from 'react';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | null;
};

/** A labelled text area whose hint and error are announced with it. */
export const TextAreaField = ({ label, hint, error, ...textarea }: TextAreaFieldProps) => {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, error ? errorId : null].filter((part) => part !== null).join(' ');
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy === '' ? undefined : describedBy} {...textarea} />
      {hint === undefined ? null : (
        <span id={hintId} className="form__field-hint">
          {hint}
        </span>
      )}
      {error ? (
        <span id={errorId} className="form__field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
};
