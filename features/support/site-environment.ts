import 'reflect-metadata';
import type { Container } from 'inversify';
import type { Subscription } from 'rxjs';
import { I18nTokens } from '../../src/application/i18n/tokens';
import { SessionTokens } from '../../src/application/session/tokens';
import type { SiteConfig } from '../../src/domain/config';
import type { LanguageStore } from '../../src/domain/i18n';
import type { SessionId, SessionStore } from '../../src/domain/session';
import { deferred, type PlatformAdapters } from '../../src/infrastructure/adapters';
import { createContainer } from '../../src/infrastructure/container';
import { embeddedInMemory } from '../../src/infrastructure/embedded/embedded-in-memory';
import { playModule } from '../../src/infrastructure/play/play.module';
import { playOverHttp } from '../../src/infrastructure/play/play-over-http';
import { playInMemory } from '../../src/infrastructure/play/play-in-memory';
import { embeddedModule } from '../../src/infrastructure/embedded/embedded.module';
import { fakeBrowser } from '../../src/infrastructure/fake-browser';
import { platformInMemory } from '../../src/infrastructure/platform-in-memory';
import { platformOverHttp } from '../../src/infrastructure/platform-over-http';
import { realBrowser } from '../../src/infrastructure/real-browser';
import { InMemoryPlatform } from '../../src/infrastructure/shared/in-memory-platform';
import type { TestSandbox } from '../../sandbox/test-support/harness.ts';
import { browserFakesOf, type BrowserFakes } from '../../tests/support/browser-fakes';
import { ManualTime } from '../../tests/support/manual-time';
import { TEST_SITE_CONFIG } from '../../tests/support/test-app';
import { MemoryPlatformDriver } from './platform/memory-platform-driver';
import type { PlatformDriver } from './platform/platform-driver';
import { SandboxPlatformDriver } from './platform/sandbox-platform-driver';
import { WireRecorder } from './platform/wire-recorder';

/** One running copy of the site: its container and its (virtual) clock. */
export interface Site {
  readonly container: Container;
  readonly time: ManualTime;
  readonly config: SiteConfig;
  get<T>(token: symbol): T;
}

/**
 * Everything one scenario runs against: the platform (in memory, or the real sandbox for `@platform`
 * scenarios), the browser (fakes, or the real document's cookies and storage) and the site built over
 * them on first use, so that Given steps may still change the configuration before anything runs.
 */
export class SiteEnvironment {
  private memory = new InMemoryPlatform();
  platform: PlatformDriver = new MemoryPlatformDriver(this.memory);
  private wire: WireRecorder | null = null;
  private sandboxUrl: string | null = null;
  private sessionInCookie = false;
  private languageInCookie = false;
  private config: SiteConfig = TEST_SITE_CONFIG;
  private unreachableTwoFactorCode = false;
  private current: Site | null = null;
  private readonly subscriptions: Subscription[] = [];

  get site(): Site {
    this.current ??= this.build();
    return this.current;
  }

  /** The in-memory platform, which scenarios may arrange before the site starts. */
  get memoryPlatform(): InMemoryPlatform {
    return this.memory;
  }

  /** The requests that left the site, for `@platform` scenarios. */
  get wireRecorder(): WireRecorder {
    if (this.wire === null) throw new Error('only @platform scenarios talk to the platform over HTTP');
    return this.wire;
  }

  /** The browser fakes; not the session store of a scenario that keeps its session in the real cookie. */
  get fakes(): BrowserFakes {
    return browserFakesOf(this.site.container);
  }

  useSandbox(sandbox: TestSandbox): void {
    this.mustNotHaveStarted('talk to the sandbox');
    this.wire = new WireRecorder();
    this.sandboxUrl = sandbox.url;
    this.platform = new SandboxPlatformDriver(sandbox, this.wire);
  }

  /** The session lives in the browser's real `sid` cookie instead of a fake store. */
  useSessionCookie(): void {
    this.mustNotHaveStarted('change the browser');
    this.sessionInCookie = true;
  }

  /** The chosen language lives in the browser's real `LANG` cookie instead of a fake store. */
  useLanguageCookie(): void {
    this.mustNotHaveStarted('change the browser');
    this.languageInCookie = true;
  }

  /** The two-factor pages' adapters cannot be downloaded (a chunk lost in a deployment, a dropped connection). */
  loseTwoFactorCode(): void {
    this.mustNotHaveStarted('lose a chunk');
    this.unreachableTwoFactorCode = true;
  }

  get twoFactorCodeIsLost(): boolean {
    return this.unreachableTwoFactorCode;
  }

  configure(change: Partial<SiteConfig>): void {
    this.mustNotHaveStarted('change the site configuration');
    this.config = { ...this.config, ...change };
  }

  /** Lets time-free work finish: timers due now, and every call still on the wire. */
  async settle(): Promise<void> {
    for (let round = 0; round < 50; round += 1) {
      await this.site.time.settle();
      if (!this.wire?.busy) return;
      await this.wire.idle();
    }
  }

  /** Moves the site's virtual clock, letting the calls it starts settle. */
  async advance(ms: number): Promise<void> {
    await this.site.time.advance(ms);
    await this.settle();
  }

  /** The player closes the tab and comes back: a new site, the same platform and cookies. */
  reopen(): void {
    const previous = this.site;
    this.dispose();
    const session = previous.get<SessionStore>(SessionTokens.SessionStore).read();
    const language = previous.get<LanguageStore>(I18nTokens.LanguageStore).read();
    this.current = this.build();
    if (session !== null) this.site.get<SessionStore>(SessionTokens.SessionStore).write(session as SessionId);
    if (language !== null) this.site.get<LanguageStore>(I18nTokens.LanguageStore).write(language);
  }

  /** Subscriptions opened by drivers, closed when the scenario ends. */
  keep(subscription: Subscription): void {
    this.subscriptions.push(subscription);
  }

  dispose(): void {
    for (const subscription of this.subscriptions.splice(0)) subscription.unsubscribe();
  }

  private build(): Site {
    const time = new ManualTime();
    const config = this.sandboxUrl === null ? this.config : { ...this.config, servicesBaseUrl: this.sandboxUrl };
    const platform = this.sandboxUrl === null || this.wire === null ? platformInMemory(this.memory) : withFramesInMemory(platformOverHttp(this.sandboxUrl, this.wire.fetch));
    const container = createContainer({
      config,
      platform: this.unreachableTwoFactorCode
        ? { ...platform, contexts: { ...platform.contexts, twofactor: { deferred: true, needs: [], load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) } } }
        : platform,
      // The browser stays a fake (storage, visibility, time belong to the test), but for the real session or language cookie when asked.
      browser: {
        ...fakeBrowser,
        ...(this.sessionInCookie ? { sessionStore: realBrowser.sessionStore } : {}),
        ...(this.languageInCookie ? { languageStore: realBrowser.languageStore } : {}),
      },
      scheduler: time.scheduler,
    });
    return { container, time, config, get: <T>(token: symbol) => container.get<T>(token) };
  }

  private mustNotHaveStarted(what: string): void {
    if (this.current !== null) throw new Error(`cannot ${what} once the site is running: put this Given step first`);
  }
}

/** The deferred contexts a context's declaration says it needs (bound before it). */
const needsOf = (platform: PlatformAdapters, context: string): readonly string[] => {
  const declared = platform.contexts[context];
  return declared?.deferred === true ? declared.needs : [];
};

/**
 * The platform over HTTP, but the frames the site embeds stay fakes: a scenario speaks for the game or
 * the legacy application in its frame (their messages come through a memory channel, as over fakes).
 */
const withFramesInMemory = (platform: PlatformAdapters): PlatformAdapters => ({
  ...platform,
  contexts: {
    ...platform.contexts,
    play: deferred(needsOf(platform, 'play'), async () => playModule, async () => ({ ...playOverHttp, frames: playInMemory.frames })),
    embedded: deferred(needsOf(platform, 'embedded'), async () => embeddedModule, async () => embeddedInMemory),
  },
});
