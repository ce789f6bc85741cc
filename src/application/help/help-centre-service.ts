import type { Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { from, map, type Observable, of, shareReplay, startWith, switchMap } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import { isHelpSlug, normaliseHelpTerm, type HelpCategory, type HelpContentGateway, type HelpPage, type HelpScope, type HelpSearchResult, type PreloadedHelpCategories } from '../../domain/help';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { Logger } from '../../domain/shared/ports';
import { ConfigTokens } from '../config/tokens';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import { SharedTokens } from '../shared/tokens';
import { HelpTokens } from './tokens';

export type Loadable<T> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly value: T } | { readonly status: 'failed' };

export type HelpPageState = Loadable<HelpPage> | { readonly status: 'not-found' };

const LOADING = { status: 'loading' } as const;

/**
 * The help centre's pages in the player's language (asked again when it changes): the home's
 * categories, HELP-03's search results (HELP-02: a failed search is logged and reads as no results)
 * and a category's or an article's page.
 */
@injectable()
export class HelpCentreService {
  readonly categories$: Observable<Loadable<readonly HelpCategory[]>>;
  private readonly inlined = new Map<string, Loadable<readonly HelpCategory[]> | null>();

  constructor(
    @inject(HelpTokens.HelpContentGateway) private readonly gateway: HelpContentGateway,
    @inject(HelpTokens.PreloadedHelpCategories) private readonly preloaded: PreloadedHelpCategories,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
  ) {
    this.categories$ = this.language.language$.pipe(
      switchMap((language) => this.inlinedCategories(language) ?? this.loaded((scope) => this.gateway.categories(scope), 'categories', language)),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  /** The home's categories as `categories$` shows them first, known without waiting (inlined into the page), for the first render. */
  currentCategories(): Loadable<readonly HelpCategory[]> {
    return this.inlinedState(this.language.current()) ?? LOADING;
  }

  private inlinedCategories(language: string): Observable<Loadable<readonly HelpCategory[]>> | null {
    const inlined = this.inlinedState(language);
    return inlined === null ? null : of(inlined);
  }

  /** The same object every time for a language, so the first render's state and the stream's first value are one. */
  private inlinedState(language: string): Loadable<readonly HelpCategory[]> | null {
    if (!this.inlined.has(language)) {
      const categories = this.preloaded.take(language);
      this.inlined.set(language, categories === null ? null : { status: 'ready', value: categories });
    }
    return this.inlined.get(language) ?? null;
  }

  /** HELP-03: the results for a term; an empty term is answered with none, without asking. */
  results$(rawTerm: string): Observable<Loadable<readonly HelpSearchResult[]>> {
    const term = normaliseHelpTerm(rawTerm);
    if (term === '') return of({ status: 'ready', value: [] });
    return this.language.language$.pipe(
      switchMap((language) =>
        from(this.gateway.search(this.scope(language), term)).pipe(
          map((answer): Loadable<readonly HelpSearchResult[]> => {
            if (answer._tag === 'Right') return { status: 'ready', value: answer.right };
            this.logger.warn('help: search failed', answer.left);
            return { status: 'ready', value: [] };
          }),
          startWith(LOADING),
        ),
      ),
    );
  }

  /** A category's page (`[category]`) or an article's (`[category, article]`). */
  page$(slugs: readonly [string] | readonly [string, string]): Observable<HelpPageState> {
    if (!slugs.every(isHelpSlug)) return of({ status: 'not-found' });
    return this.language.language$.pipe(
      switchMap((language) =>
        from(this.gateway.page(this.scope(language), slugs)).pipe(
          map((answer): HelpPageState => {
            if (answer._tag === 'Right') return { status: 'ready', value: answer.right };
            if (answer.left.code === 'HTTP' && answer.left.status === 404) return { status: 'not-found' };
            this.logger.warn('help: page failed', answer.left);
            return { status: 'failed' };
          }),
          startWith<HelpPageState>(LOADING),
        ),
      ),
    );
  }

  private scope(language: string): HelpScope {
    return { bucket: this.config.bucket, language };
  }

  private loaded<T>(load: (scope: HelpScope) => Promise<Either<GatewayError, T>>, what: string, language: string): Observable<Loadable<T>> {
    return from(load(this.scope(language))).pipe(
      map((answer): Loadable<T> => {
        if (answer._tag === 'Right') return { status: 'ready', value: answer.right };
        this.logger.warn(`help: ${what} failed`, answer.left);
        return { status: 'failed' };
      }),
      startWith<Loadable<T>>(LOADING),
    );
  }
}
