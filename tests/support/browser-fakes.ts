import type { Container } from 'inversify';
import { I18nTokens } from '../../src/application/i18n/tokens';
import { SessionTokens } from '../../src/application/session/tokens';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { MemoryLanguageStore } from '../../src/infrastructure/i18n/memory-language-store';
import type { MemoryLastPageStore } from '../../src/infrastructure/session/memory-last-page-store';
import type { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import type { ManualNetworkStatus } from '../../src/infrastructure/shared/manual-network-status';
import type { ManualPageVisibility } from '../../src/infrastructure/shared/manual-page-visibility';

/** The browser fakes of a container wired with `browser: 'fake'`, for a test to look at or drive. */
export interface BrowserFakes {
  readonly sessionStore: MemorySessionStore;
  readonly lastPageStore: MemoryLastPageStore;
  readonly languageStore: MemoryLanguageStore;
  readonly pageVisibility: ManualPageVisibility;
  readonly networkStatus: ManualNetworkStatus;
}

export const browserFakesOf = (container: Container): BrowserFakes => ({
  sessionStore: container.get<MemorySessionStore>(SessionTokens.SessionStore),
  lastPageStore: container.get<MemoryLastPageStore>(SessionTokens.LastPageStore),
  languageStore: container.get<MemoryLanguageStore>(I18nTokens.LanguageStore),
  pageVisibility: container.get<ManualPageVisibility>(SharedTokens.PageVisibility),
  networkStatus: container.get<ManualNetworkStatus>(SharedTokens.NetworkStatus),
});
