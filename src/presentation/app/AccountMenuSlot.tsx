import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lazyPart } from '../shared/lazy-part';
import { loadEnglishPageMessages } from './i18n';

/** If the menu's chunk cannot load, the player still reaches their account (and its log out button). */
const AccountLink = () => {
  const { t } = useTranslation('app');
  return (
    <Link className="button button--secondary" to="/account">
      {t('nav.account')}
    </Link>
  );
};

const placeholder = <span className="account-menu__placeholder" aria-hidden="true" />;

/**
 * The wallet's account menu, in a chunk of its own with the wallet's services and words: only
 * players need them, so a visitor's page never downloads them and a player's first paint does not wait.
 */
export const accountMenu = lazyPart(
  () => Promise.all([import('../wallet/AccountMenu'), loadEnglishPageMessages()]).then(([module]) => module.AccountMenu),
  AccountLink,
);

export const AccountMenuSlot = () => (
  <accountMenu.Part fallback={placeholder} placeholder={placeholder} failed={<AccountLink />} />
);
