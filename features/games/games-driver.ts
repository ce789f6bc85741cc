import assert from 'node:assert/strict';
import type { Subscription } from 'rxjs';
import type { CatalogueService } from '../../src/application/games/catalogue-service';
import type { GameBadgesService } from '../../src/application/games/game-badges-service';
import type { GameSearchService, GameSearchState } from '../../src/application/search/game-search-service';
import { SearchTokens } from '../../src/application/search/tokens';
import type { JackpotService } from '../../src/application/games/jackpot-service';
import type { LoadState } from '../../src/application/shared/load-state';
import type { MostPlayedEntry, PlayerGamesService } from '../../src/application/player-games/player-games-service';
import { PlayerGamesTokens } from '../../src/application/player-games/tokens';
import { GamesTokens } from '../../src/application/games/tokens';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import { badgesOf, formatJackpot, type CategoryMenuEntry, type Game, type GameBadges, type GameCategory, type GameId, type GamePage } from '../../src/domain/games';
import type { GamesCall, GamesOperation, InMemoryGamesPlatform } from '../../src/infrastructure/games/in-memory-games-platform';
import type { RecordingLogger } from '../../src/infrastructure/shared/recording-logger';
import type { DeferredContext, DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { NoticeService } from '../../src/application/shared/notices';
import { MessagesDriver } from '../support/messages-driver';
import { MemoryPlatformDriver } from '../support/platform/memory-platform-driver';
import type { SiteEnvironment } from '../support/site-environment';
import { aGame } from '../../tests/support/games';
import { SearchUiDriver } from './search-ui-driver';

/** The games of the lobby as the site holds them: catalogue, cards' badges and jackpots, search, my games. */
export class GamesDriver {
  private nextId = 1000;
  private readonly named = new Map<string, Game>();
  private category: LoadState<GameCategory> | null = null;
  private menu: LoadState<readonly CategoryMenuEntry[]> | null = null;
  private page: string | null = null;
  private searched: GameSearchState | null = null;
  private recent: LoadState<readonly Game[]> | null = null;
  private mostPlayed: LoadState<readonly MostPlayedEntry[]> | null = null;
  private readonly badges = new Map<GameId, GameBadges>();
  private readonly amounts = new Map<GameId, number | null>();

  /** The header search, rendered, for the rules about what it shows. */
  readonly search: SearchUiDriver;

  constructor(private readonly env: SiteEnvironment) {
    this.search = new SearchUiDriver(env, new MessagesDriver(env));
  }

  /** The platform's games (in memory: these rules are the site's own). */
  get catalogue(): InMemoryGamesPlatform {
    const platform = this.env.platform;
    assert.ok(platform instanceof MemoryPlatformDriver, 'the games scenarios run over the in-memory platform');
    return platform.platform.games;
  }

  // ── The catalogue ─────────────────────────────────────────────────────────────────────────

  /** The catalogue lists a game in a category whose name is blank, under this menu name. */
  placeUnnamed(name: string, menuName: string): void {
    this.catalogue.place(this.game(name).id, { slug: 'unnamed', name: '', menuName });
  }

  addGame(name: string, placement: { category?: string; categoryName?: string; menuName?: string; subCategory?: string; channel?: string } = {}, extra: Partial<Game> = {}): Game {
    const known = this.named.get(name);
    const game = known ?? this.catalogue.addGame(aGame((this.nextId += 1), name, { category: placement.category ?? 'slots', ...extra }));
    this.named.set(name, game);
    const category = placement.category ?? 'slots';
    this.catalogue.place(
      game.id,
      { slug: category, name: placement.categoryName ?? category, menuName: placement.menuName ?? placement.categoryName ?? category, channel: placement.channel ?? 'casino' },
      placement.subCategory === undefined ? undefined : { slug: placement.subCategory, name: placement.subCategory },
    );
    return game;
  }

  game(name: string): Game {
    const game = this.named.get(name);
    assert.ok(game, `no game called ${name} in this scenario`);
    return game;
  }

  /** What the content service answers for the game's page, besides the game: its texts, facts or similar games. */
  setPage(name: string, page: Partial<Omit<GamePage, 'game'>>): void {
    const game = this.game(name);
    const known = this.catalogue.pages.get(game.slug) ?? { title: game.name, description: '', howToPlay: '' };
    this.catalogue.pages.set(game.slug, { ...known, ...page });
  }

  setJackpot(name: string, amountMinor: number): void {
    this.catalogue.jackpots.set(this.game(name).id, amountMinor);
  }

  offerFreeGames(name: string): void {
    this.catalogue.offers.push(this.game(name).id);
  }

  givePromotionalSpins(username: string, name: string): void {
    const key = username.toLowerCase();
    this.catalogue.promotionalSpins.set(key, [...(this.catalogue.promotionalSpins.get(key) ?? []), this.game(name).id]);
  }

  /** Where the platform's geolocation service places the player (GEO-03). */
  locatePlayerIn(location: string): void {
    const platform = this.env.platform;
    assert.ok(platform instanceof MemoryPlatformDriver, 'the games scenarios run over the in-memory platform');
    platform.platform.content.locationAnswer = location;
  }

  fail(operation: GamesOperation, status: number, times = 1): void {
    this.catalogue.fail(operation, status === 401 ? { code: 'UNAUTHORIZED' } : { code: 'HTTP', status }, times);
  }

  calls(operation: GamesOperation): readonly GamesCall[] {
    return this.catalogue.callsOf(operation);
  }

  // ── What the site shows ──────────────────────────────────────────────────────────────────

  private service<T>(token: symbol): T {
    return this.env.site.get<T>(token);
  }

  /** A deferred context's service, once bound (as the page or the part that shows it binds it). */
  private async deferredService<T>(context: DeferredContext, token: symbol): Promise<T> {
    await this.service<DeferredContexts>(SharedTokens.DeferredContexts).load(context);
    return this.service<T>(token);
  }

  private keep(subscription: Subscription): void {
    this.env.keep(subscription);
  }

  async openCategory(category: string, subCategory: string | null = null): Promise<void> {
    this.keep(this.service<CatalogueService>(GamesTokens.CatalogueService).category$(category, subCategory).subscribe((state) => (this.category = state)));
    await this.env.settle();
  }

  shownCategory(): GameCategory {
    assert.equal(this.category?.status, 'loaded', `the category did not load: ${JSON.stringify(this.category)}`);
    return (this.category as { value: GameCategory }).value;
  }

  async openMenu(channel: 'casino' | 'live-casino' | 'virtual-sports'): Promise<void> {
    this.keep(this.service<CatalogueService>(GamesTokens.CatalogueService).menu$(channel).subscribe((state) => (this.menu = state)));
    await this.env.settle();
  }

  menuShown(): readonly string[] {
    assert.equal(this.menu?.status, 'loaded', `the menu did not load: ${JSON.stringify(this.menu)}`);
    return (this.menu as { value: readonly CategoryMenuEntry[] }).value.map((entry) => entry.slug);
  }

  async openGamePage(name: string): Promise<void> {
    const page = await this.service<CatalogueService>(GamesTokens.CatalogueService).gamePage(this.game(name).slug);
    this.page = page._tag === 'Right' ? page.right.game.name : null;
  }

  gamePageShown(): string | null {
    return this.page;
  }

  /** The category is listed under another channel's menu. */
  moveToChannel(category: string, channel: string): void {
    const stored = this.catalogue.categories.get(category);
    assert.ok(stored, `no category ${category}`);
    this.catalogue.categories.set(category, { ...stored, channel });
  }

  categoryState(): LoadState<GameCategory> | null {
    return this.category;
  }

  async retry(): Promise<void> {
    this.service<CatalogueService>(GamesTokens.CatalogueService).retry();
    await this.env.settle();
  }

  /**
   * `count` cards on screen showing these games, fed as the site's lists feed theirs
   * (`CardEnvironmentProvider`): one subscription to the badge sources, each card's badges and
   * jackpot read from it with `badgesOf`.
   */
  async showCards(names: readonly string[], copies = 1): Promise<void> {
    const badges = this.service<GameBadgesService>(GamesTokens.GameBadgesService);
    const ids = names.map((name) => this.game(name).id);
    for (let copy = 0; copy < copies; copy += 1) {
      this.keep(
        badges.sources$.subscribe(({ freeGames, jackpots }) => {
          for (const id of ids) {
            this.badges.set(id, badgesOf({ id }, freeGames, jackpots));
            this.amounts.set(id, jackpots.get(id) ?? null);
          }
        }),
      );
    }
    await this.env.settle();
  }

  /** Every card leaves the screen (the player went to a page without cards). */
  hideCards(): void {
    this.env.dispose();
  }

  badgesOf(name: string): GameBadges {
    const shown = this.badges.get(this.game(name).id);
    assert.ok(shown, `no card of ${name} is shown`);
    return shown;
  }

  jackpotShownFor(name: string): string | null {
    const amount = this.amounts.get(this.game(name).id) ?? null;
    if (amount === null) return null;
    const language = this.service<LanguageService>(I18nTokens.LanguageService).current();
    return formatJackpot(amount, this.env.site.config.defaultCurrency, language).replace(/[\u00a0\u202f]/g, ' ');
  }

  async askJackpotOf(name: string): Promise<void> {
    await this.service<JackpotService>(GamesTokens.JackpotService).jackpotOf(this.game(name).id);
  }

  // ── Search ───────────────────────────────────────────────────────────────────────────────

  private searchService(): Promise<GameSearchService> {
    return this.deferredService<GameSearchService>('search', SearchTokens.GameSearchService);
  }

  async pass(ms: number): Promise<void> {
    await this.env.advance(ms);
  }

  async type(term: string, options: { keepDuplicates?: boolean } = {}): Promise<void> {
    const service = await this.searchService();
    if (options.keepDuplicates !== undefined) service.configure({ keepDuplicates: options.keepDuplicates });
    if (this.searched === null) {
      // As the header search does when it opens: the catalogue and the matching library load first.
      await service.prepare();
      this.keep(service.state$.subscribe((state) => (this.searched = state)));
    }
    service.input(term);
    await this.env.settle();
  }

  searchState(): GameSearchState {
    assert.ok(this.searched, 'nothing was searched');
    return this.searched;
  }

  results(): readonly { title: string; subtitle: string; img: string | null; href: string }[] {
    const state = this.searchState();
    if (state.status !== 'results') return [];
    return state.hits.map(({ entry }) => ({ title: entry.title, subtitle: entry.subtitle, img: entry.img, href: entry.href }));
  }

  // ── The player's games ───────────────────────────────────────────────────────────────────

  async launch(name: string): Promise<void> {
    await (await this.deferredService<PlayerGamesService>('player-games', PlayerGamesTokens.PlayerGamesService)).recordLaunch(this.game(name).id);
    await this.env.settle();
  }

  async openMyGames(): Promise<void> {
    const service = await this.deferredService<PlayerGamesService>('player-games', PlayerGamesTokens.PlayerGamesService);
    this.keep(service.recent$.subscribe((state) => (this.recent = state)));
    this.keep(service.mostPlayed$.subscribe((state) => (this.mostPlayed = state)));
    await this.env.settle();
  }

  recentlyPlayed(): readonly string[] {
    assert.equal(this.recent?.status, 'loaded', `recent games did not load: ${JSON.stringify(this.recent)}`);
    return (this.recent as { value: readonly Game[] }).value.map((game) => game.name);
  }

  mostPlayedShown(): readonly { name: string; count: number }[] {
    assert.equal(this.mostPlayed?.status, 'loaded', `most played did not load: ${JSON.stringify(this.mostPlayed)}`);
    return (this.mostPlayed as { value: readonly MostPlayedEntry[] }).value.map(({ game, count }) => ({ name: game.name, count }));
  }

  warningsLogged(): readonly string[] {
    return this.service<RecordingLogger>(SharedTokens.Logger).warnings;
  }

  noticesShown(): number {
    return this.service<NoticeService>(SharedTokens.Notices).current().length;
  }
}
