import { isLeft } from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { parseNewPhoneNumber, readConfirmationCode, type NewPhoneNumber } from '../../domain/verification';
import { FormAlert } from '../shared/FormAlert';
import { useNoticeService } from '../shared/hooks';
import { TextField } from '../shared/TextField';
import { useBusy } from '../shared/use-busy';
import { CodeField } from './CodeField';
import { codeRejectionMessage } from './code-rejection-message';
import { usePhoneVerificationService } from './hooks';
import { sendState } from './send-outcome-message';

/** forcePhoneNumberReset (no session yet): a new number, its SMS code, then the player logs in again. */
export const PhoneResetForm = ({ token }: { readonly token: string }) => {
  const { t } = useTranslation('verification');
  const phones = usePhoneVerificationService();
  const notices = useNoticeService();
  const navigate = useNavigate();
  const [prefix, setPrefix] = useState('+');
  const [number, setNumber] = useState('');
  const [newPhone, setNewPhone] = useState<NewPhoneNumber | null>(null);
  const [codeInput, setCodeInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();
  const { code } = readConfirmationCode(codeInput);

  const expired = () => {
    notices.show({ kind: 'error', key: 'phone.resetExpired' });
    navigate('/login', { replace: true });
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const phone = parseNewPhoneNumber(prefix, number);
    if (phone === null) {
      setError(t('phone.numberInvalid'));
      return;
    }
    const result = await whileBusy(() => phones.sendResetCode(token, phone));
    if (isLeft(result)) {
      if (result.left.code === 'FAILED' && result.left.cause.code === 'HTTP' && result.left.cause.status === 404) return expired();
      setError(t(result.left.code === 'FAILED' && result.left.cause.code === 'HTTP' && result.left.cause.status === 422 ? 'phone.numberInvalid' : 'code.failed'));
      return;
    }
    const state = sendState(result.right, t);
    setError(state.message?.kind === 'error' ? state.message.text : null);
    setInfo(state.message?.kind === 'info' ? state.message.text : null);
    if (result.right.kind === 'SENT') setNewPhone(phone);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (newPhone === null || code === null) return;
    const result = await whileBusy(() => phones.reset(token, newPhone, code));
    if (isLeft(result)) {
      if (result.left.code === 'FAILED' && result.left.cause.code === 'HTTP' && result.left.cause.status === 404) return expired();
      setError(t('code.failed'));
      return;
    }
    if (result.right.kind === 'REFUSED') {
      setError(codeRejectionMessage(result.right.rejection, t));
      return;
    }
    notices.show({ kind: 'success', key: 'phone.resetDone' });
    navigate('/login', { replace: true });
  };

  return (
    <section className="page page--narrow" aria-labelledby="phone-reset-title">
      <h1 id="phone-reset-title">{t('phone.resetTitle')}</h1>
      <p className="page__intro">{t('phone.resetIntro')}</p>
      <FormAlert message={error} />
      {info === null ? null : <p role="status">{info}</p>}
      {newPhone === null ? (
        <form className="form" onSubmit={sendCode} noValidate>
          <TextField label={t('phone.prefixLabel')} name="phonePrefix" inputMode="tel" autoComplete="tel-country-code" value={prefix} onChange={(event) => setPrefix(event.target.value)} />
          <TextField label={t('phone.numberLabel')} name="phone" inputMode="tel" autoComplete="tel-national" value={number} onChange={(event) => setNumber(event.target.value)} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('phone.send')}
          </button>
        </form>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <CodeField value={codeInput} onChange={setCodeInput} />
          <button type="submit" className="button button--primary button--block" disabled={busy || code === null}>
            {t('phone.submit')}
          </button>
        </form>
      )}
    </section>
  );
};
