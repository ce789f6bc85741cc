import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { readConfirmationCode } from '../../domain/verification';
import { TextField } from '../shared/TextField';

/** PH-03: the SMS code as typed or pasted; the form reads it with `readConfirmationCode`. */
export const CodeField = ({ value, onChange, inputRef }: { readonly value: string; readonly onChange: (value: string) => void; readonly inputRef?: Ref<HTMLInputElement> }) => {
  const { t } = useTranslation('verification');
  const { hasNonDigits } = readConfirmationCode(value);
  return (
    <TextField
      ref={inputRef}
      label={t('code.label')}
      name="confirmationCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      value={value}
      error={hasNonDigits ? t('code.digitsOnly') : null}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
