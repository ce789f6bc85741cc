import { forDevice, menuEntries, type SectionItem } from '../../domain/content';
import { useSiteConfig } from '../shared/hooks';
import { ActionRows } from './ActionRows';
import { ContentItems } from './ContentItems';
import { useDevice } from './hooks';
import { MenuIcon } from './MenuIcon';
import { MenuLink } from './MenuLink';
import { GameRail } from '../games/GameRail';

const categoryHref = (games: NonNullable<SectionItem['games']>): string =>
  games.subCategory === null ? `/casino/${games.category}` : `/casino/${games.category}/${games.subCategory}`;

/** A section: a rail of a category's games, a grid of items, action rows, or a list of links. */
export const SectionView = ({ section }: { readonly section: SectionItem }) => {
  const config = useSiteConfig();
  const device = useDevice();
  if (section.games !== null) {
    if (section.games.gameList.length === 0) return null;
    return <GameRail title={section.title} games={section.games.gameList} moreHref={categoryHref(section.games)} />;
  }
  const items = forDevice(section.items, device);
  if (items.length === 0) return null;
  const heading = section.title === '' ? null : <h2 className="section__title">{section.title}</h2>;
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
                  <span>{entry.title}</span>
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
