import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountMenuView } from '../../application/wallet/account-menu-service';
import { formatMoney, showWalletHeading } from '../../domain/wallet';
import { useIsDesktop } from '../shared/use-media-query';

/** WAL-04 to WAL-07: the wallet rows of the account menu. */
export const WalletSummary = ({ menu, forceHeading = false }: { readonly menu: AccountMenuView; readonly forceHeading?: boolean }) => {
  const { t, i18n } = useTranslation('wallet');
  const isDesktop = useIsDesktop();
  if (menu.balanceStatus === 'loading' || menu.balanceStatus === 'unavailable') {
    return (
      <p className="wallet__status" role="status">
        {menu.balanceStatus === 'loading' ? t('wallet.loading') : t('wallet.unavailable')}
      </p>
    );
  }
  const showHeading = showWalletHeading({ isDesktop, amountKnown: menu.balance !== null, forced: forceHeading });
  return (
    <div className="wallet">
      <dl className="wallet__rows">
        {menu.rows.map((row) => (
          <div key={row.balanceType} className={`wallet__row wallet__row--${row.kind}`} data-balance-type={row.balanceType}>
            <dt className={row.kind === 'balance' && !showHeading ? 'visually-hidden' : undefined} title={row.tooltips.map((key) => t(key)).join(' ')}>
              {t(row.heading)}
            </dt>
            <dd className="wallet__amount">{formatMoney(row.amount, i18n.language)}</dd>
          </div>
        ))}
      </dl>
      {/* Issue 22: real money and bonus money apart, and the way to the bonus's wagering. */}
      {menu.rows.some((row) => row.balanceType === 'Bonus') ? (
        <Link className="wallet__bonus-link" to="/account#bonus">
          {t('wallet.bonusLink')}
        </Link>
      ) : null}
      {menu.balanceStatus === 'stale' ? (
        <p className="wallet__stale" role="status">
          {t('wallet.stale')}
        </p>
      ) : null}
    </div>
  );
};
