import type { SchedulerLike } from 'rxjs';
import type { AdapterFactory } from '../adapters';
import { FixedClock, ManualPageVisibility, MemoryLanguageStore, MemoryLastPageStore, MemorySessionStore, RecordingLogger } from '../shared/browser-fakes';
import {
  InMemoryCaptchaGateway,
  InMemoryLoginGateway,
  InMemoryLogoutGateway,
  InMemoryLoyaltyGateway,
  InMemoryNotificationsGateway,
  InMemoryPasswordResetGateway,
  InMemoryPinCodeGateway,
  InMemoryProfileGateway,
  InMemoryWalletGateway,
} from '../session/in-memory-gateways';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

/** The browser-side fakes a test may want to look at or drive. */
export interface BrowserFakes {
  readonly sessionStore: MemorySessionStore;
  readonly lastPageStore: MemoryLastPageStore;
  readonly languageStore: MemoryLanguageStore;
  readonly pageVisibility: ManualPageVisibility;
  readonly clock: FixedClock;
  readonly logger: RecordingLogger;
}

export const browserFakes = (): BrowserFakes => ({
  sessionStore: new MemorySessionStore(),
  lastPageStore: new MemoryLastPageStore(),
  languageStore: new MemoryLanguageStore(),
  pageVisibility: new ManualPageVisibility(),
  clock: new FixedClock(),
  logger: new RecordingLogger(),
});

/** Test adapters: the in-memory platform and browser fakes. */
export const inMemoryAdapters =
  (platform: InMemoryPlatform, fakes: BrowserFakes = browserFakes(), scheduler?: SchedulerLike): AdapterFactory =>
  (rejection) => {
    const authorised = [
      new InMemoryProfileGateway(platform),
      new InMemoryWalletGateway(platform),
      new InMemoryNotificationsGateway(platform),
      new InMemoryLoyaltyGateway(platform),
      new InMemoryPinCodeGateway(platform),
    ] as const;
    for (const gateway of authorised) gateway.listener = rejection;
    const [profileGateway, walletGateway, notificationsGateway, loyaltyGateway, pinCodeGateway] = authorised;
    return {
      loginGateway: new InMemoryLoginGateway(platform),
      logoutGateway: new InMemoryLogoutGateway(platform),
      captchaGateway: new InMemoryCaptchaGateway(platform),
      passwordResetGateway: new InMemoryPasswordResetGateway(platform),
      profileGateway,
      walletGateway,
      notificationsGateway,
      loyaltyGateway,
      pinCodeGateway,
      ...fakes,
      ...(scheduler ? { scheduler } : {}),
    };
  };
