import { isLeft } from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginPath, nextPage, type User } from '../../domain/session';
import { callingCodeOf, fullPhoneNumber, maskPhone, readConfirmationCode, type PhoneValidationOutcome, type SendCodeOutcome } from '../../domain/verification';
import { useLastPageService, useSession } from '../session/hooks';
import { useNoticeService } from '../shared/hooks';
import { useBusy } from '../shared/use-busy';
import { useFormFocus } from '../shared/use-form-focus';
import { useOneTimeParam } from '../shared/use-one-time-param';
import { CODE_FIELD, CodeField } from './CodeField';
import { codeRejectionMessage } from './code-rejection-message';
import { usePhoneVerificationService } from './hooks';
import { PhoneNumberForm } from './PhoneNumberForm';
import { PhoneResetForm } from './PhoneResetForm';
import { sendState, type SendState } from './send-outcome-message';

/** validatePhone and forcePhoneNumberReset land here (PH-01 to PH-07). */
export const PhoneVerificationPage = () => {
  const { t } = useTranslation('verification');
  const session = useSession();
  const [params] = useSearchParams();
  const token = useOneTimeParam('token');

  if (session.status === 'unknown') {
    return (
      <p className="page spinner" role="status">
        {t('common.loading', { ns: 'app' })}
      </p>
    );
  }
  if (session.status === 'visitor' && token !== null && params.get('action') === 'forcePhoneNumberReset') return <PhoneResetForm token={token} />;
  if (session.status === 'visitor') {
    return (
      <section className="page page--narrow" aria-labelledby="phone-title">
        <h1 id="phone-title">{t('phone.title')}</h1>
        <p>{t('phone.loginFirst')}</p>
        <Link className="button button--primary" to={loginPath('/validation-code/validatePhone')}>
          {t('nav.login', { ns: 'app' })}
        </Link>
      </section>
    );
  }
  return <PhoneValidation user={session.user} />;
};

const PhoneValidation = ({ user }: { readonly user: User }) => {
  const { t } = useTranslation('verification');
  const phones = usePhoneVerificationService();
  const notices = useNoticeService();
  const lastPage = useLastPageService();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const phone = user.phones[0];
  const full = phone === undefined ? null : fullPhoneNumber(user.phonePrefix, phone);
  const masked = full === null ? null : maskPhone(full);
  // JRN-01: a player sent here just after joining finds the code already on its way.
  const [sentEarlier] = useState(() => (full === null ? null : phones.sentTo(full)));
  const [send, setSend] = useState<SendState>(() => (sentEarlier === null ? { message: null, canSend: true } : sendState(sentEarlier, t)));
  const [sentOnce, setSentOnce] = useState(sentEarlier !== null);
  const [editing, setEditing] = useState(false);
  const [codeInput, setCodeInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [busy, whileBusy] = useBusy();
  const { code } = readConfirmationCode(codeInput);
  // JRN-04: when the code step appears (a code was sent), the player types it at once.
  const formRef = useFormFocus({ refusals, codeField: sentOnce && !editing ? CODE_FIELD : null });

  const refuse = (message: string) => {
    setError(message);
    setRefusals((count) => count + 1);
  };

  const codeAsked = (outcome: SendCodeOutcome) => {
    setEditing(false);
    setError(null);
    setCodeInput('');
    setSentOnce(true);
    setSend(sendState(outcome, t));
  };

  const sendCode = async () => {
    setError(null);
    const result = await whileBusy(() => phones.sendCode());
    if (isLeft(result)) {
      setSend({ message: { kind: 'error', text: t('code.failed') }, canSend: true });
      return;
    }
    setSentOnce(true);
    setSend(sendState(result.right, t));
  };

  const finish = (outcome: PhoneValidationOutcome) => {
    if (outcome.kind === 'REFUSED') {
      refuse(codeRejectionMessage(outcome.rejection, t));
      if (outcome.rejection.kind === 'BLOCKED') setSend({ message: null, canSend: false });
      return;
    }
    notices.show({ kind: 'success', key: 'phone.success' });
    navigate(nextPage(params.get('destination'), lastPage.lastPage()), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code === null) return;
    const result = await whileBusy(() => phones.validate(code));
    if (isLeft(result)) {
      refuse(t(result.left.code === 'NO_SESSION' ? 'pin.noSession' : 'code.failed'));
      return;
    }
    finish(result.right);
  };

  if (masked === null || (editing && user.phoneStatus !== 'VALIDATED')) {
    return (
      <section className="page page--narrow" aria-labelledby="phone-title">
        <h1 id="phone-title">{t('phone.title')}</h1>
        <p className="page__intro">{masked === null ? t('phone.addIntro') : t('phone.changeIntro')}</p>
        <PhoneNumberForm
          initialPrefix={user.phonePrefix ?? callingCodeOf(user.countryCode) ?? ''}
          initialNumber={masked === null ? '' : (phone ?? '')}
          onCodeAsked={codeAsked}
          onCancel={masked === null ? undefined : () => setEditing(false)}
        />
      </section>
    );
  }
  if (user.phoneStatus === 'VALIDATED') {
    return (
      <section className="page page--narrow" aria-labelledby="phone-title">
        <h1 id="phone-title">{t('phone.title')}</h1>
        <p data-phone-status="VALIDATED">{t('phone.validated', { phone: masked })}</p>
        <Link className="button button--primary" to={nextPage(params.get('destination'), lastPage.lastPage())}>
          {t('phone.continue')}
        </Link>
      </section>
    );
  }
  return (
    <section className="page page--narrow" aria-labelledby="phone-title">
      <h1 id="phone-title">{t('phone.title')}</h1>
      <p data-phone-status="NOT_VALIDATED">{t('phone.notValidated', { phone: masked })}</p>
      <p className="page__intro">{t('phone.intro', { phone: masked })}</p>
      <p>
        <button type="button" className="button button--ghost" onClick={() => setEditing(true)} disabled={busy}>
          {t('phone.changeNumber')}
        </button>
      </p>
      {send.message === null ? null : (
        <p className={send.message.kind === 'error' ? 'form__error' : undefined} role={send.message.kind === 'error' ? 'alert' : 'status'}>
          {send.message.text}
        </p>
      )}
      {send.canSend ? (
        <p>
          <button type="button" className="button button--secondary" onClick={sendCode} disabled={busy}>
            {sentOnce ? t('phone.resend') : t('phone.send')}
          </button>
        </p>
      ) : null}
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        {error === null ? null : (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        <CodeField value={codeInput} onChange={setCodeInput} invalid={error !== null} />
        <button type="submit" className="button button--primary button--block" disabled={busy || code === null}>
          {t('phone.submit')}
        </button>
      </form>
    </section>
  );
};
