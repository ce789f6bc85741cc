import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { bottomBarItems, forDevice, menuEntry, type ContentItem } from '../../domain/content';
import { loginPath } from '../../domain/session';
import { useDevice, useSiteChrome } from '../content/hooks';
import { MenuIcon } from '../content/MenuIcon';
import { MenuLink } from '../content/MenuLink';
import { RichText } from '../content/RichText';
import { useSession } from '../session/hooks';
import { useSiteConfig } from '../shared/hooks';
import { useSearchRequest } from '../shared/search-request';

const BarItem = ({ item }: { readonly item: ContentItem }) => {
  const { t } = useTranslation('app');
  const session = useSession();
  const config = useSiteConfig();
  const location = useLocation();
  const search = useSearchRequest();
  if (item.type === 'functional') {
    if (item.name === 'search') {
      return (
        <button type="button" className="bottom-bar__item" onClick={search.request} aria-label={t('content.search', { ns: 'content' })}>
          <MenuIcon name="search" className="bottom-bar__icon" />
          <span>{t('content.searchShort', { ns: 'content' })}</span>
        </button>
      );
    }
    if (item.name === 'account-menu' || item.name === 'login-button') {
      return session.status === 'authenticated' ? (
        <NavLink to="/account" className="bottom-bar__item">
          <MenuIcon name="account" className="bottom-bar__icon" />
          <span>{t('nav.account')}</span>
        </NavLink>
      ) : (
        <NavLink to={loginPath(`${location.pathname}${location.search}`)} className="bottom-bar__item">
          <MenuIcon name="account" className="bottom-bar__icon" />
          <span>{t('nav.login')}</span>
        </NavLink>
      );
    }
    return null;
  }
  const entry = menuEntry(item, config.dynamicCardsEnabled);
  if (entry === null) return null;
  return (
    <MenuLink entry={entry} className="bottom-bar__item">
      <MenuIcon name={entry.icon} className="bottom-bar__icon" />
      <span>
        <RichText text={entry.title} inline links={false} />
      </span>
    </MenuLink>
  );
};

const BAR_FUNCTIONS: readonly string[] = ['search', 'account-menu', 'login-button'];
const showsInBar = (item: ContentItem, dynamicCardsEnabled: boolean): boolean =>
  item.type === 'functional' ? BAR_FUNCTIONS.includes(item.name) : menuEntry(item, dynamicCardsEnabled) !== null;

/** MENU-03: the mobile bottom bar (channelFooter), at most five items; empty, at its height, while the content loads. */
export const BottomBar = () => {
  const { t } = useTranslation('app');
  const chrome = useSiteChrome();
  const device = useDevice();
  const config = useSiteConfig();
  // Only what the bar can show counts towards its limit.
  const items = chrome.status === 'ready' ? bottomBarItems(forDevice(chrome.page.regions.channelFooter, device).filter((item) => showsInBar(item, config.dynamicCardsEnabled))) : [];
  return (
    <nav className="bottom-bar" aria-label={t('nav.bottom')}>
      {items.map((item) => (
        <BarItem key={item.id} item={item} />
      ))}
    </nav>
  );
};
