import type { Game } from '../games';
import type { GeoFilter } from '../shared/geo-filter';

/** CMS-01: the regions a page is composed from. */
export const REGIONS = ['accountMenu', 'channelFooter', 'channelHeader', 'footer', 'header', 'mainContent', 'miniHeader'] as const;
export type RegionName = (typeof REGIONS)[number];

/** CMS-01: the content types a region may hold (`promotion`: CNT-03, this product's own). */
export const CONTENT_TYPES = [
  'casino_game_page',
  'content_block',
  'content_page',
  'custom_menu',
  'external_link',
  'functional',
  'marketing_page',
  'promotion',
  'section',
  'slide',
  'slideshow',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export type Device = 'Desktop' | 'Mobile';

export type ContentPageType = 'generic' | 'article' | 'promotion' | 'help';

export type FunctionalName = 'search' | 'language-menu' | 'login-button' | 'account-menu' | 'jackpot-ticker';

export type SectionLayout = 'rail' | 'grid' | 'actions' | 'links';

/** An image whose URL was checked (same origin or an allow-listed origin). */
export interface ContentImage {
  readonly url: string;
  readonly alt: string;
}

/** What every item carries, whatever its type. */
interface ItemBase {
  readonly id: string;
  readonly hideWhenLogged: boolean;
  readonly geoTargetingFilter: GeoFilter | null;
  /** Empty means every device. */
  readonly devices: readonly Device[];
}

export interface SlideshowItem extends ItemBase {
  readonly type: 'slideshow';
  readonly title: string;
  readonly slides: readonly SlideItem[];
}

export interface SlideItem extends ItemBase {
  readonly type: 'slide';
  readonly title: string;
  readonly text: string;
  readonly image: ContentImage | null;
  readonly cta: { readonly label: string; readonly item: ContentItem } | null;
}

export interface SectionItem extends ItemBase {
  readonly type: 'section';
  readonly title: string;
  readonly layout: SectionLayout;
  readonly items: readonly ContentItem[];
  /** A rail of a category's games, the first ones inlined. */
  readonly games: { readonly category: string; readonly subCategory: string | null; readonly gameList: readonly Game[] } | null;
  /** Buttons per action row (MENU-06), as given; `actionColumns` clamps it. */
  readonly columns: number | null;
}

export interface CustomMenuItem extends ItemBase {
  readonly type: 'custom_menu';
  readonly title: string;
  readonly slug: string;
  readonly icon: string | null;
  readonly items: readonly ContentItem[];
}

export interface MarketingPageItem extends ItemBase {
  readonly type: 'marketing_page';
  readonly title: string;
  readonly slug: string;
  readonly icon: string | null;
}

export interface CasinoGamePageItem extends ItemBase {
  readonly type: 'casino_game_page';
  readonly title: string;
  readonly category: string;
  readonly subCategory: string;
  readonly page: string;
}

export interface ContentPageItem extends ItemBase {
  readonly type: 'content_page';
  readonly title: string;
  readonly pageType: ContentPageType | null;
  readonly path: string;
}

export interface ExternalLinkItem extends ItemBase {
  readonly type: 'external_link';
  readonly title: string;
  /** Already checked: null when the given URL was not allowed. */
  readonly url: string | null;
}

export interface ContentBlockItem extends ItemBase {
  readonly type: 'content_block';
  readonly title: string | null;
  /** Rich text (CNT-01), split at blank lines. */
  readonly paragraphs: readonly string[];
  readonly image: ContentImage | null;
}

/** CNT-04: what a promotion's button leads a player to (a visitor is asked to join first). */
export type PromotionAction =
  | { readonly kind: 'deposit' }
  | { readonly kind: 'play'; readonly game: { readonly category: string; readonly subCategory: string; readonly page: string } };

/** CNT-03: an offer's card: art, title, a line of text, its key terms and the full terms behind them. */
export interface PromotionItem extends ItemBase {
  readonly type: 'promotion';
  readonly title: string;
  readonly text: string;
  readonly image: ContentImage | null;
  /** One short line ("Min. deposit €10 · Wagering 35× · 30 days"). */
  readonly keyTerms: string;
  /** Rich text (CNT-01), split at blank lines. */
  readonly terms: readonly string[];
  readonly action: PromotionAction;
}

export interface FunctionalItem extends ItemBase {
  readonly type: 'functional';
  readonly name: FunctionalName;
}

export type ContentItem =
  | SlideshowItem
  | SlideItem
  | SectionItem
  | CustomMenuItem
  | MarketingPageItem
  | CasinoGamePageItem
  | ContentPageItem
  | ExternalLinkItem
  | ContentBlockItem
  | PromotionItem
  | FunctionalItem;

export type Regions = Readonly<Record<RegionName, readonly ContentItem[]>>;

/** A page of the content service, decoded; regions the service left out are empty. */
export interface ContentPage {
  readonly slug: string;
  readonly title: string;
  readonly pageType: string | null;
  readonly geoTargetingFilter: GeoFilter | null;
  /** Names of site-owned scripts to run once the page has loaded (CMS-04). */
  readonly scripts: readonly string[];
  readonly regions: Regions;
}

export const emptyRegions = (): Regions => ({
  accountMenu: [],
  channelFooter: [],
  channelHeader: [],
  footer: [],
  header: [],
  mainContent: [],
  miniHeader: [],
});

/** Paragraphs of a plain-text body: blank lines separate them. */
export const paragraphsOf = (body: string): readonly string[] =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
