import { useTranslation } from 'react-i18next';
import { forDevice, type SectionItem } from '../../domain/content';
import { useSession } from '../session/hooks';
import { ActionRows } from './ActionRows';
import { useDevice, useSiteChrome } from './hooks';

/** The accountMenu region for a logged-in player: their quick actions in rows (MENU-06). */
export const PlayerActions = () => {
  const { t } = useTranslation('content');
  const session = useSession();
  const chrome = useSiteChrome();
  const device = useDevice();
  if (session.status !== 'authenticated' || chrome.status !== 'ready') return null;
  const sections = forDevice(chrome.page.regions.accountMenu, device).filter((item): item is SectionItem => item.type === 'section');
  if (sections.length === 0) return null;
  return (
    <section className="player-actions" aria-label={t('content.playerActions')}>
      {sections.map((section) => (
        <ActionRows key={section.id} items={forDevice(section.items, device)} columns={section.columns} />
      ))}
    </section>
  );
};
