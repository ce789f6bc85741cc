import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { forDevice, menuEntry, type ContentItem } from '../../domain/content';
import { useSiteConfig } from '../shared/hooks';
import { ContentBlock } from './ContentBlock';
import { useDevice } from './hooks';
import { MenuIcon } from './MenuIcon';
import { MenuLink } from './MenuLink';
import { SectionView } from './SectionView';
import { Slideshow } from './Slideshow';

/** One item of a page's main content, by its type (CMS-01); items meant for another device are left out. */
export const ContentItems = ({ items, asTiles = false }: { readonly items: readonly ContentItem[]; readonly asTiles?: boolean }) => {
  const device = useDevice();
  return (
    <>
      {forDevice(items, device).map((item) => (
        <ContentItemView key={item.id} item={item} asTile={asTiles} />
      ))}
    </>
  );
};

const ContentItemView = ({ item, asTile }: { readonly item: ContentItem; readonly asTile: boolean }) => {
  const { t } = useTranslation('content');
  const config = useSiteConfig();
  switch (item.type) {
    case 'slideshow':
      return <Slideshow slideshow={item} />;
    case 'section':
      return <SectionView section={item} />;
    case 'content_block':
      return <ContentBlock block={item} headingLevel={asTile ? 3 : 2} />;
    case 'slide':
      // A slide outside a slideshow: a slideshow of one.
      return <Slideshow slideshow={{ ...item, type: 'slideshow', title: item.title, slides: [item] }} />;
    case 'functional':
      return item.name === 'jackpot-ticker' ? (
        <Link className="jackpot-ticker" to="/casino/jackpots">
          <span aria-hidden="true">◆</span> {t('content.jackpots')}
        </Link>
      ) : null;
    default: {
      const entry = menuEntry(item, config.dynamicCardsEnabled);
      if (entry === null) return null;
      return (
        <MenuLink entry={entry} className={asTile ? 'tile' : 'content-link'}>
          <MenuIcon name={entry.icon} className="tile__icon" />
          <span className="tile__title">{entry.title}</span>
        </MenuLink>
      );
    }
  }
};
