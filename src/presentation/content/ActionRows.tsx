import { actionRows, menuEntries, type ContentItem } from '../../domain/content';
import { useSiteConfig } from '../shared/hooks';
import { MenuIcon } from './MenuIcon';
import { MenuLink } from './MenuLink';
import { RichText } from './RichText';

/** MENU-06: player-info actions in rows of 1 to 4 buttons, two by default. */
export const ActionRows = ({ items, columns }: { readonly items: readonly ContentItem[]; readonly columns: number | null }) => {
  const config = useSiteConfig();
  const rows = actionRows(menuEntries(items, config.dynamicCardsEnabled), columns);
  return (
    <div className="action-rows">
      {rows.map((row) => (
        <div key={row.map((entry) => entry.id).join(' ')} className={`action-row action-row--${row.length}`} data-columns={row.length}>
          {row.map((entry) => (
            <MenuLink key={entry.id} entry={entry} className="button button--secondary action-row__button">
              <MenuIcon name={entry.icon} className="action-row__icon" />
              <span>
                <RichText text={entry.title} inline links={false} />
              </span>
            </MenuLink>
          ))}
        </div>
      ))}
    </div>
  );
};
