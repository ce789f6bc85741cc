import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'> & {
  readonly label: string;
  /** The empty first option's text: nothing chosen yet. */
  readonly placeholder: string;
  readonly options: readonly SelectOption[];
  readonly error?: string | null;
};

/** A labelled drop-down whose error is announced with it. */
export const SelectField = ({ label, placeholder, options, error, ...select }: SelectFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="form__field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
};
