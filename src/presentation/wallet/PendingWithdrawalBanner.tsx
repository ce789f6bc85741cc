import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../domain/wallet';
import { useAccountMenu } from './hooks';
import { WithWallet } from './WithWallet';

/** WAL-08: shown while a withdrawal is pending. */
export const PendingWithdrawalBanner = () => {
  const { t, i18n } = useTranslation('wallet');
  const menu = useAccountMenu();
  if (menu?.pendingWithdrawal == null) return null;
  return (
    <aside className="banner banner--info" aria-label={t('wallet.managePending')}>
      <span>{t('wallet.pendingWithdrawal', { amount: formatMoney(menu.pendingWithdrawal, i18n.language) })}</span>{' '}
      <Link to="/account/cashier/withdraw/manage-pending">{t('wallet.managePending')}</Link>
    </aside>
  );
};

/** The banner where the page itself does not need the wallet (the home page): it comes once the wallet is in. */
export const PendingWithdrawalOnHome = () => (
  <WithWallet>
    <PendingWithdrawalBanner />
  </WithWallet>
);
