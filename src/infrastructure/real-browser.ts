import type { BrowserAdapters } from './adapters';
import { CookieLocationCookie } from './content/cookie-location-cookie';
import { WindowDocumentNavigator } from './embedded/window-document-navigator';
import { DocumentPreloadedPages } from './content/document-preloaded-pages';
import { WindowDataLayer } from './content/window-data-layer';
import { LocalStorageRecentSearchesStore } from './games/local-storage-recent-searches-store';
import { CookieLanguageStore } from './i18n/cookie-language-store';
import { MediaQueryDeviceChannel } from './play/media-query-device-channel';
import { CookieSessionStore } from './session/cookie-session-store';
import { SessionStorageLastPageStore } from './session/session-storage-last-page-store';
import { standalone } from './shared/adapter-factory';
import { NavigatorNetworkStatus } from './shared/navigator-network-status';
import { ConsoleLogger } from './shared/console-logger';
import { DocumentInlinedData } from './shared/document-inlined-data';
import { DocumentPageVisibility } from './shared/document-page-visibility';
import { SystemClock } from './shared/system-clock';

export const realBrowser: BrowserAdapters = {
  clock: standalone(SystemClock),
  pageVisibility: standalone(DocumentPageVisibility),
  networkStatus: standalone(NavigatorNetworkStatus),
  logger: standalone(ConsoleLogger),
  sessionStore: standalone(CookieSessionStore),
  lastPageStore: standalone(SessionStorageLastPageStore),
  languageStore: standalone(CookieLanguageStore),
  locationCookie: standalone(CookieLocationCookie),
  dataLayer: standalone(WindowDataLayer),
  recentSearchesStore: standalone(LocalStorageRecentSearchesStore),
  preloadedPages: (decoding) => new DocumentPreloadedPages(document, decoding),
  inlinedData: () => new DocumentInlinedData(document),
  deviceChannel: standalone(MediaQueryDeviceChannel),
  documentNavigator: standalone(WindowDocumentNavigator),
};
