import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { DeferredContexts } from '../../application/shared/deferred-contexts';
import { SharedTokens } from '../../application/shared/tokens';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { forDevice, type FunctionalName } from '../../domain/content';
import { loginPath } from '../../domain/session';
import { useDevice, useSiteChrome } from '../content/hooks';
import { useSession } from '../session/hooks';
import { useService } from '../shared/container';
import { AccountMenuSlot } from './AccountMenuSlot';

const NoSearch = () => null;

/**
 * The search box, in a chunk of its own, with its services (the search context): the home page's
 * JavaScript stays small. A fresh lazy component per header, so the first render, here as in the
 * pre-rendered page, shows the placeholder; a chunk or context that fails to load leaves the header
 * without a search box, not broken.
 */
const loadHeaderSearch = (contexts: DeferredContexts): ComponentType =>
  lazy(() =>
    Promise.all([import('../games/HeaderSearch'), contexts.load('search')]).then(
      ([module]): { default: ComponentType } => ({ default: module.HeaderSearch }),
      (): { default: ComponentType } => ({ default: NoSearch }),
    ),
  );

/** Where the search box will be: its size, so nothing moves when it comes. */
const SearchPlaceholder = () => <span className="header__search-placeholder" aria-hidden="true" />;

/**
 * The header region: the logo, the game search, and the login button or the account menu, as the
 * content names them; until the content is in (or when it names none), all of them, in the same
 * places, so nothing moves when it arrives.
 */
export const Header = () => {
  const { t } = useTranslation('app');
  const session = useSession();
  const location = useLocation();
  const chrome = useSiteChrome();
  const device = useDevice();
  const contexts = useService<DeferredContexts>(SharedTokens.DeferredContexts);
  const [HeaderSearch] = useState(() => loadHeaderSearch(contexts));
  const here = `${location.pathname}${location.search}`;
  const named = chrome.status === 'ready' ? forDevice(chrome.page.regions.header, device).flatMap((item) => (item.type === 'functional' ? [item.name] : [])) : [];
  // A header the content says nothing about keeps its usual parts.
  const shows = (name: FunctionalName) => named.length === 0 || named.includes(name);
  return (
    <header className="header">
      <Link to="/" className="header__logo" aria-label={t('app.name')}>
        <span className="header__logo-mark" aria-hidden="true">
          ◆
        </span>
        <span className="header__logo-text">{t('app.name')}</span>
      </Link>
      <div className="header__search">
        {shows('search') ? (
          <Suspense fallback={<SearchPlaceholder />}>
            <HeaderSearch />
          </Suspense>
        ) : null}
      </div>
      <div className="header__end">
        {session.status === 'authenticated' ? (
          shows('account-menu') ? (
            <AccountMenuSlot />
          ) : null
        ) : session.status === 'visitor' && location.pathname !== '/login' && shows('login-button') ? (
          <>
            <Link className="button button--primary" to={loginPath(here)}>
              {t('nav.login')}
            </Link>
            {location.pathname === '/join' ? null : (
              <Link className="button button--secondary header__join" to="/join">
                {t('nav.join')}
              </Link>
            )}
          </>
        ) : null}
      </div>
    </header>
  );
};
