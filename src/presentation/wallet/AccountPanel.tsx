import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountMenuView } from '../../application/wallet/account-menu-service';
import { LoyaltySummary } from '../loyalty/LoyaltySummary';
import { useLogoutService } from '../session/hooks';
import { useBusy } from '../shared/use-busy';
import { WalletSummary } from './WalletSummary';
import { OffDuringBreak } from '../safer-gambling/break-standing';

/** The body of the account menu, also shown on the account page. */
export const AccountPanel = ({ menu, onAccountPage = false }: { readonly menu: AccountMenuView; readonly onAccountPage?: boolean }) => {
  const { t } = useTranslation('wallet');
  const logout = useLogoutService();
  const [busy, whileBusy] = useBusy();
  return (
    <div className="account-panel">
      <p className="account-panel__greeting">{t('account.greeting', { name: menu.displayName })}</p>
      <WalletSummary menu={menu} forceHeading />
      <LoyaltySummary loyalty={menu.loyalty} />
      <div className="account-panel__actions">
        {menu.shortcuts.deposit ? (
          <OffDuringBreak>
            <Link className="button button--primary" to="/account/cashier/deposit">
              {t('wallet.deposit')}
            </Link>
          </OffDuringBreak>
        ) : null}
        {menu.shortcuts.withdraw ? (
          <Link className="button button--secondary" to="/account/cashier/withdraw">
            {t('wallet.withdraw')}
          </Link>
        ) : null}
      </div>
      <div className="account-panel__footer">
        <span className="account-panel__links">
          {onAccountPage ? null : <Link to="/account">{t('account.title')}</Link>}
          <Link to="/account/messages">{t('notifications.label')}</Link>
          <Link to="/safer-gambling">{t('footer.saferGambling', { ns: 'app' })}</Link>
        </span>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          // A failure is shown as a notice by the service; the panel only waits for it.
          onClick={() => void whileBusy(() => logout.logout())}
        >
          {t('logout.button', { ns: 'session' })}
        </button>
      </div>
    </div>
  );
};
