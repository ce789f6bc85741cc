import { isExcludedFrom, type GeoLocation } from '../shared/geo-filter';
import type { ContentImage, ContentItem, ContentPage, Device, RegionName, Regions } from './content';
import { REGIONS } from './content';

/** Who is looking, and from where: what decides which items show. */
export interface Audience {
  readonly loggedIn: boolean;
  /** GEO-01: only with `enableGeoTargeting`; null otherwise or while unknown. */
  readonly location: GeoLocation | null;
  /** PS-04: on a time-out or self-exclusion, nothing invites the player to deposit or to an offer. */
  readonly onBreak: boolean;
}

const DEPOSIT_SLUG = 'account/cashier/deposit';

/**
 * PS-04: offers and the ways to them (marketing pages, promotions, deposit links, slides leading to
 * either). Every promotion card is one (CNT-05): each leads to a deposit or to play, both paused.
 */
const promotional = (item: ContentItem): boolean =>
  item.type === 'marketing_page' ||
  item.type === 'promotion' ||
  (item.type === 'content_page' && item.pageType === 'promotion') ||
  (item.type === 'custom_menu' && item.slug === DEPOSIT_SLUG) ||
  (item.type === 'slide' && item.cta !== null && promotional(item.cta.item));

const shownTo = (item: ContentItem, audience: Audience): boolean =>
  // MENU-05: hideWhenLogged items are for visitors only.
  !(item.hideWhenLogged && audience.loggedIn) &&
  // GEO-01: content excluded for the player's country and subdivision is hidden.
  !isExcludedFrom(item.geoTargetingFilter, audience.location) &&
  !(audience.onBreak && promotional(item));

/** The items an audience sees, nested items included (menus, sections, slides, inlined games). */
export const visibleItems = (items: readonly ContentItem[], audience: Audience): readonly ContentItem[] =>
  items.filter((item) => shownTo(item, audience)).map((item) => withVisibleChildren(item, audience));

const withVisibleChildren = (item: ContentItem, audience: Audience): ContentItem => {
  switch (item.type) {
    case 'slideshow':
      return { ...item, slides: item.slides.filter((slide) => shownTo(slide, audience)) };
    case 'custom_menu':
      return { ...item, items: visibleItems(item.items, audience) };
    case 'section':
      return {
        ...item,
        items: visibleItems(item.items, audience),
        games:
          item.games === null
            ? null
            : { ...item.games, gameList: item.games.gameList.filter((game) => !isExcludedFrom(game.geoTargetingFilter, audience.location)) },
      };
    case 'slide':
      return item.cta !== null && !shownTo(item.cta.item, audience) ? { ...item, cta: null } : item;
    default:
      return item;
  }
};

/** The item and every item nested in it (a slideshow's slides, a menu's or section's items, a slide's call to action). */
const itemAndNested = (item: ContentItem): readonly ContentItem[] => {
  switch (item.type) {
    case 'slideshow':
      return [item, ...item.slides.flatMap(itemAndNested)];
    case 'custom_menu':
    case 'section':
      return [item, ...item.items.flatMap(itemAndNested)];
    case 'slide':
      return item.cta === null ? [item] : [item, ...itemAndNested(item.cta.item)];
    default:
      return [item];
  }
};

/** Every item of the page's regions (all of them unless named), nested ones included. */
const everyItem = (page: ContentPage, regions: readonly RegionName[] = REGIONS): readonly ContentItem[] => regions.flatMap((region) => page.regions[region].flatMap(itemAndNested));

const carriesGeoFilter = (item: ContentItem): boolean =>
  item.geoTargetingFilter !== null || (item.type === 'section' && (item.games?.gameList.some((game) => game.geoTargetingFilter !== null) ?? false));

/**
 * GEO-03: whether where the player is could change what the page shows (the page, or any item in any
 * region, nested ones and inlined games included, has a geo filter). A page that cannot change shows
 * without waiting for the location.
 */
export const dependsOnLocation = (page: ContentPage, regions: readonly RegionName[] = REGIONS): boolean => page.geoTargetingFilter !== null || everyItem(page, regions).some(carriesGeoFilter);

/** Whether the page shows differently on a desktop and on a phone (an item, nested ones included, is for some devices only). */
export const dependsOnDevice = (page: ContentPage, regions: readonly RegionName[] = REGIONS): boolean => everyItem(page, regions).some((item) => item.devices.length > 0);

/** The slug of the page whose regions are the site's chrome (header, menus, footer) and its lobby. */
export const CHROME_PAGE_SLUG = 'home';

/** The regions of a page the site shows: every region of the home page (the site's chrome), the main content of any other. */
export const regionsShownOf = (slug: string): readonly RegionName[] => (slug === CHROME_PAGE_SLUG ? REGIONS : ['mainContent']);

/** GEO-02: whether the page itself is excluded for the player's location. */
export const pageExcludedFor = (page: ContentPage, location: GeoLocation | null): boolean => isExcludedFrom(page.geoTargetingFilter, location);

/** The page as an audience sees it: every region filtered. */
export const visiblePage = (page: ContentPage, audience: Audience): ContentPage => {
  const regions = Object.fromEntries(REGIONS.map((region) => [region, visibleItems(page.regions[region], audience)])) as unknown as Regions;
  return { ...page, regions };
};

/** PS-04: whether the page's main content holds offers that a break hides (the page then says why they are gone), nested ones included. */
export const offersOn = (page: ContentPage): boolean => page.regions.mainContent.flatMap(itemAndNested).some(promotional);

/** Items meant for this device (absent devices: every device). */
export const forDevice = (items: readonly ContentItem[], device: Device): readonly ContentItem[] =>
  items.filter((item) => item.devices.length === 0 || item.devices.includes(device));

const shownToEveryone = (item: { readonly hideWhenLogged: boolean; readonly geoTargetingFilter: unknown; readonly devices: readonly Device[] }): boolean =>
  !item.hideWhenLogged && item.geoTargetingFilter === null && item.devices.length === 0;

/**
 * The image of the lobby's first slide when every visitor and player sees it first, on every device
 * and from anywhere (the page, the slideshow that opens its main content and that slideshow's first
 * slide carry no audience rule), so a page still waiting for the player's location can already show
 * it where the slideshow will stand; null otherwise.
 */
export const heroImageForEveryone = (page: ContentPage): ContentImage | null => {
  if (page.geoTargetingFilter !== null) return null;
  const [first] = page.regions.mainContent;
  if (first?.type !== 'slideshow' || !shownToEveryone(first)) return null;
  const [slide] = first.slides;
  if (slide === undefined || !shownToEveryone(slide)) return null;
  return slide.image;
};
