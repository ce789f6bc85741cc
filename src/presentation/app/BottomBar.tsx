import { useTranslation } from 'react-i18next';
import { loginPath } from '../../domain/session';
import { NavLink } from 'react-router-dom';
import { useSession } from '../session/hooks';
import { useSiteConfig } from '../shared/hooks';

/** MENU-03: the mobile bottom bar, at most five items. */
export const BOTTOM_BAR_LIMIT = 5;

export const BottomBar = () => {
  const { t } = useTranslation('app');
  const session = useSession();
  const config = useSiteConfig();
  const authenticated = session.status === 'authenticated';
  const items = [
    { to: '/', label: t('nav.home'), icon: '⌂', end: true },
    ...(authenticated && config.isCashierDepositEnabled ? [{ to: '/account/cashier/deposit', label: t('wallet.deposit', { ns: 'wallet' }), icon: '+', end: false }] : []),
    authenticated
      ? { to: '/account', label: t('nav.account'), icon: '☺', end: false }
      : { to: loginPath('/'), label: t('nav.login'), icon: '→', end: false },
  ].slice(0, BOTTOM_BAR_LIMIT);
  return (
    <nav className="bottom-bar" aria-label={t('nav.bottom')}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className="bottom-bar__item">
          <span aria-hidden="true" className="bottom-bar__icon">
            {item.icon}
          </span>
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
};
