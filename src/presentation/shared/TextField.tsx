import { useId, type InputHTMLAttributes, type Ref } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  readonly label: string;
  readonly error?: string | null;
  readonly ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is announced with it. */
export const TextField = ({ label, error, ...input }: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <span id={errorId} className="form__field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
};
