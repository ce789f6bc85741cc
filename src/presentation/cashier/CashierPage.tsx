import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { cashierPageOf, isOffered, type CashierPage as Page } from '../../domain/cashier';
import { EmbeddedAppFrame } from '../embedded/EmbeddedAppFrame';
import { WithBreakStanding } from '../safer-gambling/break-standing';
import { useSiteConfig } from '../shared/hooks';
import { PendingWithdrawalBanner } from '../wallet/PendingWithdrawalBanner';
import { WithdrawBlockedBanner } from '../verification/WithdrawBlockedBanner';
import { useWithdrawOptions } from './hooks';
import { WithdrawNav } from './WithdrawNav';
import './cashier.css';

const titleKey = (page: Page): string => {
  if (page.operation === 'deposit') return 'cashier.depositTitle';
  if (page.page === 'cbt') return 'cashier.bankTransferTitle';
  if (page.page === 'ttp') return 'cashier.playerTransferTitle';
  return 'cashier.withdrawTitle';
};

/** What the frame shows, for its name: a deposit's method page has a title of its own (CSH-01). */
const frameTitleKey = (page: Page): string => {
  if (page.operation === 'deposit') return page.method === 'bank' ? 'cashier.depositBankTitle' : page.method === 'ewallet' ? 'cashier.depositWalletTitle' : 'cashier.depositTitle';
  return titleKey(page);
};

/**
 * CASH-01: `/account/cashier/deposit` and `/account/cashier/withdraw[/cbt|/ttp]`, the legacy
 * application's cashier in the site's frame, under the site's own heading and (to withdraw) the ways
 * to withdraw of CASH-04. One page for every cashier path, so that the frame's own moves between
 * them, which the address follows, do not load the frame again.
 */
export const CashierPage = () => {
  const { t } = useTranslation('cashier');
  const { pathname } = useLocation();
  const page = cashierPageOf(pathname);
  if (page === null) return <Navigate to="/error/not-found" replace />;
  const title = t(titleKey(page));
  return (
    <section className="page cashier" aria-labelledby="cashier-title">
      <h1 id="cashier-title">{title}</h1>
      {page.operation === 'withdraw' ? (
        <>
          <WithdrawNav />
          <PendingWithdrawalBanner />
          <WithdrawBlockedBanner />
        </>
      ) : null}
      <CashierBody page={page} title={t(frameTitleKey(page))} />
    </section>
  );
};

/** PS-04: during a break the deposit form is not offered; withdrawals and history stay. */
const DepositPaused = () => {
  const { t } = useTranslation('cashier');
  return (
    <div className="break-note" data-testid="deposit-paused">
      <p>{t('cashier.depositPaused')}</p>
      <Link to="/account/cashier/withdraw">{t('cashier.toWithdraw')}</Link> · <Link to="/safer-gambling">{t('cashier.yourBreak')}</Link>
    </div>
  );
};

const CashierBody = ({ page, title }: { readonly page: Page; readonly title: string }) => {
  const { t } = useTranslation('cashier');
  const config = useSiteConfig();
  const options = useWithdrawOptions();
  if (page.operation === 'deposit' && !config.isCashierDepositEnabled) return <p>{t('cashier.depositDisabled')}</p>;
  if (page.operation === 'withdraw' && !config.isCashierWithdrawalEnabled) return <p>{t('cashier.withdrawDisabled')}</p>;
  const frame = <EmbeddedAppFrame area="cashier" title={`${t('cashier.frameTitle')}: ${title}`} />;
  if (page.operation === 'deposit') return <WithBreakStanding>{(standing) => (standing.status === 'on-break' ? <DepositPaused /> : frame)}</WithBreakStanding>;
  if (page.page === 'card') return frame;
  // A bank transfer or a transfer to a player: only once CASH-04 says the player has it (the nav says why not yet).
  if (options?.status !== 'loaded') return null;
  if (isOffered(page.page, options.value)) return frame;
  return (
    <div role="alert" className="cashier__unavailable">
      <p>{t('cashier.notOffered')}</p>
      <Link to="/account/cashier/withdraw">{t('cashier.backToWithdraw')}</Link>
    </div>
  );
};
