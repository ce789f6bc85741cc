import type { ContentItem, Device } from './content';
import { linkOf } from './links';

/** MENU-02: a channel menu shows 8 items on desktop and 4 on the mobile bar. */
export const CHANNEL_MENU_LIMIT: Readonly<Record<Device, number>> = { Desktop: 8, Mobile: 4 };

/** MENU-03: the mobile bottom bar shows at most 5 items. */
export const BOTTOM_BAR_LIMIT = 5;

/** MENU-04: overlays use 6 columns on desktop and 3 on mobile. */
export const OVERLAY_COLUMNS: Readonly<Record<Device, number>> = { Desktop: 6, Mobile: 3 };

/** MENU-06: player-info action rows hold 1 to 4 buttons, two by default. */
export const DEFAULT_ACTION_COLUMNS = 2;
export const actionColumns = (columns: number | null): number =>
  columns === null || !Number.isInteger(columns) ? DEFAULT_ACTION_COLUMNS : Math.min(4, Math.max(1, columns));

/** Action rows of at most `actionColumns(columns)` buttons each. */
export const actionRows = <T>(actions: readonly T[], columns: number | null): readonly (readonly T[])[] => {
  const perRow = actionColumns(columns);
  const rows: T[][] = [];
  for (let start = 0; start < actions.length; start += perRow) rows.push(actions.slice(start, start + perRow));
  return rows;
};

export const channelMenuItems = <T>(items: readonly T[], device: Device): readonly T[] => items.slice(0, CHANNEL_MENU_LIMIT[device]);

export const bottomBarItems = <T>(items: readonly T[]): readonly T[] => items.slice(0, BOTTOM_BAR_LIMIT);

const LIVE_LINK = /^\/(casino\/)?(live-casino|live-dealer)(\/|$)/;

/**
 * MENU-01: live casino and live dealer links are disabled when dynamic cards are off. A link is live
 * when it leads to `/live-casino` or `/live-dealer`, or their categories under `/casino/` (or a page under them).
 */
export const isLinkDisabled = (href: string | null, dynamicCardsEnabled: boolean): boolean =>
  !dynamicCardsEnabled && href !== null && LIVE_LINK.test(href);

/** A menu entry ready to show: its title, where it goes, and whether it can be followed. */
export interface MenuEntry {
  readonly id: string;
  readonly title: string;
  readonly href: string | null;
  readonly icon: string | null;
  readonly disabled: boolean;
}

export const menuEntry = (item: ContentItem, dynamicCardsEnabled: boolean): MenuEntry | null => {
  if (item.type === 'functional' || item.type === 'slideshow' || item.type === 'slide' || item.type === 'content_block' || item.type === 'section') return null;
  const href = linkOf(item);
  const icon = item.type === 'custom_menu' || item.type === 'marketing_page' ? item.icon : null;
  return { id: item.id, title: item.title, href, icon, disabled: isLinkDisabled(href, dynamicCardsEnabled) };
};

export const menuEntries = (items: readonly ContentItem[], dynamicCardsEnabled: boolean): readonly MenuEntry[] =>
  items.flatMap((item) => {
    const entry = menuEntry(item, dynamicCardsEnabled);
    return entry === null ? [] : [entry];
  });
