export const ContentTokens = {
  ContentGateway: Symbol.for('content.ContentGateway'),
  GeoLocationGateway: Symbol.for('content.GeoLocationGateway'),
  LocationCookie: Symbol.for('content.LocationCookie'),
  AnalyticsDataLayer: Symbol.for('content.AnalyticsDataLayer'),
  PreloadedPages: Symbol.for('content.PreloadedPages'),
  ContentService: Symbol.for('content.ContentService'),
  /** `GeoLocationService`: the player's location (`location$`), used by every context that hides content by region. */
  GeoLocationService: Symbol.for('content.GeoLocationService'),
  PageViewService: Symbol.for('content.PageViewService'),
  PageScriptService: Symbol.for('content.PageScriptService'),
} as const;

/** CMS-04: page scripts run this long after the page has loaded. */
export const PAGE_SCRIPT_DELAY_MS = 50;

/** The home page's slug in the content service. */
export { CHROME_PAGE_SLUG as HOME_SLUG } from '../../domain/content';
