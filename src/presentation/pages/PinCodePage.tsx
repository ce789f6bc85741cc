import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { nextPage } from '../../domain/session/redirect';
import { parsePinCode } from '../../domain/verification/pin-code';
import { TextField } from '../components/TextField';
import { useLastPageService, useNoticeService, usePinCodeService } from '../hooks/services';

/** ADD_PIN_CODE and forcePinReset land here (PIN-01 to PIN-03). */
export const PinCodePage = () => {
  const { t } = useTranslation();
  const pins = usePinCodeService();
  const notices = useNoticeService();
  const lastPage = useLastPageService();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const adding = params.get('action') !== 'forcePinReset';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pinCode = parsePinCode(pin);
    if (pinCode === null) {
      setError(t('pin.invalid'));
      return;
    }
    setBusy(true);
    const result = await pins.update(pinCode);
    setBusy(false);
    if (result._tag === 'Left') {
      const message = result.left.code === 'NO_SESSION' ? t('pin.noSession') : t('pin.failed');
      setError(message);
      notices.show({ kind: 'error', key: result.left.code === 'NO_SESSION' ? 'pin.noSession' : 'pin.failed' });
      return;
    }
    notices.show({ kind: 'success', key: 'pin.success' });
    navigate(nextPage(params.get('destination'), lastPage.lastPage()), { replace: true });
  };

  return (
    <section className="page page--narrow" aria-labelledby="pin-title">
      <h1 id="pin-title">{t('pin.title')}</h1>
      <p className="page__intro">{adding ? t('pin.introAdd') : t('pin.introReset')}</p>
      {error !== null ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('pin.label')}
          name="pinCode"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('pin.submit')}
        </button>
      </form>
    </section>
  );
};
