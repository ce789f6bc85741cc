import { useTranslation } from 'react-i18next';
import { HOME_SLUG } from '../../application/content/tokens';
import { dependsOnLocation, forDevice, visiblePage, type ContentPage, type SectionItem } from '../../domain/content';
import { useSession } from '../session/hooks';
import { ActionRows } from './ActionRows';
import { useContentService, useDevice, useSiteChrome } from './hooks';

/**
 * The page whose accountMenu region the actions come from: the site's chrome once shown, or, while it
 * waits for the player's location, the page as the site already holds it when that region has no
 * region's rule (a player's view of it, before any break is known).
 */
const useActionsPage = (): ContentPage | null => {
  const chrome = useSiteChrome();
  const known = useContentService().known(HOME_SLUG);
  if (chrome.status === 'ready') return chrome.page;
  if (chrome.status !== 'loading' || known === null || dependsOnLocation(known, ['accountMenu'])) return null;
  return visiblePage(known, { loggedIn: true, location: null, onBreak: false });
};

/**
 * The accountMenu region for a logged-in player: their quick actions in rows (MENU-06). Shown already
 * while a returning player's session is being restored and while the lobby waits for the location
 * (the same actions for every player), so the lobby does not move down when either arrives.
 */
export const PlayerActions = () => {
  const { t } = useTranslation('content');
  const session = useSession();
  const page = useActionsPage();
  const device = useDevice();
  if (session.status === 'visitor' || page === null) return null;
  const sections = forDevice(page.regions.accountMenu, device).filter((item): item is SectionItem => item.type === 'section');
  if (sections.length === 0) return null;
  return (
    <section className="player-actions" aria-label={t('content.playerActions')}>
      {sections.map((section) => (
        <ActionRows key={section.id} items={forDevice(section.items, device)} columns={section.columns} />
      ))}
    </section>
  );
};
