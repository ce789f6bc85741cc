import { forDevice, menuEntries, menuEntry, plainTextOf, type ContentItem, type PromotionItem, type SectionItem } from '../../domain/content';
import type { Game } from '../../domain/games';
import { ActionRows } from './ActionRows';
import { useSiteConfig } from '../shared/hooks';
import { lazyPart } from '../shared/lazy-part';
import { ContentBlock } from './ContentBlock';
import { JackpotTicker } from './JackpotTicker';
import { useDevice } from './hooks';
import { MenuIcon } from './MenuIcon';
import { MenuLink } from './MenuLink';
import { RichText } from './RichText';
import { Slideshow } from './Slideshow';

// Items hold sections and sections hold items: the two are written together.

interface RailProps {
  readonly title: string;
  readonly games: readonly Game[];
  readonly moreHref: string;
}

/**
 * The games context's rail (cards, badges, stars, jackpots), in a chunk of its own: the home page's
 * first script stays small, and the hero, not the rails, is what paints first. Until it is in, a
 * box of a rail's height stands in; a chunk that fails to load leaves the rails out, not the page.
 */
export const gameRail = lazyPart<RailProps>(() => import('../games/GameRail').then((module) => module.GameRail), () => null);

/**
 * CNT-03: offer cards, in a chunk of their own: only content section pages hold them, and the home
 * page's first script has no room. A landing on such a page loads it before the first render
 * (`loadPageFor`), so the painted cards are not replaced by the box that stands in.
 */
export const promotionCard = lazyPart<{ readonly promotion: PromotionItem }>(() => import('./PromotionCard').then((module) => module.PromotionCard), () => null);

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
  const config = useSiteConfig();
  const device = useDevice();
  switch (item.type) {
    case 'slideshow':
      return <Slideshow slideshow={{ ...item, slides: item.slides.filter((slide) => slide.devices.length === 0 || slide.devices.includes(device)) }} />;
    case 'section':
      return <SectionView section={item} />;
    case 'content_block':
      return <ContentBlock block={item} headingLevel={asTile ? 3 : 2} />;
    case 'slide':
      // A slide outside a slideshow: a slideshow of one.
      return <Slideshow slideshow={{ ...item, type: 'slideshow', title: item.title, slides: [item] }} />;
    case 'functional':
      return item.name === 'jackpot-ticker' ? <JackpotTicker /> : null;
    case 'promotion':
      return <promotionCard.Part promotion={item} fallback={<div className="promotion skeleton" aria-hidden="true" />} />;
    default: {
      const entry = menuEntry(item, config.dynamicCardsEnabled);
      if (entry === null) return null;
      return (
        <MenuLink entry={entry} className={asTile ? 'tile' : 'content-link'}>
          <MenuIcon name={entry.icon} className="tile__icon" />
          <span className="tile__title">
            <RichText text={entry.title} inline links={false} />
          </span>
        </MenuLink>
      );
    }
  }
};

const categoryHref = (games: NonNullable<SectionItem['games']>): string =>
  games.subCategory === null ? `/casino/${games.category}` : `/casino/${games.category}/${games.subCategory}`;

/** A section: a rail of a category's games, a grid of items, action rows, or a list of links. */
export const SectionView = ({ section }: { readonly section: SectionItem }) => {
  const config = useSiteConfig();
  const device = useDevice();
  if (section.games !== null) {
    if (section.games.gameList.length === 0) return null;
    return (
      <gameRail.Part title={plainTextOf(section.title)} games={section.games.gameList} moreHref={categoryHref(section.games)} fallback={<div className="skeleton skeleton--rail" aria-hidden="true" />} />
    );
  }
  const items = forDevice(section.items, device);
  if (items.length === 0) return null;
  const heading = section.title === '' ? null : (
      <h2 className="section__title">
        <RichText text={section.title} inline />
      </h2>
    );
  switch (section.layout) {
    case 'actions':
      return (
        <section className="section section--actions">
          {heading}
          <ActionRows items={items} columns={section.columns} />
        </section>
      );
    case 'links':
      return (
        <section className="section section--links">
          {heading}
          <ul className="link-list">
            {menuEntries(items, config.dynamicCardsEnabled).map((entry) => (
              <li key={entry.id}>
                <MenuLink entry={entry} className="link-list__link">
                  <MenuIcon name={entry.icon} className="link-list__icon" />
                  <span>
                    <RichText text={entry.title} inline links={false} />
                  </span>
                </MenuLink>
              </li>
            ))}
          </ul>
          <ContentItems items={items.filter((item) => item.type === 'functional' || item.type === 'content_block')} />
        </section>
      );
    default:
      return (
        <section className={`section section--${section.layout}`}>
          {heading}
          <div className="section__grid">
            <ContentItems items={items} asTiles />
          </div>
        </section>
      );
  }
};
