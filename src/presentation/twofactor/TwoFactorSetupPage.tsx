import { isLeft } from 'fp-ts/Either';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { codeLengthOf, groupedKey } from '../../domain/twofactor';
import { useNoticeService } from '../shared/hooks';
import { CodeForm } from './CodeForm';
import { useTwoFactorService } from './hooks';
import { mfaFailureMessage } from './mfa-messages';
import { QrCode } from './QrCode';
import { RequireTwoFactorStatus } from './RequireTwoFactorStatus';
import { TWO_FACTOR_PAGE } from './TwoFactorPage';
import './twofactor.css';

/**
 * `/account/two-factor/setup`: the key of the enrolment just made, and its first TOTP (MFA-08).
 * ENABLED is a status of this page too: the refresh after the first TOTP may come back before the
 * page has moved on, and then the player belongs on the two-factor page, not home.
 */
export const TwoFactorSetupPage = () => (
  <RequireTwoFactorStatus valid={['PENDING', 'DISABLED', 'ENABLED']}>
    {(status) => (status === 'ENABLED' ? <Navigate to={TWO_FACTOR_PAGE} replace /> : <AuthenticatorSetup />)}
  </RequireTwoFactorStatus>
);

const AuthenticatorSetup = () => {
  const { t } = useTranslation('twofactor');
  const service = useTwoFactorService();
  const notices = useNoticeService();
  const navigate = useNavigate();
  const key = useMemo(() => service.pendingKey(), [service]);
  const [copied, setCopied] = useState(false);

  if (key === null) return <Navigate to={TWO_FACTOR_PAGE} replace />;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(key.secret);
      setCopied(true);
    } catch {
      // Clipboard refused: the key stays on screen to be typed.
      setCopied(false);
    }
  };

  const verify = async (totp: string): Promise<string | null> => {
    const result = await service.verify(totp);
    if (isLeft(result)) {
      if (result.left.kind !== 'BLOCKED') return mfaFailureMessage(t, result.left);
      notices.show({ kind: 'error', key: 'twoFactor.error.blocked', params: { minutes: Math.max(1, Math.ceil(result.left.remainingBlockingTime / 60)) } });
      navigate(TWO_FACTOR_PAGE, { replace: true });
      return null;
    }
    notices.show({ kind: 'success', key: 'twoFactor.setup.done' });
    navigate(TWO_FACTOR_PAGE, { replace: true });
    return null;
  };

  return (
    <section className="page page--narrow two-factor" aria-labelledby="two-factor-setup-title">
      <h1 id="two-factor-setup-title">{t('twoFactor.setup.title')}</h1>
      <p className="page__intro">{t('twoFactor.setup.scan')}</p>
      <QrCode value={key.uri} label={t('twoFactor.setup.qrAlt')} />
      <p id="two-factor-key-label">{t('twoFactor.setup.keyLabel')}</p>
      <div className="two-factor__key">
        <code aria-labelledby="two-factor-key-label" data-testid="manual-key">
          {groupedKey(key.secret)}
        </code>
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('twoFactor.setup.copy')}
        </button>
        {copied ? <span role="status">{t('twoFactor.setup.copied')}</span> : null}
      </div>
      <CodeForm name="totp" label={t('twoFactor.setup.totpLabel')} length={codeLengthOf('TWO_FACTOR_AUTHENTICATION')} submitLabel={t('twoFactor.setup.submit')} onCode={verify} />
    </section>
  );
};
