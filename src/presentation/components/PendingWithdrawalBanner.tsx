import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pendingWithdrawal } from '../../domain/wallet/display';
import { useWalletService } from '../hooks/services';
import { useObservable } from '../hooks/use-observable';
import { useFormatMoney } from './use-money';

/** WAL-08: shown while a withdrawal is pending. */
export const PendingWithdrawalBanner = () => {
  const { t } = useTranslation();
  const wallet = useWalletService();
  const state = useObservable(wallet.balances$, null);
  const format = useFormatMoney();
  const pending = state?.value ? pendingWithdrawal(state.value) : null;
  if (pending === null) return null;
  return (
    <aside className="banner banner--info" aria-label={t('wallet.managePending')}>
      <span>{t('wallet.pendingWithdrawal', { amount: format(pending) })}</span>{' '}
      <Link to="/account/cashier/withdraw/manage-pending">{t('wallet.managePending')}</Link>
    </aside>
  );
};
