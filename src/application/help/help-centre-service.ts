import type { Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { from, map, type Observable, of, shareReplay, startWith, switchMap } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import { isHelpSlug, normaliseHelpTerm, type HelpCategory, type HelpContentGateway, type HelpPage, type HelpScope, type HelpSearchResult } from '../../domain/help';
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

  constructor(
    @inject(HelpTokens.HelpContentGateway) private readonly gateway: HelpContentGateway,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
  ) {
    this.categories$ = this.inLanguage((scope) => this.gateway.categories(scope), 'categories').pipe(shareReplay({ bufferSize: 1, refCount: true }));
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

  private inLanguage<T>(load: (scope: HelpScope) => Promise<Either<GatewayError, T>>, what: string): Observable<Loadable<T>> {
    return this.language.language$.pipe(
      switchMap((language) =>
        from(load(this.scope(language))).pipe(
          map((answer): Loadable<T> => {
            if (answer._tag === 'Right') return { status: 'ready', value: answer.right };
            this.logger.warn(`help: ${what} failed`, answer.left);
            return { status: 'failed' };
          }),
          startWith<Loadable<T>>(LOADING),
        ),
      ),
    );
  }
}
