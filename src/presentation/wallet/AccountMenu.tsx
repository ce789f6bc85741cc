import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { formatMoney, showWalletHeading } from '../../domain/wallet';
import { useIsDesktop } from '../shared/use-media-query';
import { AccountPanel } from './AccountPanel';
import { useAccountMenu } from './hooks';
import { NotificationBadge } from './NotificationBadge';
import { WithWallet } from './WithWallet';
import { OffDuringBreak } from '../safer-gambling/break-standing';

/** The menu once the wallet's services are in (`placeholder` until then, `failed` if they cannot load). */
export const AccountMenu = ({ placeholder, failed }: { readonly placeholder: ReactNode; readonly failed: ReactNode }) => (
  <WithWallet fallback={placeholder} failed={failed}>
    <Menu />
  </WithWallet>
);

/** WAL-01: the player's name and balance, and a deposit button beside them; opens onto the wallet, loyalty, cashier shortcuts and logout. */
const Menu = () => {
  const { t, i18n } = useTranslation('wallet');
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
        onClick={() => setOpen((value) => !value)}
      >
        {/* The accessible name is the visible text, introduced by what the button opens (WCAG 2.5.3). */}
        <span className="visually-hidden">{t('account.menu')}: </span>
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
          {menu.balance === null ? (menu.balanceStatus === 'unavailable' ? '—' : '…') : formatMoney(menu.balance, i18n.language)}
        </span>
      </button>
      <NotificationBadge menu={menu} />
      {/* PS-01: a deposit is one click away on every page, beside the balance it adds to; PS-02: not during a break. */}
      {menu.shortcuts.deposit ? (
        <OffDuringBreak keepPlace>
          <Link className="button button--primary account-menu__deposit" to="/account/cashier/deposit" data-testid="header-deposit">
            {t('wallet.deposit')}
          </Link>
        </OffDuringBreak>
      ) : null}
      {open ? (
        <div id={panelId} className="account-menu__panel" role="region" aria-label={t('account.menu')}>
          <AccountPanel menu={menu} />
        </div>
      ) : null}
    </div>
  );
};
