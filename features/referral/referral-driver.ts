import { browserCookies, browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import type { ArrivalOutcome, ReferralArrivalService } from '../../src/application/referral/referral-arrival-service';
import { ReferralPortTokens } from '../../src/application/referral/port-tokens';
import type { ReferralProfileService, ReferralProfileState } from '../../src/application/referral/referral-profile-service';
import { ReferralTokens } from '../../src/application/referral/tokens';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { ReferralProfile, ReferralType, StoredReferral } from '../../src/domain/referral';
import type { MemoryAddressBar } from '../../src/infrastructure/referral/memory-address-bar';
import type { MemoryReferralCookie } from '../../src/infrastructure/referral/memory-referral-cookie';
import { REFERRAL_STORAGE_KEYS } from '../../src/infrastructure/referral/local-storage-referral-store';
import type { FixedClock } from '../../src/infrastructure/shared/fixed-clock';
import { firstValueFrom, filter } from 'rxjs';
import type { SiteEnvironment } from '../support/site-environment';

export const DAY_MS = 86_400_000;

/** What the browser keeps of a referral: storage keys and the cookie, read the way the platform's pages would. */
export interface KeptReferral {
  readonly stored: StoredReferral | null;
  readonly cookie: { readonly value: string; readonly maxAgeSeconds: number | null } | null;
}

/**
 * A visitor arriving at the site with a referral, and what the site kept and told the platform.
 * Over fakes the browser's storage, cookie and address bar are the in-memory ones; in `@platform`
 * scenarios they are the document's own (jsdom), as the site writes them in a browser.
 */
export class ReferralDriver {
  private lastOutcome: ArrivalOutcome | null = null;

  constructor(private readonly env: SiteEnvironment) {}

  private get overHttp(): boolean {
    return this.env.platform.kind === 'sandbox';
  }

  async arrive(address: string, referrer = ''): Promise<void> {
    const url = new URL(address, 'http://casino.test');
    if (this.overHttp) browserWindow.history.replaceState(null, '', `${url.pathname}${url.search}`);
    this.lastOutcome = await (await this.arrivals()).arrive({ pathname: url.pathname, search: url.search }, referrer);
    await this.env.settle();
  }

  get outcome(): ArrivalOutcome | null {
    return this.lastOutcome;
  }

  /** The token the platform knows (over fakes; the sandbox knows its seeded affiliates and players' codes). */
  platformKnows(token: string, type: ReferralType, referringSites: readonly string[] = []): void {
    if (!this.overHttp) this.env.memoryPlatform.referrals.know(token, { type, referringSites });
  }

  setTime(ms: number): void {
    this.env.site.get<FixedClock>(SharedTokens.Clock).time = ms;
  }

  async live(): Promise<StoredReferral | null> {
    return (await this.arrivals()).current();
  }

  async kept(): Promise<KeptReferral> {
    await this.arrivals();
    if (this.overHttp) {
      const token = browserCookies().referral;
      return { stored: this.env.site.get<{ read(): StoredReferral | null }>(ReferralPortTokens.ReferralStore).read(), cookie: token === undefined ? null : { value: token, maxAgeSeconds: null } };
    }
    const cookie = this.env.site.get<MemoryReferralCookie>(ReferralPortTokens.ReferralCookie);
    return {
      stored: this.env.site.get<{ read(): StoredReferral | null }>(ReferralPortTokens.ReferralStore).read(),
      cookie: cookie.value === null ? null : { value: cookie.value, maxAgeSeconds: cookie.maxAgeSeconds },
    };
  }

  /** The browser's localStorage under REF-03's keys (`@platform` scenarios: the real storage). */
  storageKeys(): Record<string, string | null> {
    return Object.fromEntries(Object.values(REFERRAL_STORAGE_KEYS).map((key) => [key, browserWindow.localStorage.getItem(key)]));
  }

  clearBrowserStorage(): void {
    browserWindow.localStorage.clear();
  }

  /** What the address bar shows once the site has read the arrival. */
  async addressShown(): Promise<string> {
    await this.arrivals();
    if (this.overHttp) return `${browserWindow.location.pathname}${browserWindow.location.search}`;
    const shown = this.env.site.get<MemoryAddressBar>(ReferralPortTokens.AddressBar).shown;
    assert.ok(shown !== null, 'the site did not touch the address bar');
    return shown;
  }

  /** The tokens the platform was asked to track, in order. */
  trackedTokens(): readonly string[] {
    if (!this.overHttp) return this.env.memoryPlatform.referrals.tracked;
    return this.env.wireRecorder.requests
      .filter((request) => request.path.startsWith('/services/referral/v1/profiles/tracking/'))
      .map((request) => decodeURIComponent(request.path.slice('/services/referral/v1/profiles/tracking/'.length)));
  }

  async myProfile(): Promise<ReferralProfileState> {
    await this.load();
    const service = this.env.site.get<ReferralProfileService>(ReferralPortTokens.ReferralProfileService);
    const state = firstValueFrom(service.profile$.pipe(filter((value): value is ReferralProfileState => value !== null && value.status !== 'loading')));
    await this.env.settle();
    return state;
  }

  /** The profile the site showed the player last (asked for once per session). */
  async loadedProfile(): Promise<ReferralProfile> {
    const state = await this.myProfile();
    assert.ok(state.status === 'loaded', 'the refer-a-friend profile did not load');
    return state.profile;
  }

  private async load(): Promise<void> {
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('referral');
  }

  private async arrivals(): Promise<ReferralArrivalService> {
    await this.load();
    return this.env.site.get<ReferralArrivalService>(ReferralTokens.ReferralArrivalService);
  }
}
