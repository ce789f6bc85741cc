import { ContainerModule, type ResolutionContext } from 'inversify';
import { ConfigTokens } from '../../application/config/tokens';
import { ContentService } from '../../application/content/content-service';
import { GeoLocationService } from '../../application/content/geo-location-service';
import { PageScriptService } from '../../application/content/page-script-service';
import { PageViewService } from '../../application/content/page-view-service';
import { ContentTokens } from '../../application/content/tokens';
import { SharedTokens } from '../../application/shared/tokens';
import type { SiteConfig } from '../../domain/config';
import type { AnalyticsDataLayer, ContentGateway, GeoLocationGateway, LocationCookie, PreloadedPages } from '../../domain/content';
import type { Logger } from '../../domain/shared/ports';
import type { AdapterFactory } from '../shared/adapter-factory';
import type { ContentDecoding } from './content-codec';

/** How content adapters are made: they decode pages, so they are given the origins content may use and the logger. */
export type ContentAdapterFactory<Port> = (context: ResolutionContext, decoding: ContentDecoding) => Port;

export interface ContentGateways {
  readonly content: ContentAdapterFactory<ContentGateway>;
  readonly geoLocation: AdapterFactory<GeoLocationGateway>;
}

/** The browser's side of content: the `st` cookie, the analytics data layer, pages inlined into the document. */
export interface ContentBrowserAdapters {
  readonly locationCookie: AdapterFactory<LocationCookie>;
  readonly dataLayer: AdapterFactory<AnalyticsDataLayer>;
  readonly preloadedPages: (decoding: ContentDecoding & { readonly language: string }) => PreloadedPages;
}

const decodingOf = (context: ResolutionContext): ContentDecoding => ({
  allowedOrigins: context.get<SiteConfig>(ConfigTokens.SiteConfig).contentOrigins,
  logger: context.get<Logger>(SharedTokens.Logger),
});

export const contentModule = (gateways: ContentGateways, browser: ContentBrowserAdapters) =>
  new ContainerModule(({ bind }) => {
    bind<ContentGateway>(ContentTokens.ContentGateway)
      .toDynamicValue((context) => gateways.content(context, decodingOf(context)))
      .inSingletonScope();
    bind<GeoLocationGateway>(ContentTokens.GeoLocationGateway).toDynamicValue(gateways.geoLocation).inSingletonScope();
    bind<LocationCookie>(ContentTokens.LocationCookie).toDynamicValue(browser.locationCookie).inSingletonScope();
    bind<AnalyticsDataLayer>(ContentTokens.AnalyticsDataLayer).toDynamicValue(browser.dataLayer).inSingletonScope();
    bind<PreloadedPages>(ContentTokens.PreloadedPages)
      .toDynamicValue((context) => browser.preloadedPages({ ...decodingOf(context), language: context.get<SiteConfig>(ConfigTokens.SiteConfig).languageDefault }))
      .inSingletonScope();
    bind(ContentTokens.GeoLocationService).to(GeoLocationService).inSingletonScope();
    bind(ContentTokens.ContentService).to(ContentService).inSingletonScope();
    bind(ContentTokens.PageViewService).to(PageViewService).inSingletonScope();
    bind(ContentTokens.PageScriptService).to(PageScriptService).inSingletonScope();
  });
