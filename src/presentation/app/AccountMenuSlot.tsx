import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lazyPart } from '../shared/lazy-part';

/** If the menu's chunk cannot load, the player still reaches their account (and its log out button). */
const AccountLink = () => {
  const { t } = useTranslation('app');
  return (
    <Link className="button button--secondary" to="/account">
      {t('nav.account')}
    </Link>
  );
};

/** The wallet's account menu, in a chunk of its own: only players need it, so a visitor's home page never downloads it. */
export const accountMenu = lazyPart(() => import('../wallet/AccountMenu').then((module) => module.AccountMenu), AccountLink);

export const AccountMenuSlot = () => <accountMenu.Part fallback={<span className="account-menu__placeholder" aria-hidden="true" />} />;
