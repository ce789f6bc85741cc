import type { CategoryMenuEntry, CategorySummary, Game, GameCategory, GameId, GamePage, MostPlayedGame, RecentGame, SearchCategory } from '../../domain/games';
import type { GatewayError } from '../../domain/shared/gateway-error';

export type GamesOperation =
  | 'categoriesMenu'
  | 'category'
  | 'searchCorpus'
  | 'gamePage'
  | 'jackpots'
  | 'jackpotOf'
  | 'offers'
  | 'promotionalSpins'
  | 'recordRecent'
  | 'recent'
  | 'countPlay'
  | 'mostPlayed'
  | 'favourites'
  | 'star'
  | 'unstar';

export interface GamesCall {
  readonly operation: GamesOperation;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly username?: string;
}

interface StoredCategory extends CategorySummary {
  readonly channel: string;
  readonly menuName: string;
  readonly games: GameId[];
  readonly subCategories: (CategorySummary & { games: GameId[] })[];
}

/**
 * The games side of the in-memory platform: catalogue, jackpots, free games and what each player
 * played or starred, as a test sets them. It keeps state and records calls; no rules of its own.
 */
export class InMemoryGamesPlatform {
  readonly games = new Map<GameId, Game>();
  readonly categories = new Map<string, StoredCategory>();
  /** A game page's texts, and its facts and similar games when a test gives them (else none). */
  readonly pages = new Map<string, Pick<GamePage, 'title' | 'description' | 'howToPlay'> & Partial<Pick<GamePage, 'facts' | 'similarGames'>>>();
  readonly jackpots = new Map<GameId, number>();
  offers: GameId[] = [];
  readonly promotionalSpins = new Map<string, GameId[]>();
  readonly recent = new Map<string, RecentGame[]>();
  readonly mostPlayed = new Map<string, Map<GameId, number>>();
  readonly favourites = new Map<string, GameId[]>();
  readonly calls: GamesCall[] = [];
  private readonly failures = new Map<GamesOperation, GatewayError[]>();
  /** When the platform says a game was played (its clock, as a test sets it). */
  playedAt = '2026-01-01T00:00:00.000Z';

  addGame(game: Game): Game {
    this.games.set(game.id, game);
    return game;
  }

  /** A category (and its subcategory, if named) holding the game; created on first use. */
  place(gameId: GameId, category: { slug: string; name: string; menuName?: string; channel?: string }, subCategory?: { slug: string; name: string }): void {
    const stored =
      this.categories.get(category.slug) ??
      ({ slug: category.slug, name: category.name, title: category.name, channel: category.channel ?? 'casino', menuName: category.menuName ?? category.name, games: [], subCategories: [] } satisfies StoredCategory);
    this.categories.set(category.slug, stored);
    if (!stored.games.includes(gameId)) stored.games.push(gameId);
    if (subCategory === undefined) return;
    let sub = stored.subCategories.find((known) => known.slug === subCategory.slug);
    if (sub === undefined) {
      sub = { slug: subCategory.slug, name: subCategory.name, title: subCategory.name, games: [] };
      stored.subCategories.push(sub);
    }
    if (!sub.games.includes(gameId)) sub.games.push(gameId);
  }

  menu(channel: string): readonly CategoryMenuEntry[] {
    return [...this.categories.values()]
      .filter((category) => category.channel === channel)
      .map(({ slug, name, title, channel: of, menuName, subCategories }) => ({
        slug,
        name,
        title,
        channel: of,
        menuName,
        subCategories: subCategories.map((sub) => ({ slug: sub.slug, name: sub.name, title: sub.title })),
      }));
  }

  category(slug: string, subCategory: string | null): GameCategory | null {
    const stored = this.categories.get(slug);
    if (stored === undefined) return null;
    const gamesOf = (ids: readonly GameId[]) => ids.flatMap((id) => this.games.get(id) ?? []);
    if (subCategory === null) {
      return { ...stored, games: gamesOf(stored.games), subCategories: stored.subCategories.map((sub) => ({ ...sub, games: [...sub.games] })) };
    }
    const sub = stored.subCategories.find((known) => known.slug === subCategory);
    if (sub === undefined) return null;
    return { slug: sub.slug, name: sub.name, title: sub.title, channel: stored.channel, menuName: stored.menuName, games: gamesOf(sub.games), subCategories: [] };
  }

  searchCategories(): readonly SearchCategory[] {
    return [...this.categories.values()].map(({ slug, name, title, menuName, games }) => ({ slug, name, title, menuName, games: [...games] }));
  }

  played(username: string, gameId: GameId): void {
    const recent = (this.recent.get(username) ?? []).filter((entry) => entry.gameId !== gameId);
    this.recent.set(username, [{ gameId, playedAt: this.playedAt }, ...recent].slice(0, 20));
  }

  counted(username: string, gameId: GameId): MostPlayedGame {
    const counts = this.mostPlayed.get(username) ?? new Map<GameId, number>();
    const count = (counts.get(gameId) ?? 0) + 1;
    counts.set(gameId, count);
    this.mostPlayed.set(username, counts);
    return { id: gameId, count };
  }

  mostPlayedBy(username: string): readonly MostPlayedGame[] {
    return [...(this.mostPlayed.get(username) ?? new Map<GameId, number>()).entries()]
      .map(([id, count]) => ({ id, count }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 20);
  }

  fail(operation: GamesOperation, error: GatewayError, times = 1): void {
    this.failures.set(operation, [...(this.failures.get(operation) ?? []), ...Array<GatewayError>(times).fill(error)]);
  }

  /** Records the call and returns the failure it must answer, if one was asked for. */
  receive(call: GamesCall): GatewayError | null {
    this.calls.push(call);
    return this.failures.get(call.operation)?.shift() ?? null;
  }

  callsOf(operation: GamesOperation): readonly GamesCall[] {
    return this.calls.filter((call) => call.operation === operation);
  }
}
