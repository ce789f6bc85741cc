import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginPath } from '../../domain/session';
import { useSession } from '../session/hooks';
import { AccountMenu } from '../wallet/AccountMenu';
import { LanguageMenu } from '../i18n/LanguageMenu';

export const Header = () => {
  const { t } = useTranslation('app');
  const session = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <header className="header">
      <Link to="/" className="header__logo" aria-label={t('app.name')}>
        <span className="header__logo-mark" aria-hidden="true">
          ◆
        </span>
        <span className="header__logo-text">{t('app.name')}</span>
      </Link>
      <div className="header__end">
        {session.status === 'authenticated' ? (
          <AccountMenu />
        ) : (
          <>
            <LanguageMenu />
            {session.status === 'visitor' && location.pathname !== '/login' ? (
              <Link className="button button--primary" to={loginPath(here)}>
                {t('nav.login')}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
};
