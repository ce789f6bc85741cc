import { left, right, type Either } from 'fp-ts/Either';
import { inject, injectable, optional } from 'inversify';
import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  filter,
  firstValueFrom,
  from,
  map,
  type Observable,
  of,
  race,
  type SchedulerLike,
  shareReplay,
  startWith,
  switchMap,
  timer,
} from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import type { CatalogueGateway, CategoryFirstScreen, CategoryMenuEntry, Channel, ContentScope, Game, GameCategory, GameId, GamePage, PreloadedCategories, SearchCorpus } from '../../domain/games';
import { isExcludedFrom, type GeoLocation } from '../../domain/shared/geo-filter';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { Logger } from '../../domain/shared/ports';
import { ConfigTokens } from '../config/tokens';
import { ContentTokens } from '../content/tokens';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import { SharedTokens } from '../shared/tokens';
import type { GeoLocationSource } from './geo-location';
import { LOADING_STATE, mapLoaded, type LoadState } from '../shared/load-state';
import type { PlatformReachability } from '../shared/platform-reachability';
import { GamesTokens } from './tokens';

/** Answers kept at most (the oldest forgotten first): a visit through every category must not hold every game many times over. */
const ANSWERS_KEPT = 16;

/** The player's location before it is known (or before the wait for it is over). */
const LOCATION_PENDING = Symbol('location pending');

/** How long a page waits for the player's location before showing what is known (then filtered when it comes). */
const LOCATION_WAIT_MS = 3_000;

/**
 * GAME-13: the categories menu, categories and subcategories with their games, the search corpus and
 * game pages, read from the content service in the page's language and the site's bucket. Each answer
 * is kept per language (a failed one is asked again on retry). With geo-targeting on, games whose
 * filter excludes the player's location are left out (GEO-01).
 */
@injectable()
export class CatalogueService {
  private readonly answers = new Map<string, Promise<Either<GatewayError, unknown>>>();
  private readonly attempts = new BehaviorSubject(0);
  /** Whether an answer failed since the last retry: the reachability's retries then ask again. */
  private failedSinceRetry = false;
  private readonly scope$: Observable<ContentScope>;
  private readonly location$: Observable<GeoLocation | null>;
  /** Every game of the catalogue by id, for the lists that name games by id (my games). */
  readonly corpus$: Observable<LoadState<SearchCorpus>>;
  /** The visible games by id, built once per catalogue answer for every list that looks games up. */
  readonly gamesById$: Observable<LoadState<ReadonlyMap<GameId, Game>>>;

  constructor(
    @inject(GamesTokens.CatalogueGateway) private readonly gateway: CatalogueGateway,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
    @inject(SharedTokens.Scheduler) scheduler: SchedulerLike,
    @inject(ContentTokens.GeoLocationService) @optional() geo: GeoLocationSource | undefined,
    @inject(SharedTokens.Reachability) @optional() reachability: PlatformReachability | undefined,
    @inject(GamesTokens.PreloadedCategories) @optional() private readonly preloaded: PreloadedCategories | undefined,
  ) {
    // A catalogue that failed while the platform was unreachable is asked again with the back-off (EDGE-04).
    reachability?.retry$.subscribe(() => {
      if (this.failedSinceRetry) this.retry();
    });
    this.scope$ = language.language$.pipe(
      map((lang) => ({ language: lang, bucket: config.bucket })),
      distinctUntilChanged((a, b) => a.language === b.language && a.bucket === b.bucket),
    );
    this.location$ =
      !config.enableGeoTargeting || geo === undefined
        ? of(null)
        : race(geo.location$, timer(LOCATION_WAIT_MS, scheduler).pipe(switchMap(() => geo.location$.pipe(startWith(null))))).pipe(
            distinctUntilChanged((a, b) => a?.country === b?.country && a?.subdivision === b?.subdivision),
            shareReplay({ bufferSize: 1, refCount: true }),
          );
    this.corpus$ = this.loaded('corpus', (scope) => this.gateway.searchCorpus(scope), (corpus, location) => ({
      categories: corpus.categories,
      games: this.visible(corpus.games, location),
    })).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    this.gamesById$ = this.corpus$.pipe(
      map((state) => mapLoaded(state, (corpus): ReadonlyMap<GameId, Game> => new Map(corpus.games.map((game) => [game.id, game])))),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  /** A channel's categories menu. */
  menu$(channel: Channel): Observable<LoadState<readonly CategoryMenuEntry[]>> {
    return this.loaded(`menu:${channel}`, (scope) => this.gateway.categoriesMenu(scope, channel), (menu) => menu);
  }

  /** A category, or one of its subcategories, with the games the player may see. */
  category$(category: string, subCategory: string | null): Observable<LoadState<GameCategory>> {
    return this.loaded(
      `category:${category}/${subCategory ?? ''}`,
      (scope) => this.gateway.category(scope, category, subCategory),
      (found, location) => ({ ...found, games: this.visible(found.games, location) }),
      // A category none of whose games has a geo filter shows the same games wherever the player is.
      (found) => found.games.some((game) => game.geoTargetingFilter !== null),
    );
  }

  /**
   * The first screen of a category the server painted into the page, in the current language: shown
   * while the whole category loads, so the site's first render is the page the visitor already sees.
   */
  firstScreen(category: string, subCategory: string | null): CategoryFirstScreen | null {
    return this.preloaded?.take({ language: this.language.current(), bucket: this.config.bucket }, category, subCategory) ?? null;
  }

  /** A game's page (used by the game page too); a game hidden from the player's region is not found, and is no similar game either. */
  async gamePage(slug: string): Promise<Either<GatewayError, GamePage>> {
    const scope = { language: this.language.current(), bucket: this.config.bucket };
    const [page, location] = await Promise.all([
      this.remember(`page:${slug}`, scope, () => this.gateway.gamePage(scope, slug)),
      firstValueFrom(this.location$, { defaultValue: null }),
    ]);
    if (page._tag === 'Right' && this.visible([page.right.game], location).length === 0) {
      return left({ code: 'HTTP', status: 404, message: 'not available in your region' });
    }
    return page._tag === 'Right' ? right({ ...page.right, similarGames: this.visible(page.right.similarGames, location) }) : page;
  }

  /** Asks again for whatever failed (the retry button of a failed page). */
  retry(): void {
    this.failedSinceRetry = false;
    this.attempts.next(this.attempts.value + 1);
  }

  private visible(games: readonly Game[], location: GeoLocation | null): readonly Game[] {
    if (location === null) return games;
    return games.filter((game) => !isExcludedFrom(game.geoTargetingFilter, location));
  }

  private loaded<T, V>(
    key: string,
    load: (scope: ContentScope) => Promise<Either<GatewayError, T>>,
    present: (value: T, location: GeoLocation | null) => V,
    /** Whether what an answer shows depends on the player's location (else it shows without waiting for it); by default, yes. */
    dependsOnLocation: (value: T) => boolean = () => true,
  ): Observable<LoadState<V>> {
    const answer$ = combineLatest([this.scope$, this.attempts]).pipe(
      switchMap(([scope]) =>
        from(this.remember(key, scope, () => load(scope))).pipe(
          map((answer): LoadState<T> => (answer._tag === 'Right' ? { status: 'loaded', value: answer.right } : { status: 'failed', error: answer.left })),
          startWith(LOADING_STATE),
        ),
      ),
    );
    return combineLatest([answer$, this.location$.pipe(startWith(LOCATION_PENDING))]).pipe(
      filter(([state, location]) => location !== LOCATION_PENDING || (state.status === 'loaded' && !dependsOnLocation(state.value))),
      map(([state, location]): LoadState<V> => mapLoaded(state, (value) => present(value, location === LOCATION_PENDING ? null : location))),
    );
  }

  /** One call per language and key; a failure is logged and forgotten, so a retry asks again. */
  private remember<T>(key: string, scope: ContentScope, load: () => Promise<Either<GatewayError, T>>): Promise<Either<GatewayError, T>> {
    const cacheKey = `${scope.bucket}/${scope.language}/${key}`;
    const known = this.answers.get(cacheKey) as Promise<Either<GatewayError, T>> | undefined;
    if (known !== undefined) {
      // Used again: now the newest.
      this.answers.delete(cacheKey);
      this.answers.set(cacheKey, known);
      return known;
    }
    const answer: Promise<Either<GatewayError, T>> = load().then((result) => {
      if (result._tag === 'Left') {
        if (this.answers.get(cacheKey) === answer) this.answers.delete(cacheKey);
        this.failedSinceRetry = true;
        this.logger.warn(`catalogue: ${key} failed (${result.left.code})`);
      }
      return result;
    });
    this.answers.set(cacheKey, answer);
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= ANSWERS_KEPT) break;
      this.answers.delete(oldest);
    }
    return answer;
  }
}


