import 'reflect-metadata';
import type { Container } from 'inversify';
import type { Subscription } from 'rxjs';
import type { SiteConfig } from '../../src/domain/config/site-config';
import { CookieSessionStore } from '../../src/infrastructure/session/cookie-stores';
import { createContainer } from '../../src/infrastructure/container';
import { httpAdapters } from '../../src/infrastructure/http/http-adapters';
import { browserFakes, inMemoryAdapters, type BrowserFakes } from '../../src/infrastructure/memory/in-memory-adapters';
import { InMemoryPlatform } from '../../src/infrastructure/shared/in-memory-platform';
import { ManualTime } from '../../tests/support/manual-time';
import { createTestApp, TEST_SITE_CONFIG } from '../../tests/support/test-app';
import { FakeHttpPlatform } from './fake-http-platform';

/** One running copy of the site: its container, its browser fakes and its (virtual) clock. */
export interface Site {
  readonly container: Container;
  readonly time: ManualTime;
  readonly fakes: BrowserFakes;
  readonly config: SiteConfig;
  get<T>(token: symbol): T;
}

/** How the site reaches the platform and keeps its session. */
export type Wiring = 'memory' | 'http' | 'browser-cookies';

/**
 * Everything one scenario runs against: the in-memory platform (players, sessions, recorded calls)
 * and the site built over it on first use, so that Given steps may still change the configuration or
 * the wiring before anything runs. A new environment is made for every scenario.
 */
export class SiteEnvironment {
  readonly platform = new InMemoryPlatform();
  private fakes: BrowserFakes = browserFakes();
  private config: SiteConfig = TEST_SITE_CONFIG;
  private wiring: Wiring = 'memory';
  private current: Site | null = null;
  private httpPlatform: FakeHttpPlatform | null = null;
  private readonly subscriptions: Subscription[] = [];

  get site(): Site {
    this.current ??= this.build();
    return this.current;
  }

  get started(): boolean {
    return this.current !== null;
  }

  /** The platform over HTTP; only when the scenario wired the site that way. */
  get http(): FakeHttpPlatform {
    if (this.httpPlatform === null) throw new Error('this scenario does not talk to the platform over HTTP');
    return this.httpPlatform;
  }

  get usesHttp(): boolean {
    return this.wiring === 'http';
  }

  configure(change: Partial<SiteConfig>): void {
    this.mustNotHaveStarted('change the site configuration');
    this.config = { ...this.config, ...change };
  }

  wire(wiring: Wiring): void {
    this.mustNotHaveStarted('change how the site is wired');
    this.wiring = wiring;
    if (wiring === 'http') this.httpPlatform = new FakeHttpPlatform(this.platform);
  }

  /** The player closes the tab and comes back: a new site, the same platform and browser storage. */
  reopen(): Site {
    this.dispose();
    const previous = this.fakes;
    this.fakes = browserFakes();
    this.fakes.sessionStore.value = previous.sessionStore.value;
    this.fakes.languageStore.value = previous.languageStore.value;
    this.current = this.build();
    return this.current;
  }

  /** Subscriptions opened by drivers, closed when the scenario ends. */
  keep(subscription: Subscription): void {
    this.subscriptions.push(subscription);
  }

  dispose(): void {
    for (const subscription of this.subscriptions.splice(0)) subscription.unsubscribe();
  }

  private build(): Site {
    const { platform, fakes, config } = this;
    if (this.wiring === 'memory') return createTestApp({ platform, fakes, config });
    const time = new ManualTime();
    const container =
      this.wiring === 'http'
        ? createContainer({ ...config, servicesBaseUrl: this.http.baseUrl }, (rejection) => ({
            ...httpAdapters({ ...config, servicesBaseUrl: this.http.baseUrl }, this.http.fetch)(rejection),
            // The browser itself stays a fake: storage, visibility and time belong to the test.
            ...fakes,
            scheduler: time.scheduler,
          }))
        : createContainer(config, (rejection) => ({ ...inMemoryAdapters(platform, fakes, time.scheduler)(rejection), sessionStore: new CookieSessionStore() }));
    return { container, time, fakes, config, get: <T>(token: symbol) => container.get<T>(token) };
  }

  private mustNotHaveStarted(what: string): void {
    if (this.current !== null) throw new Error(`cannot ${what} once the site is running: put this Given step first`);
  }
}
