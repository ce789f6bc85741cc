import { isLeft } from 'fp-ts/Either';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { codeLengthOf, type EnrolmentMethod, type MfaFailure, type TwoFactorStatus } from '../../domain/twofactor';
import { FormAlert } from '../shared/FormAlert';
import { useNoticeService } from '../shared/hooks';
import { useBusy } from '../shared/use-busy';
import { CodeForm } from './CodeForm';
import { useTwoFactorService } from './hooks';
import { mfaFailureMessage } from './mfa-messages';
import { RequireTwoFactorStatus } from './RequireTwoFactorStatus';
import './twofactor.css';

export const TWO_FACTOR_PAGE = '/account/two-factor';
export const TWO_FACTOR_SETUP_PAGE = '/account/two-factor/setup';

/** `/account/two-factor`: the status, and turning two-factor on, off, or resetting it (MFA-01, MFA-13). */
export const TwoFactorPage = () => (
  <RequireTwoFactorStatus valid={['PENDING', 'ENABLED', 'DISABLED']}>{(status) => <TwoFactorSettings status={status} />}</RequireTwoFactorStatus>
);

const TwoFactorSettings = ({ status }: { readonly status: TwoFactorStatus }) => {
  const { t } = useTranslation('twofactor');
  return (
    <section className="page page--narrow two-factor" aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">{t('twoFactor.title')}</h1>
      <p className="page__intro">{t('twoFactor.intro')}</p>
      <p className="two-factor__status" data-status={status}>
        {t('twoFactor.status.label')}: <strong>{t(`twoFactor.status.${status}`)}</strong>
      </p>
      {status === 'ENABLED' ? (
        <>
          <DisableTwoFactor />
          <CodeConfirmed kind="reset" />
        </>
      ) : (
        <CodeConfirmed kind="enrol" />
      )}
    </section>
  );
};

const DisableTwoFactor = () => {
  const { t } = useTranslation('twofactor');
  const service = useTwoFactorService();
  const notices = useNoticeService();
  const failureMessage = useFailureHandling(() => undefined);
  const disable = async (totp: string): Promise<string | null> => {
    const result = await service.disable(totp);
    if (isLeft(result)) return failureMessage(result.left);
    notices.show({ kind: 'success', key: 'twoFactor.disable.done' });
    return null;
  };
  return (
    <section className="two-factor__section" aria-labelledby="two-factor-disable">
      <h2 id="two-factor-disable">{t('twoFactor.disable.title')}</h2>
      <CodeForm name="disableTotp" label={t('twoFactor.disable.totpLabel')} length={codeLengthOf('TWO_FACTOR_AUTHENTICATION')} submitLabel={t('twoFactor.disable.submit')} onCode={disable} />
    </section>
  );
};

/**
 * MFA-09: a blocked operation is told as a notice and the page starts over; every other failure is
 * said above the form that caused it.
 */
const useFailureHandling = (startOver: () => void) => {
  const { t } = useTranslation('twofactor');
  const notices = useNoticeService();
  const navigate = useNavigate();
  return (failure: MfaFailure): string | null => {
    if (failure.kind !== 'BLOCKED') return mfaFailureMessage(t, failure);
    notices.show({ kind: 'error', key: 'twoFactor.error.blocked', params: { minutes: Math.max(1, Math.ceil(failure.remainingBlockingTime / 60)) } });
    startOver();
    navigate(TWO_FACTOR_PAGE, { replace: true });
    return null;
  };
};

type Step = { readonly name: 'start' } | { readonly name: 'code'; readonly method: EnrolmentMethod } | { readonly name: 'stopped'; readonly failure: MfaFailure };

/** Enrolment (MFA-01, MFA-02, MFA-11) and the lost-phone reset (MFA-13): both confirmed with the enrolment method's code. */
const CodeConfirmed = ({ kind }: { readonly kind: 'enrol' | 'reset' }) => {
  const { t } = useTranslation('twofactor');
  const service = useTwoFactorService();
  const notices = useNoticeService();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'start' });
  const [startError, setStartError] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();
  const failureMessage = useFailureHandling(() => setStep({ name: 'start' }));

  const start = async () => {
    const started = await whileBusy(() => (kind === 'enrol' ? service.startEnrolment() : service.startReset()));
    if (isLeft(started)) {
      if (started.left.kind === 'PLAYER_NOT_VALIDATED') {
        setStep({ name: 'stopped', failure: started.left });
        return;
      }
      setStartError(failureMessage(started.left));
      return;
    }
    setStartError(null);
    setStep({ name: 'code', method: started.right });
  };

  const confirm = async (code: string): Promise<string | null> => {
    if (kind === 'enrol') {
      const enrolled = await service.enrol(code);
      if (isLeft(enrolled)) return failureMessage(enrolled.left);
      navigate(TWO_FACTOR_SETUP_PAGE);
      return null;
    }
    const reset = await service.reset(code);
    if (isLeft(reset)) return failureMessage(reset.left);
    notices.show({ kind: 'success', key: 'twoFactor.reset.done' });
    setStep({ name: 'start' });
    return null;
  };

  const prefix = kind === 'enrol' ? 'twoFactor.enrol' : 'twoFactor.reset';
  return (
    <section className="two-factor__section" aria-labelledby={`two-factor-${kind}`}>
      <h2 id={`two-factor-${kind}`}>{t(`${prefix}.title`)}</h2>
      {kind === 'reset' ? <p>{t('twoFactor.reset.intro')}</p> : null}
      {step.name === 'stopped' ? (
        <>
          <FormAlert message={mfaFailureMessage(t, step.failure)} code="PLAYER_NOT_VALIDATED" />
          <Link className="button button--secondary" to="/validation-code/validatePhone">
            {t('twoFactor.enrol.validatePhone')}
          </Link>
        </>
      ) : step.name === 'start' ? (
        <>
          <FormAlert message={startError} />
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void start()}>
            {t(`${prefix}.start`)}
          </button>
        </>
      ) : (
        <>
          {step.method === 'SMS' ? (
            <p role="status">
              {t('twoFactor.enrol.smsSent')}{' '}
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void start()}>
                {t('twoFactor.enrol.resend')}
              </button>
            </p>
          ) : null}
          <CodeForm
            name={`${kind}Code`}
            label={step.method === 'SMS' ? t('twoFactor.enrol.codeLabel') : t('twoFactor.enrol.pinLabel')}
            length={codeLengthOf(step.method)}
            secret={step.method === 'PIN_CODE'}
            submitLabel={kind === 'enrol' ? t('twoFactor.enrol.submit') : t('twoFactor.reset.submit')}
            onCode={confirm}
            opensStep
          />
        </>
      )}
    </section>
  );
};
