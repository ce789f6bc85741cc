import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { AccountMenuView } from '../../application/wallet/account-menu-service';
import { showWalletHeading } from '../../domain/wallet';
import { useAccountMenu, useLogoutService } from '../shared/services';
import { useIsDesktop } from '../shared/use-media-query';
import { LoyaltySummary } from '../loyalty/LoyaltySummary';
import { NotificationBadge } from './NotificationBadge';
import { WalletSummary } from './WalletSummary';

/** WAL-01: the player's name and balance; opens onto the wallet, loyalty, cashier shortcuts and logout. */
export const AccountMenu = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const menu = useAccountMenu();
  const isDesktop = useIsDesktop();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (menu === null) return null;
  return (
    <div className="account-menu" ref={container}>
      <button
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t('account.menu')}: ${menu.displayName}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="account-menu__name" data-testid="display-name">
          {menu.displayName}
        </span>
        {showWalletHeading({ isDesktop, amountKnown: menu.balance !== null, forced: false }) ? (
          <span className="account-menu__heading">{t('wallet.balance')}</span>
        ) : null}
        <span
          className={`account-menu__balance account-menu__balance--${menu.balanceStatus}`}
          data-testid="header-balance"
          title={menu.balanceStatus === 'stale' ? t('wallet.stale') : menu.balanceStatus === 'unavailable' ? t('wallet.unavailable') : undefined}
        >
          {menu.balance ?? (menu.balanceStatus === 'unavailable' ? '—' : '…')}
        </span>
        <NotificationBadge menu={menu} />
      </button>
      {open ? (
        <div id={panelId} className="account-menu__panel" role="region" aria-label={t('account.menu')}>
          <AccountPanel menu={menu} />
        </div>
      ) : null}
    </div>
  );
};

/** The body of the account menu, also shown on the account page. */
export const AccountPanel = ({ menu, onAccountPage = false }: { readonly menu: AccountMenuView; readonly onAccountPage?: boolean }) => {
  const { t } = useTranslation();
  const logout = useLogoutService();
  const [busy, setBusy] = useState(false);
  return (
    <div className="account-panel">
      <p className="account-panel__greeting">{t('account.greeting', { name: menu.displayName })}</p>
      <WalletSummary menu={menu} forceHeading />
      <LoyaltySummary loyalty={menu.loyalty} />
      <div className="account-panel__actions">
        {menu.shortcuts.deposit ? (
          <Link className="button button--primary" to="/account/cashier/deposit">
            {t('wallet.deposit')}
          </Link>
        ) : null}
        {menu.shortcuts.withdraw ? (
          <Link className="button button--secondary" to="/account/cashier/withdraw">
            {t('wallet.withdraw')}
          </Link>
        ) : null}
      </div>
      <div className="account-panel__footer">
        {onAccountPage ? <span /> : <Link to="/account">{t('account.title')}</Link>}
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await logout.logout();
            setBusy(false);
          }}
        >
          {t('logout.button')}
        </button>
      </div>
    </div>
  );
};
