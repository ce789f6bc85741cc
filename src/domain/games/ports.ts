import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { CategorySummary, GameCategory, GameId } from './game';
import type { GamePage } from './game-page';
import type { Jackpot } from './jackpot';
import type { MostPlayedGame, RecentGame } from './player-games';
import type { GameSearchEntry, GameSearchHit, SearchCorpus } from './search';

export type Channel = 'casino' | 'live-casino' | 'virtual-sports';

/** Where content is read: the page's language and the site's bucket (GAME-13). */
export interface ContentScope {
  readonly language: string;
  readonly bucket: string;
}

/** A category of the menu, with the subcategories it offers. */
export interface CategoryMenuEntry extends CategorySummary {
  readonly channel: string;
  readonly menuName: string;
  readonly subCategories: readonly CategorySummary[];
}

/** GAME-13: game lists, the categories menu and game pages, from the content service. */
export interface CatalogueGateway {
  categoriesMenu(scope: ContentScope, channel: Channel, signal?: AbortSignal): Promise<Either<GatewayError, readonly CategoryMenuEntry[]>>;
  category(scope: ContentScope, category: string, subCategory: string | null, signal?: AbortSignal): Promise<Either<GatewayError, GameCategory>>;
  searchCorpus(scope: ContentScope, signal?: AbortSignal): Promise<Either<GatewayError, SearchCorpus>>;
  gamePage(scope: ContentScope, slug: string, signal?: AbortSignal): Promise<Either<GatewayError, GamePage>>;
}

/**
 * The first screen of a category as the server painted it into the page: the category's heading and
 * subcategories, its first games in the grid's default order (`games`, a prefix of the whole list)
 * and how many games it has in all. The site shows it until the whole category has come.
 */
export interface CategoryFirstScreen {
  readonly category: GameCategory;
  readonly total: number;
}

/** A category's first screen the server put into the page, for that category in that language; null when it put none. */
export interface PreloadedCategories {
  take(scope: ContentScope, category: string, subCategory: string | null): CategoryFirstScreen | null;
}

/** A game's page the server put into the page, for that game in that language; null when it put none. */
export interface PreloadedGamePages {
  take(scope: ContentScope, slug: string): GamePage | null;
}

export interface JackpotQuery {
  readonly currencyCode: string;
  readonly language: string;
  readonly channelType: 'desktop' | 'mobile';
}

/** GAME-02 */
export interface JackpotGateway {
  jackpots(query: JackpotQuery, signal?: AbortSignal): Promise<Either<GatewayError, readonly Jackpot[]>>;
  jackpotOf(gameId: GameId, query: Omit<JackpotQuery, 'channelType'>, signal?: AbortSignal): Promise<Either<GatewayError, Jackpot | null>>;
}

/** GAME-04, GAME-05: the games a player may play for free. */
export interface FreeGamesGateway {
  offers(signal?: AbortSignal): Promise<Either<GatewayError, readonly GameId[]>>;
  promotionalSpins(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly GameId[]>>;
}

/** GAME-11, GAME-12 and favourites: what the platform keeps of a player's games. */
export interface PlayerGamesGateway {
  recordRecent(session: SessionId, gameId: GameId): Promise<Either<GatewayError, void>>;
  recent(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly RecentGame[]>>;
  countPlay(session: SessionId, gameId: GameId): Promise<Either<GatewayError, MostPlayedGame>>;
  mostPlayed(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly MostPlayedGame[]>>;
  favourites(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly GameId[]>>;
  star(session: SessionId, gameId: GameId): Promise<Either<GatewayError, void>>;
  unstar(session: SessionId, gameId: GameId): Promise<Either<GatewayError, void>>;
}

/** A search index over the corpus's entries: fuzzy, ranked by relevance. */
export interface GameSearchIndex {
  search(term: string, limit: number): readonly GameSearchHit[];
}

/** Builds an index (the matching library loads on first use, outside the first page's script). */
export interface GameSearchIndexer {
  index(entries: readonly GameSearchEntry[]): Promise<GameSearchIndex>;
}

/** The last searches, kept in the browser. */
export interface RecentSearchesStore {
  read(): readonly string[];
  write(terms: readonly string[]): void;
}
