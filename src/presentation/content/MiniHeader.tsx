import { useTranslation } from 'react-i18next';
import { forDevice, menuEntries } from '../../domain/content';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { useSession } from '../session/hooks';
import { useSiteConfig } from '../shared/hooks';
import { useDevice, useSiteChrome } from './hooks';
import { MenuLink } from './MenuLink';

/**
 * The top strip (miniHeader): the language menu for logged-out players (MENU-05) and the links the
 * content gives (help). The language menu stands first, so links arriving later move nothing.
 */
export const MiniHeader = () => {
  const { t } = useTranslation('content');
  const chrome = useSiteChrome();
  const session = useSession();
  const device = useDevice();
  const config = useSiteConfig();
  const items = chrome.status === 'ready' ? forDevice(chrome.page.regions.miniHeader, device) : [];
  const languageMenuShown = session.status !== 'authenticated' && (chrome.status !== 'ready' || items.some((item) => item.type === 'functional' && item.name === 'language-menu'));
  return (
    <nav className="mini-header" aria-label={t('content.miniHeader')}>
      <div className="mini-header__start">{languageMenuShown ? <LanguageMenu /> : null}</div>
      <ul className="mini-header__links">
        {menuEntries(items, config.dynamicCardsEnabled).map((entry) => (
          <li key={entry.id}>
            <MenuLink entry={entry} className="mini-header__link" />
          </li>
        ))}
      </ul>
    </nav>
  );
};
