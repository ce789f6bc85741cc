import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { CARD_ONLY } from '../../domain/cashier';
import { useWithdrawOptions, useWithdrawOptionsService } from './hooks';

/**
 * CASH-04: the ways to withdraw: the card always, a bank transfer and a transfer to a player only
 * when offered, and the pending withdrawals. Until the groups are known only the card is shown, so a
 * way the player may not have is never offered, even for a moment.
 */
export const WithdrawNav = () => {
  const { t } = useTranslation('cashier');
  const state = useWithdrawOptions();
  const retry = useWithdrawOptionsService();
  const options = state?.status === 'loaded' ? state.value : CARD_ONLY;
  return (
    <nav className="cashier-nav" aria-label={t('cashier.withdrawOptions')}>
      <ul className="cashier-nav__list">
        <li>
          <NavLink to="/account/cashier/withdraw" end>
            {t('cashier.card')}
          </NavLink>
        </li>
        {options.bankTransfer ? (
          <li>
            <NavLink to="/account/cashier/withdraw/cbt">{t('cashier.bankTransferTitle')}</NavLink>
          </li>
        ) : null}
        {options.playerTransfer ? (
          <li>
            <NavLink to="/account/cashier/withdraw/ttp">{t('cashier.playerTransferTitle')}</NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to="/account/cashier/withdraw/manage-pending">{t('cashier.pending')}</NavLink>
        </li>
      </ul>
      {state?.status === 'loading' ? (
        <p className="cashier-nav__status" role="status">
          {t('cashier.optionsLoading')}
        </p>
      ) : null}
      {state?.status === 'failed' ? (
        <p className="cashier-nav__status" role="alert">
          {t('cashier.optionsFailed')}{' '}
          <button type="button" className="button button--ghost" onClick={() => retry.retry()}>
            {t('cashier.retry')}
          </button>
        </p>
      ) : null}
    </nav>
  );
};
