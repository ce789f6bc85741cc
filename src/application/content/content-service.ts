import { isLeft, left, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { combineLatest, defer, distinctUntilChanged, filter, from, map, of, scan, shareReplay, startWith, Subject, switchMap, type Observable } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import { dependsOnLocation, isPageSlug, regionsShownOf, offersOn, pageExcludedFor, visiblePage, type ContentGateway, type ContentPage, type PreloadedPages } from '../../domain/content';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import type { GeoLocation } from '../../domain/shared/geo-filter';
import { ConfigTokens } from '../config/tokens';
import type { LanguageService } from '../i18n/language-service';
import type { BreakSignal } from '../shared/break-signal';
import { SharedTokens } from '../shared/tokens';
import { I18nTokens } from '../i18n/tokens';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import type { GeoLocationService } from './geo-location-service';
import { ContentTokens } from './tokens';

/** A content page as the player may see it. */
export type PageState =
  | { readonly status: 'loading' }
  /** `offersPaused` (PS-04): offers the player would see are hidden for their break. */
  | { readonly status: 'ready'; readonly page: ContentPage; readonly language: string; readonly offersPaused: boolean }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed'; readonly error: GatewayError }
  /** GEO-02: the page is excluded for the player's region; `redirect` with `geoTargetingRedirect`. */
  | { readonly status: 'not-available'; readonly redirect: boolean };

export const PAGE_LOADING: PageState = { status: 'loading' };

/**
 * CMS-01: pages of the content service in the player's language and the site's bucket, as the
 * player may see them: items hidden when logged in (MENU-05) or excluded for their region (GEO-01)
 * left out. Each page is asked once per language; a failure is not kept, so `retry` asks again.
 */
@injectable()
export class ContentService {
  private readonly loaded = new Map<string, ContentPage>();
  private readonly pending = new Map<string, Promise<Either<GatewayError, ContentPage>>>();
  private readonly streams = new Map<string, Observable<PageState>>();
  private readonly retries = new Subject<string>();
  private readonly loggedIn$: Observable<boolean>;

  constructor(
    @inject(ContentTokens.ContentGateway) private readonly gateway: ContentGateway,
    @inject(ContentTokens.PreloadedPages) private readonly preloaded: PreloadedPages,
    @inject(ContentTokens.GeoLocationService) private readonly geo: GeoLocationService,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(SharedTokens.BreakSignal) private readonly breakSignal: BreakSignal,
  ) {
    // MENU-05: while a stored session is being restored ('unknown') the player is presumed back, so
    // visitor-only items never show to a returning player and then vanish when the profile arrives.
    this.loggedIn$ = session.state$.pipe(
      map((state) => state.status !== 'visitor'),
      distinctUntilChanged(),
    );
  }

  /** The page `slug` (`home`, `welcome-offer`, `articles/…`), following language, session and location. */
  page$(slug: string): Observable<PageState> {
    const existing = this.streams.get(slug);
    if (existing !== undefined) return existing;
    const raw$ = this.language.language$.pipe(
      switchMap((language) =>
        this.retries.pipe(
          filter((retried) => retried === slug),
          startWith(slug),
          switchMap(() => this.load$(language, slug)),
        ),
      ),
      // A page shown stays while the same page in another language loads: the lobby never blanks out.
      scan((shown: RawState | null, next: RawState) => (next.status === 'loading' && shown?.status === 'loaded' ? shown : next), null),
      filter((state): state is RawState => state !== null),
    );
    const stream = combineLatest([raw$, this.loggedIn$, this.geo.location$.pipe(startWith(undefined)), this.breakSignal.onBreak$]).pipe(
      map(([raw, loggedIn, location, onBreak]) => this.shown(raw, { loggedIn, location, onBreak })),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    this.streams.set(slug, stream);
    return stream;
  }

  /** What `page$(slug)` shows first, known without waiting (a page already loaded or inlined): for the first render. */
  current(slug: string): PageState {
    const language = this.language.current();
    const page = this.cached(language, slug);
    if (page === null) return PAGE_LOADING;
    const location = this.config.enableGeoTargeting ? (this.geo.knownNow() ?? undefined) : null;
    return this.shown({ status: 'loaded', page, language }, { loggedIn: this.session.current().status !== 'visitor', location, onBreak: false });
  }

  /**
   * The page as the content service gave it in the current language, when the site already holds it
   * (loaded, or inlined into the document), before any audience rule (session, location) is applied;
   * null otherwise. For what may show while the page itself waits (the lobby's skeleton).
   */
  known(slug: string): ContentPage | null {
    return this.cached(this.language.current(), slug);
  }

  /** Asks for a page that failed again. */
  retry(slug: string): void {
    this.retries.next(slug);
  }

  private cached(language: string, slug: string): ContentPage | null {
    const key = `${language}/${slug}`;
    const known = this.loaded.get(key);
    if (known !== undefined) return known;
    const inlined = this.preloaded.take({ bucket: this.config.bucket, language, slug });
    if (inlined !== null) this.loaded.set(key, inlined);
    return inlined;
  }

  private load$(language: string, slug: string): Observable<RawState> {
    const cached = this.cached(language, slug);
    if (cached !== null) return of({ status: 'loaded', page: cached, language });
    return defer(() => from(this.fetch(language, slug))).pipe(
      map((result): RawState => (isLeft(result) ? { status: 'error', error: result.left } : { status: 'loaded', page: result.right, language })),
      startWith({ status: 'loading' } as const),
    );
  }

  private fetch(language: string, slug: string): Promise<Either<GatewayError, ContentPage>> {
    // An address no page can have is not worth a request.
    if (!isPageSlug(slug)) return Promise.resolve(left(httpError(404)));
    const key = `${language}/${slug}`;
    const inFlight = this.pending.get(key);
    if (inFlight !== undefined) return inFlight;
    const request = this.gateway.page({ bucket: this.config.bucket, language, slug }).then((result) => {
      this.pending.delete(key);
      if (!isLeft(result)) this.loaded.set(key, result.right);
      return result;
    });
    this.pending.set(key, request);
    return request;
  }

  private shown(raw: RawState, { loggedIn, location, onBreak }: { loggedIn: boolean; location: GeoLocation | null | undefined; onBreak: boolean }): PageState {
    if (raw.status === 'loading') return PAGE_LOADING;
    if (raw.status === 'error') {
      return raw.error.code === 'HTTP' && raw.error.status === 404 ? { status: 'not-found' } : { status: 'failed', error: raw.error };
    }
    // Until the location is known (GEO-03), nothing is shown that the region might exclude; a page
    // where nothing the site shows of it carries a region's rule is the same everywhere, and shows at once.
    if (location === undefined && dependsOnLocation(raw.page, regionsShownOf(raw.page.slug))) return PAGE_LOADING;
    const known = location ?? null;
    if (pageExcludedFor(raw.page, known)) return { status: 'not-available', redirect: this.config.geoTargetingRedirect };
    const page = visiblePage(raw.page, { loggedIn, location: known, onBreak });
    const offersPaused = onBreak && offersOn(visiblePage(raw.page, { loggedIn, location: known, onBreak: false }));
    return { status: 'ready', page, language: raw.language, offersPaused };
  }
}

type RawState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly page: ContentPage; readonly language: string }
  | { readonly status: 'error'; readonly error: GatewayError };
