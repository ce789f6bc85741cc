import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentAlert } from '../documents/DocumentAlert';
import { RedeemPoints } from '../redemption/RedeemPoints';
import { OffDuringBreak } from '../safer-gambling/break-standing';
import { ReferFriendSection } from '../referral/ReferFriendSection';
import { TwoFactorReminder } from '../twofactor/TwoFactorReminder';
import { SecuritySection } from '../verification/SecuritySection';
import { AccountPanel } from './AccountPanel';
import { PendingWithdrawalBanner } from './PendingWithdrawalBanner';
import { useAccountMenu } from './hooks';

export const AccountPage = () => {
  const { t } = useTranslation('wallet');
  const menu = useAccountMenu();
  return (
    <section className="page" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <PendingWithdrawalBanner />
      <DocumentAlert>{(documentStatus) => <TwoFactorReminder documentStatus={documentStatus} />}</DocumentAlert>
      {menu !== null ? (
        <>
          <div className="card">
            <AccountPanel menu={menu} onAccountPage />
          </div>
          {/* PS-04: points become bonus money, an offer a break pauses (the platform refuses it too). */}
          <OffDuringBreak>
            <RedeemPoints />
          </OffDuringBreak>
          <dl className="details">
            <dt>{t('account.email')}</dt>
            <dd>{menu.email}</dd>
            <dt>{t('account.currency')}</dt>
            <dd>{menu.currency}</dd>
          </dl>
          {/* Its words load with the deferred pages' messages; the rest of the page does not wait for them. */}
          <Suspense fallback={null}>
            <SecuritySection />
          </Suspense>
          <Suspense fallback={null}>
            <ReferFriendSection />
          </Suspense>
          <p>
            <Link to="/account/history">{t('account.historyLink')}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
};
