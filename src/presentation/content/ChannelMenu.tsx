import { useTranslation } from 'react-i18next';
import { channelMenuItems, forDevice, menuEntries, menuEntry, type ContentItem, type Device } from '../../domain/content';
import { useSiteConfig } from '../shared/hooks';
import { CategoriesOverlay } from './CategoriesOverlay';
import type { OverlayGroup } from './overlay-groups';
import { useDevice, useSiteChrome } from './hooks';
import { MenuIcon } from './MenuIcon';
import { MenuLink } from './MenuLink';
import { RichText } from './RichText';

const overlayGroups = (items: readonly ContentItem[], device: Device, dynamicCardsEnabled: boolean): readonly OverlayGroup[] =>
  items.flatMap((item) => {
    const entry = menuEntry(item, dynamicCardsEnabled);
    if (entry === null) return [];
    return [{ entry, children: item.type === 'custom_menu' ? menuEntries(forDevice(item.items, device), dynamicCardsEnabled) : [] }];
  });

/**
 * The channel menu (channelHeader): 8 items on desktop, 4 on the mobile bar (MENU-02), live links
 * disabled without dynamic cards (MENU-01), and every channel in the "all categories" overlay. The
 * bar keeps its height while the menu loads, so nothing below it moves.
 */
export const ChannelMenu = () => {
  const { t } = useTranslation('content');
  const chrome = useSiteChrome();
  const device = useDevice();
  const config = useSiteConfig();
  const items = chrome.status === 'ready' ? forDevice(chrome.page.regions.channelHeader, device) : [];
  // Only what can show as a link counts towards the limit.
  const entries = channelMenuItems(menuEntries(items, config.dynamicCardsEnabled), device);
  return (
    <nav className="channel-menu" aria-label={t('content.channelMenu')}>
      {entries.length === 0 ? null : (
        <>
          <ul className="channel-menu__list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <MenuLink entry={entry} className="channel-menu__link">
                  <MenuIcon name={entry.icon} className="channel-menu__icon" />
                  <span>
                    <RichText text={entry.title} inline links={false} />
                  </span>
                </MenuLink>
              </li>
            ))}
          </ul>
          <CategoriesOverlay groups={overlayGroups(items, device, config.dynamicCardsEnabled)} />
        </>
      )}
    </nav>
  );
};
