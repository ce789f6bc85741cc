import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BonusPanel } from '../bonus/BonusPanel';
import { DocumentAlert } from '../documents/DocumentAlert';
import { RequireContext } from '../shared/RequireContext';
import { RedeemPoints } from '../redemption/RedeemPoints';
import { WithBreakStanding } from '../safer-gambling/break-standing';
import { ReferFriendSection } from '../referral/ReferFriendSection';
import { TwoFactorReminder } from '../twofactor/TwoFactorReminder';
import { HoldUntilSettled, Settled, useSettled } from '../shared/HoldUntilSettled';
import { SecuritySection } from '../verification/SecuritySection';
import { AccountPanel } from './AccountPanel';
import { PendingWithdrawalBanner } from './PendingWithdrawalBanner';
import { useAccountMenu } from './hooks';

/** What may add a line above the account's card or above its details: the page is shown once each knows (nothing moves as they come). */
const ACCOUNT_PAGE_PARTS = ['wallet', 'documents', 'twoFactor', 'break'] as const;

export const AccountPage = () => {
  const { t } = useTranslation('wallet');
  return (
    <section className="page" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <HoldUntilSettled parts={ACCOUNT_PAGE_PARTS} placeholder={<div className="skeleton skeleton--account" aria-hidden="true" />}>
        <AccountContent />
      </HoldUntilSettled>
    </section>
  );
};

const AccountContent = () => {
  const { t } = useTranslation('wallet');
  const menu = useAccountMenu();
  // The pending withdrawal's banner and the redeem panel come with the balances and the loyalty profile.
  useSettled('wallet', menu?.answered === true);
  return (
    <>
      <PendingWithdrawalBanner />
      <DocumentAlert>{(documentStatus) => <TwoFactorReminder documentStatus={documentStatus} />}</DocumentAlert>
      {menu !== null ? (
        <>
          <div className="card">
            <AccountPanel menu={menu} onAccountPage />
          </div>
          {/* Issue 22: the bonus apart from real money, with its wagering; its services load beside the page. */}
          <Suspense fallback={null}>
            <RequireContext context="bonus">
              <BonusPanel />
            </RequireContext>
          </Suspense>
          <Redemption />
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
    </>
  );
};

/** PS-04: points become bonus money, an offer a break pauses (the platform refuses it too); not shown on a break. */
const Redemption = () => (
  <WithBreakStanding>
    {(standing) =>
      standing.status === 'unknown' ? null : (
        <>
          <Settled part="break" />
          {standing.status === 'none' ? <RedeemPoints /> : null}
        </>
      )
    }
  </WithBreakStanding>
);
