import { useId, type InputHTMLAttributes, type Ref } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  readonly label: string;
  readonly error?: string | null;
  /** At fault though its reason is said above the form (a wrong code, say): marked for assistive technology and the form's focus. */
  readonly invalid?: boolean;
  readonly ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is announced with it. */
export const TextField = ({ label, error, invalid = false, ...input }: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error || invalid ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <span id={errorId} className="form__field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
};
