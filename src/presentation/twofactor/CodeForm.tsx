import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCode } from '../../domain/twofactor';
import { FormAlert } from '../shared/FormAlert';
import { TextField } from '../shared/TextField';
import { useBusy } from '../shared/use-busy';
import { useFormFocus } from '../shared/use-form-focus';

interface CodeFormProps {
  readonly name: string;
  readonly label: string;
  readonly length: number;
  readonly submitLabel: string;
  /** Resolves to the message to show above the form, or null when the code was taken. */
  readonly onCode: (code: string) => Promise<string | null>;
  /** A PIN is typed hidden; a one-time code is not. */
  readonly secret?: boolean;
  /** The form is a step that opens after the player asked for a code: its field takes the focus (EDGE-06). */
  readonly opensStep?: boolean;
}

/** One code field: digits only, the right length checked before anything is sent. */
export const CodeForm = ({ name, label, length, submitLabel, onCode, secret = false, opensStep = false }: CodeFormProps) => {
  const { t } = useTranslation('twofactor');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [busy, whileBusy] = useBusy();
  const formRef = useFormFocus({ refusals, codeField: opensStep ? name : null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = parseCode(value, length);
    if (code === null) {
      setError(t('twoFactor.error.format', { length }));
      setRefusals((count) => count + 1);
      return;
    }
    const message = await whileBusy(() => onCode(code));
    setError(message);
    if (message === null) return;
    setValue('');
    setRefusals((count) => count + 1);
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <FormAlert message={error} />
      <TextField
        label={label}
        name={name}
        type={secret ? 'password' : 'text'}
        inputMode="numeric"
        autoComplete={secret ? 'off' : 'one-time-code'}
        maxLength={length}
        value={value}
        invalid={error !== null}
        onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, length))}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
};
