import { inject, injectable } from 'inversify';
import {
  BehaviorSubject,
  combineLatest,
  concat,
  distinctUntilChanged,
  filter,
  first,
  firstValueFrom,
  from,
  map,
  type Observable,
  of,
  type SchedulerLike,
  shareReplay,
  type Subscription,
  switchMap,
  timer,
} from 'rxjs';
import {
  normaliseSearchTerm,
  rememberSearch,
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT,
  searchEntries,
  type GameSearchHit,
  type GameSearchIndex,
  type GameSearchIndexer,
  type RecentSearchesStore,
} from '../../domain/games';
import type { Logger } from '../../domain/shared/ports';
import { SharedTokens } from '../shared/tokens';
import type { CatalogueService } from '../games/catalogue-service';
import { GamesTokens } from '../games/tokens';
import { SearchTokens } from './tokens';

export type GameSearchState =
  | { readonly status: 'idle' }
  /** Typed, waiting for the debounce or the catalogue. */
  | { readonly status: 'pending'; readonly term: string }
  | { readonly status: 'results'; readonly term: string; readonly hits: readonly GameSearchHit[] }
  /** GS-06 */
  | { readonly status: 'empty'; readonly term: string }
  | { readonly status: 'failed'; readonly term: string };

export interface GameSearchOptions {
  /** GS-03: duplicates (a game in several categories) are removed unless told otherwise. */
  readonly keepDuplicates: boolean;
  /** GS-04 */
  readonly limit: number;
  /** GS-02 */
  readonly debounceMs: number;
}

const IDLE: GameSearchState = { status: 'idle' };

/**
 * GS-01 to GS-06: the header's game search. Typing is debounced (1 s); the term is matched fuzzily
 * against the catalogue (a typo or a missing letter still finds the game), ranked by relevance, 8
 * results. The last five searches are kept in the browser and offered when the box opens.
 */
@injectable()
export class GameSearchService {
  private readonly term = new BehaviorSubject<string>('');
  private readonly recent: BehaviorSubject<readonly string[]>;
  private readonly options = new BehaviorSubject<GameSearchOptions>({ keepDuplicates: false, limit: SEARCH_LIMIT, debounceMs: SEARCH_DEBOUNCE_MS });
  private readonly indexes = { kept: new WeakMap<object, Promise<GameSearchIndex>>(), unique: new WeakMap<object, Promise<GameSearchIndex>>() };
  private readonly index$: Observable<GameSearchIndex | 'failed' | null>;
  /** Keeps the shared index (and the catalogue under it) from prepare() until the search is cleared. */
  private prepared: Subscription | null = null;
  readonly state$: Observable<GameSearchState>;
  readonly recent$: Observable<readonly string[]>;

  constructor(
    @inject(GamesTokens.CatalogueService) catalogue: CatalogueService,
    @inject(SearchTokens.GameSearchIndexer) private readonly indexer: GameSearchIndexer,
    @inject(SearchTokens.RecentSearchesStore) private readonly store: RecentSearchesStore,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
  ) {
    this.recent = new BehaviorSubject(store.read());
    this.recent$ = this.recent.asObservable();
    const keepDuplicates$ = this.options.pipe(
      map((options) => options.keepDuplicates),
      distinctUntilChanged(),
    );
    this.index$ = combineLatest([catalogue.corpus$, keepDuplicates$]).pipe(
      switchMap(([state, keepDuplicates]) => {
        if (state.status === 'loading') return of(null);
        if (state.status === 'failed') return of('failed' as const);
        const corpus = state.value;
        const indexes = keepDuplicates ? this.indexes.kept : this.indexes.unique;
        let index = indexes.get(corpus);
        if (index === undefined) {
          index = this.indexer.index(searchEntries(corpus, { keepDuplicates }));
          indexes.set(corpus, index);
        }
        return from(index);
      }),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    this.state$ = this.term.pipe(
      map(normaliseSearchTerm),
      distinctUntilChanged(),
      switchMap((term) => (term === '' ? of(IDLE) : concat(of<GameSearchState>({ status: 'pending', term }), this.searchAfterPause(term)))),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  /** Changes the defaults (GS-03, GS-04 "unless told otherwise"); for the next searches. */
  configure(options: Partial<GameSearchOptions>): void {
    this.options.next({ ...this.options.value, ...options });
  }

  /**
   * The box opened: the catalogue and the matching library load now, so the first results are
   * ready when typing pauses. Settles once the index is ready (or could not be made).
   */
  prepare(): Promise<void> {
    // Without a listener between now and the pause, the shared index would be dropped and made again.
    this.prepared ??= this.index$.subscribe();
    return firstValueFrom(this.index$.pipe(filter((index) => index !== null)), { defaultValue: null }).then(() => undefined);
  }

  /** The player typed: results follow once typing pauses. */
  input(raw: string): void {
    this.term.next(raw);
  }

  /** GS-01: closing the search clears it. */
  clear(): void {
    this.prepared?.unsubscribe();
    this.prepared = null;
    this.term.next('');
  }

  /** The player chose a result or pressed Enter: the term joins the recent searches. */
  remember(raw: string): void {
    const next = rememberSearch(this.recent.value, raw);
    if (next === this.recent.value) return;
    this.recent.next(next);
    try {
      this.store.write(next);
    } catch {
      this.logger.warn('search: recent searches could not be kept');
    }
  }

  private searchAfterPause(term: string): Observable<GameSearchState> {
    const { debounceMs, limit } = this.options.value;
    return timer(debounceMs, this.scheduler).pipe(
      switchMap(() => this.index$),
      filter((index) => index !== null),
      first(),
      map((index): GameSearchState => {
        if (index === 'failed') return { status: 'failed', term };
        const hits = index.search(term, limit);
        return hits.length === 0 ? { status: 'empty', term } : { status: 'results', term, hits };
      }),
    );
  }
}
