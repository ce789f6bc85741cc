import 'reflect-metadata';
import type { Container } from 'inversify';
import type { LoginService } from '../../src/application/login/login-service';
import { LoginTokens } from '../../src/application/login/tokens';
import { DEFERRED_CONTEXTS, type DeferredContext, type DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../../src/domain/config';
import type { BrowserAdapters } from '../../src/infrastructure/adapters';
import { createContainer } from '../../src/infrastructure/container';
import { fakeBrowser } from '../../src/infrastructure/fake-browser';
import { platformInMemory } from '../../src/infrastructure/platform-in-memory';
import { InMemoryPlatform } from '../../src/infrastructure/shared/in-memory-platform';
import { browserFakesOf, type BrowserFakes } from './browser-fakes';
import { ManualTime } from './manual-time';

export interface TestApp {
  readonly container: Container;
  readonly platform: InMemoryPlatform;
  readonly fakes: BrowserFakes;
  readonly time: ManualTime;
  readonly config: SiteConfig;
  get<T>(token: symbol): T;
  /** Binds deferred contexts (all of them by default), as their first page would. */
  load(...contexts: DeferredContext[]): Promise<void>;
}

export const TEST_SITE_CONFIG: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  isLoyaltyEnabled: true,
  loyaltyIconTierEnabled: true,
  languagesPublished: ['en', 'es'],
  languageDefault: 'en',
};

/** A fresh container over the in-memory platform, browser fakes (or some real adapters, `browser`) and virtual time. */
export const createTestApp = (options: { readonly config?: Partial<SiteConfig>; readonly platform?: InMemoryPlatform; readonly browser?: Partial<BrowserAdapters> } = {}): TestApp => {
  const platform = options.platform ?? new InMemoryPlatform();
  const time = new ManualTime();
  const config = { ...TEST_SITE_CONFIG, ...options.config };
  const browser = { ...fakeBrowser, ...options.browser };
  const container = createContainer({ config, platform: platformInMemory(platform), browser, scheduler: time.scheduler });
  return { container, platform, fakes: browserFakesOf(container), time,
    config,
    get: <T>(token: symbol) => container.get<T>(token),
    load: async (...contexts) => {
      const deferred = container.get<DeferredContexts>(SharedTokens.DeferredContexts);
      await Promise.all((contexts.length > 0 ? contexts : DEFERRED_CONTEXTS).map((context) => deferred.load(context)));
    },
  };
};

/** The login form's service, bound as the login page binds it (the login context loads with the page). */
export const loginServiceOf = async (app: Pick<TestApp, 'get' | 'load'>): Promise<LoginService> => {
  await app.load('login');
  return app.get<LoginService>(LoginTokens.LoginService);
};
