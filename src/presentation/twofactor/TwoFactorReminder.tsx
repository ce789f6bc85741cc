import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { showsReminder } from '../../domain/twofactor';
import { useSession } from '../session/hooks';
import { useSiteConfig } from '../shared/hooks';
import { useSettled } from '../shared/HoldUntilSettled';
import { RequireContext } from '../shared/RequireContext';
import { useTwoFactorService, useTwoFactorStatus, useTwoFactorStatusAnswered } from './hooks';
import './twofactor.css';

/**
 * MFA-04, MFA-05: the alert asking the player to turn two-factor on, on the account page.
 * `documentStatus`: the identity document's status when the page knows it; unknown never holds the alert back.
 */
export const TwoFactorReminder = ({ documentStatus = null }: { readonly documentStatus?: string | null }) => (
  <Suspense fallback={null}>
    <RequireContext context="twofactor">
      <Reminder documentStatus={documentStatus} />
    </RequireContext>
  </Suspense>
);

const Reminder = ({ documentStatus }: { readonly documentStatus: string | null }) => {
  const { t } = useTranslation('twofactor');
  const config = useSiteConfig();
  const session = useSession();
  const service = useTwoFactorService();
  const status = useTwoFactorStatus();
  const [snoozed, setSnoozed] = useState(() => service.isReminderSnoozed());
  useSettled('twoFactor', useTwoFactorStatusAnswered());
  if (session.status !== 'authenticated') return null;
  const shown = showsReminder({
    twoFactorAuthenticatorEnabled: config.twoFactorAuthenticatorEnabled,
    method: service.method,
    phoneValidated: session.user.phoneStatus === 'VALIDATED',
    hasPinCode: session.user.hasPinCode,
    status,
    documentStatus,
    snoozed,
  });
  if (!shown) return null;
  const dismiss = () => {
    service.snoozeReminder();
    setSnoozed(true);
  };
  return (
    <aside className="two-factor-reminder" aria-label={t('twoFactor.title')}>
      <p>{t('twoFactor.reminder.text')}</p>
      <div className="two-factor-reminder__actions">
        <Link className="button button--primary" to="/account/two-factor">
          {t('twoFactor.reminder.action')}
        </Link>
        <button type="button" className="button button--ghost" onClick={dismiss}>
          {t('twoFactor.reminder.dismiss')}
        </button>
      </div>
    </aside>
  );
};
