import type { BrowserAdapters } from './adapters';
import { MemoryLocationCookie } from './content/memory-location-cookie';
import { NoPreloadedPages } from './content/no-preloaded-pages';
import { RecordingDataLayer } from './content/recording-data-layer';
import { RecordingDocumentNavigator } from './embedded/recording-document-navigator';
import type { InMemoryPlatform } from './shared/in-memory-platform';
import { InfrastructureTokens } from './shared/tokens';
import { MemoryRecentSearchesStore } from './games/memory-recent-searches-store';
import { MemoryLanguageStore } from './i18n/memory-language-store';
import { FixedDeviceChannel } from './play/fixed-device-channel';
import { MemoryLastPageStore } from './session/memory-last-page-store';
import { MemorySessionStore } from './session/memory-session-store';
import { standalone } from './shared/adapter-factory';
import { NoInlinedData } from './shared/no-inlined-data';
import { ManualNetworkStatus } from './shared/manual-network-status';
import { FixedClock } from './shared/fixed-clock';
import { ManualPageVisibility } from './shared/manual-page-visibility';
import { RecordingLogger } from './shared/recording-logger';

/** Tests only: a browser whose storage, visibility and time the test holds. */
export const fakeBrowser: BrowserAdapters = {
  clock: standalone(FixedClock),
  pageVisibility: standalone(ManualPageVisibility),
  networkStatus: standalone(ManualNetworkStatus),
  logger: standalone(RecordingLogger),
  sessionStore: standalone(MemorySessionStore),
  lastPageStore: standalone(MemoryLastPageStore),
  languageStore: standalone(MemoryLanguageStore),
  // The cookie jar the in-memory platform writes when it locates the player; a jar of its own over HTTP.
  locationCookie: (context) => new MemoryLocationCookie(context.get<InMemoryPlatform>(InfrastructureTokens.InMemoryPlatform, { optional: true })?.content.cookies),
  dataLayer: standalone(RecordingDataLayer),
  recentSearchesStore: standalone(MemoryRecentSearchesStore),
  preloadedPages: () => new NoPreloadedPages(),
  inlinedData: standalone(NoInlinedData),
  deviceChannel: standalone(FixedDeviceChannel),
  documentNavigator: standalone(RecordingDocumentNavigator),
};
