import { isLeft } from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginPath, nextPage } from '../../domain/session';
import { parsePinCode } from '../../domain/verification';
import { useLastPageService, useSession } from '../session/hooks';
import { FormAlert } from '../shared/FormAlert';
import { useNoticeService } from '../shared/hooks';
import { TextField } from '../shared/TextField';
import { useBusy } from '../shared/use-busy';
import { useFormFocus } from '../shared/use-form-focus';
import { codeRejectionMessage } from './code-rejection-message';
import { useOneTimeParam } from '../shared/use-one-time-param';
import { usePinCodeService } from './hooks';

type PinField = 'currentPinCode' | 'pinCode';

/** ADD_PIN_CODE and forcePinReset land here, and the account's Change PIN (PIN-01 to PIN-04). */
export const PinCodePage = () => {
  const { t } = useTranslation('verification');
  const pins = usePinCodeService();
  const notices = useNoticeService();
  const lastPage = useLastPageService();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pin, setPin] = useState('');
  const [currentPin, setCurrentPin] = useState('');
  const [error, setError] = useState<{ readonly message: string; readonly field: PinField } | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [busy, whileBusy] = useBusy();
  const formRef = useFormFocus({ refusals });
  const session = useSession();
  const adding = params.get('action') !== 'forcePinReset';
  const token = useOneTimeParam('token');
  // PIN-02: a player who has a PIN confirms the change with it; a reset link's token stands in for it.
  const changing = session.status === 'authenticated' && session.user.hasPinCode && token === null;

  const forgot = async () => {
    const result = await whileBusy(() => pins.requestReset());
    notices.show(isLeft(result) ? { kind: 'error', key: result.left.code === 'NO_SESSION' ? 'pin.noSession' : 'pin.resetFailed' } : { kind: 'success', key: 'pin.resetSent' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refuse = (message: string, field: PinField) => {
      setError({ message, field });
      setRefusals((count) => count + 1);
    };
    const current = changing ? parsePinCode(currentPin) : null;
    if (changing && current === null) {
      refuse(t('pin.currentInvalid'), 'currentPinCode');
      return;
    }
    const pinCode = parsePinCode(pin);
    if (pinCode === null) {
      refuse(t('pin.invalid'), 'pinCode');
      return;
    }
    const result = await whileBusy(() => pins.update(pinCode, token, current));
    if (isLeft(result) && result.left.code === 'REFUSED') {
      // The platform refuses the PIN that proves the change: the current one, or the new one after a reset link.
      refuse(codeRejectionMessage(result.left.rejection, t, 'pin.wrongFirst'), changing ? 'currentPinCode' : 'pinCode');
      return;
    }
    if (isLeft(result)) {
      // PIN-02: a failure notification, rather than a second copy of it above the form.
      setError(null);
      notices.show({ kind: 'error', key: result.left.code === 'NO_SESSION' ? 'pin.noSession' : 'pin.failed' });
      return;
    }
    const destination = nextPage(params.get('destination'), lastPage.lastPage());
    if (result.right === 'RESET_LOG_IN_AGAIN') {
      notices.show({ kind: 'success', key: 'pin.resetDone' });
      navigate(loginPath(destination), { replace: true });
      return;
    }
    notices.show({ kind: 'success', key: 'pin.success' });
    navigate(destination, { replace: true });
  };

  if (session.status === 'unknown') {
    return (
      <p className="page spinner" role="status">
        {t('common.loading', { ns: 'app' })}
      </p>
    );
  }
  if (session.status === 'visitor' && token === null) {
    return (
      <section className="page page--narrow" aria-labelledby="pin-title">
        <h1 id="pin-title">{t('pin.title')}</h1>
        <p>{t('pin.loginFirst')}</p>
        <Link className="button button--primary" to={loginPath('/account/pin-code')}>
          {t('nav.login', { ns: 'app' })}
        </Link>
      </section>
    );
  }

  return (
    <section className="page page--narrow" aria-labelledby="pin-title">
      <h1 id="pin-title">{t('pin.title')}</h1>
      <p className="page__intro">{changing ? t('pin.introChange') : adding ? t('pin.introAdd') : t('pin.introReset')}</p>
      <FormAlert message={error?.message ?? null} />
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        {changing ? (
          <TextField
            label={t('pin.currentLabel')}
            name="currentPinCode"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={currentPin}
            invalid={error?.field === 'currentPinCode'}
            onChange={(event) => setCurrentPin(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        ) : null}
        <TextField
          label={changing ? t('pin.newLabel') : t('pin.label')}
          name="pinCode"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={pin}
          invalid={error?.field === 'pinCode'}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('pin.submit')}
        </button>
      </form>
      {changing ? (
        <button type="button" className="button button--ghost" onClick={forgot} disabled={busy}>
          {t('pin.forgot')}
        </button>
      ) : null}
    </section>
  );
};
