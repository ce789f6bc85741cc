import { useTranslation } from 'react-i18next';
import { readConfirmationCode } from '../../domain/verification';
import { TextField } from '../shared/TextField';

/** PH-03: the SMS code as typed or pasted; the form reads it with `readConfirmationCode`. Its name is `CODE_FIELD`. */
export const CODE_FIELD = 'confirmationCode';

export const CodeField = ({ value, onChange, invalid = false }: { readonly value: string; readonly onChange: (value: string) => void; readonly invalid?: boolean }) => {
  const { t } = useTranslation('verification');
  const { hasNonDigits } = readConfirmationCode(value);
  return (
    <TextField
      label={t('code.label')}
      name={CODE_FIELD}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      value={value}
      error={hasNonDigits ? t('code.digitsOnly') : null}
      invalid={invalid}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
