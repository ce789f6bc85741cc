import { inject, injectable } from 'inversify';
import { BehaviorSubject, concat, distinctUntilChanged, from, map, Observable, of, type SchedulerLike, shareReplay, switchMap, timer } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import { HELP_SUGGESTION_DEBOUNCE_MS, normaliseHelpTerm, suggestsFor, type HelpContentGateway, type HelpSearchResult } from '../../domain/help';
import type { Logger } from '../../domain/shared/ports';
import { ConfigTokens } from '../config/tokens';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import { SharedTokens } from '../shared/tokens';
import { HelpTokens } from './tokens';

export type HelpSuggestionsState =
  /** Fewer than three characters: nothing is asked. */
  | { readonly status: 'idle' }
  /** Typed; asked once typing pauses. */
  | { readonly status: 'pending'; readonly term: string }
  /** HELP-02: a failed call reads as an empty list. */
  | { readonly status: 'ready'; readonly term: string; readonly suggestions: readonly HelpSearchResult[] };

const IDLE: HelpSuggestionsState = { status: 'idle' };

/**
 * HELP-01 and HELP-02: the help search box's suggestions. Asked from three characters, once typing
 * has paused for a second (the scheduler is injected, so tests own the clock); a newer term cancels
 * an older call; a failure is logged and shown as no suggestions.
 */
@injectable()
export class HelpSuggestionsService {
  private readonly term = new BehaviorSubject('');
  readonly state$: Observable<HelpSuggestionsState>;

  constructor(
    @inject(HelpTokens.HelpContentGateway) private readonly gateway: HelpContentGateway,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
  ) {
    this.state$ = this.term.pipe(
      map(normaliseHelpTerm),
      distinctUntilChanged(),
      switchMap((term) => (suggestsFor(term) ? concat(of<HelpSuggestionsState>({ status: 'pending', term }), this.afterPause(term)) : of(IDLE))),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  /** The player typed. */
  input(raw: string): void {
    this.term.next(raw);
  }

  /** The box was left or emptied: no suggestions. */
  clear(): void {
    this.term.next('');
  }

  private afterPause(term: string): Observable<HelpSuggestionsState> {
    return timer(HELP_SUGGESTION_DEBOUNCE_MS, this.scheduler).pipe(
      switchMap(
        () =>
          new Observable<readonly HelpSearchResult[]>((subscriber) => {
            const abort = new AbortController();
            const scope = { bucket: this.config.bucket, language: this.language.current() };
            from(this.gateway.suggestions(scope, term, abort.signal)).subscribe((answer) => {
              if (answer._tag === 'Left') {
                if (answer.left.code !== 'ABORTED') this.logger.warn('help: suggestions failed', answer.left);
                subscriber.next([]);
              } else subscriber.next(answer.right);
              subscriber.complete();
            });
            return () => abort.abort();
          }),
      ),
      map((suggestions): HelpSuggestionsState => ({ status: 'ready', term, suggestions })),
    );
  }
}
