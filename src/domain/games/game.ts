import type { GeoFilter } from '../shared/geo-filter';

export type GameId = number;

/** What a card may say about a game besides its artwork (the free-games and jackpot badges are derived, GAME-01). */
export type ContentBadge = 'new' | 'hot' | 'exclusive';

/** How a game plays: the provider's engine behind it. */
export type GameKind = 'slot' | 'roulette' | 'live' | 'virtual';

/** A game as the content service lists it (SPEC section 3, "Game (from content)"). */
export interface Game {
  readonly id: GameId;
  readonly slug: string;
  readonly name: string;
  readonly provider: string;
  readonly providerName: string;
  readonly category: string;
  readonly categoryName: string;
  readonly subCategory: string;
  readonly subCategoryName: string;
  readonly badge: ContentBadge | null;
  /** A same-origin path or a URL on an allow-listed origin; null when the given one was not safe. */
  readonly cardImage: string | null;
  readonly cardImageAltText: string;
  /** The game's page in the site: `/casino/{category}/{subCategory}/{slug}`. */
  readonly linkUrl: string;
  readonly geoTargetingFilter: GeoFilter | null;
  /** Higher is more played across the site (sort "popular"). */
  readonly popularity: number;
  /** ISO date (sort "new"). */
  readonly releasedAt: string;
  readonly practicePlay: boolean;
  readonly kind: GameKind;
}

/** A category's or subcategory's summary, as menus list it. */
export interface CategorySummary {
  readonly slug: string;
  readonly name: string;
  readonly title: string;
}

/** GAME-13: a category has slug, name, title, games and subCategories. */
export interface GameCategory extends CategorySummary {
  readonly channel: string;
  readonly menuName: string;
  readonly games: readonly Game[];
  readonly subCategories: readonly (CategorySummary & { readonly games: readonly GameId[] })[];
}
