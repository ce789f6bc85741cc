import type { Either } from 'fp-ts/Either';
import type { GatewayError } from '../shared/gateway-error';
import type { ContentPage } from './content';

export interface PageRequest {
  readonly bucket: string;
  readonly language: string;
  /** `home`, a marketing page's slug, or `pages/…`, `articles/…`, `promotions/…`. */
  readonly slug: string;
}

/** Pages of the content service by bucket and language (CMS-01). */
export interface ContentGateway {
  page(request: PageRequest, signal?: AbortSignal): Promise<Either<GatewayError, ContentPage>>;
}

/** GEO-03: asks the platform to locate the player; it answers 202 and sets the `st` cookie. */
export interface GeoLocationGateway {
  locate(signal?: AbortSignal): Promise<Either<GatewayError, void>>;
}

/** GEO-03: the `st` cookie as the browser holds it now. */
export interface LocationCookie {
  read(): string | null;
}

/** CMS-04: an analytics event for the page's data layer. */
export interface AnalyticsEvent {
  readonly event: string;
  readonly [key: string]: string | number | boolean | null;
}

/** The page's analytics data layer (`window.dataLayer`). */
export interface AnalyticsDataLayer {
  push(event: AnalyticsEvent): void;
}

/** CMS-04 (decided): scripts a page may name, owned by the site, never fetched from elsewhere. */
export interface PageScripts {
  /** Runs the script of that name; false when the site has none by that name. */
  run(name: string, context: { readonly slug: string; readonly language: string }): boolean;
}

/** Pages the server put into the document itself (the home page), read once at start, so the first render needs no request. */
export interface PreloadedPages {
  take(request: PageRequest): ContentPage | null;
}
