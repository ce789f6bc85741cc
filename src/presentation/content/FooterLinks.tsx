import { useTranslation } from 'react-i18next';
import { forDevice } from '../../domain/content';
import { ContentItems } from './ContentItems';
import { useDevice, useSiteChrome } from './hooks';

/** The footer region's sections (links to content pages of every type, CMS-03). */
export const FooterLinks = () => {
  const { t } = useTranslation('content');
  const chrome = useSiteChrome();
  const device = useDevice();
  if (chrome.status !== 'ready') return null;
  const items = forDevice(chrome.page.regions.footer, device);
  if (items.length === 0) return null;
  return (
    <nav className="footer-links" aria-label={t('content.footerNav')}>
      <ContentItems items={items} />
    </nav>
  );
};
