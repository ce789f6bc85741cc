import { useId, useMemo } from 'react';
import { CALLING_CODE_LIST } from '../../domain/verification';
import './phone-number-field.css';

export interface PhoneNumberFieldProps {
  readonly prefixLabel: string;
  readonly numberLabel: string;
  /** The select's empty choice ("Choose…"). */
  readonly choose: string;
  /** The page's language: countries are named in it. */
  readonly language: string;
  readonly prefix: string;
  readonly number: string;
  readonly prefixError?: string | null;
  readonly numberError?: string | null;
  /** The number is at fault though its reason is said above the form. */
  readonly numberInvalid?: boolean;
  readonly onPrefix: (prefix: string) => void;
  readonly onNumber: (number: string) => void;
}

const countryNames = (language: string): Intl.DisplayNames | null => {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    return null;
  }
};

/** JRN-01: a mobile number as a country calling code (a select, countries named in the page's language) and the number. */
export const PhoneNumberField = (props: PhoneNumberFieldProps) => {
  const { prefixLabel, numberLabel, choose, language, prefix, number, prefixError, numberError, numberInvalid = false, onPrefix, onNumber } = props;
  const id = useId();
  const choices = useMemo(() => {
    const names = countryNames(language);
    return CALLING_CODE_LIST.map(({ country, prefix: code }) => ({ code, name: `${names?.of(country) ?? country} (${code})` })).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
  const described = (error: string | null | undefined, errorId: string) => (error ? errorId : undefined);
  return (
    <div className="phone-number-field">
      <div className="form__field">
        <label htmlFor={`${id}-prefix`}>{prefixLabel}</label>
        <select
          id={`${id}-prefix`}
          name="phonePrefix"
          autoComplete="tel-country-code"
          value={prefix}
          required
          aria-invalid={prefixError ? true : undefined}
          aria-describedby={described(prefixError, `${id}-prefix-error`)}
          onChange={(event) => onPrefix(event.target.value)}
        >
          <option value="">{choose}</option>
          {choices.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </select>
        {prefixError ? (
          <span id={`${id}-prefix-error`} className="form__field-error">
            {prefixError}
          </span>
        ) : null}
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-number`}>{numberLabel}</label>
        <input
          id={`${id}-number`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={40}
          required
          value={number}
          aria-invalid={numberError || numberInvalid ? true : undefined}
          aria-describedby={described(numberError, `${id}-number-error`)}
          onChange={(event) => onNumber(event.target.value)}
        />
        {numberError ? (
          <span id={`${id}-number-error`} className="form__field-error">
            {numberError}
          </span>
        ) : null}
      </div>
    </div>
  );
};
