import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import type { SchedulerLike } from 'rxjs';
import type { DeferredContext, DeferredContexts } from '../application/shared/deferred-contexts';
import { SharedTokens } from '../application/shared/tokens';
import type { SiteConfig } from '../domain/config';
import type { BrowserAdapters, PlatformAdapters } from './adapters';
import { contentModule } from './content/content.module';
import { embeddedModule } from './embedded/embedded.module';
import { gamesModule } from './games/games.module';
import { i18nModule } from './i18n/i18n.module';
import { loyaltyModule } from './loyalty/loyalty.module';
import { playDeviceModule } from './play/play-device.module';
import { sessionModule } from './session/session.module';
import { sharedModule } from './shared/shared.module';
import { walletModule } from './wallet/wallet.module';

export interface ContainerOptions {
  readonly config: SiteConfig;
  /** `platformOverHttp(…)` in the site; `platformInMemory(…)` in tests. */
  readonly platform: PlatformAdapters;
  /** `realBrowser` in the site; `fakeBrowser` in tests. */
  readonly browser: BrowserAdapters;
  /** Virtual time in tests; the real clock when absent. */
  readonly scheduler?: SchedulerLike;
}

/**
 * The composition root: one module per context, each binding its ports to the adapters given and its
 * application services. The site passes only HTTP and browser adapters, so no fake reaches its bundle.
 */
export const createContainer = ({ config, platform, browser, scheduler }: ContainerOptions): Container => {
  const container = new Container();
  container.load(
    sharedModule(config, platform.transport, browser, scheduler),
    sessionModule(platform.session, browser),
    i18nModule(browser.languageStore),
    walletModule(platform.wallet),
    loyaltyModule(platform.loyalty),
    contentModule(platform.content, browser),
    gamesModule(platform.games, browser),
    playDeviceModule(browser.deviceChannel),
    embeddedModule(browser),
  );
  container.bind<DeferredContexts>(SharedTokens.DeferredContexts).toConstantValue(deferredContexts(container, platform, browser));
  return container;
};

/** Loads a deferred context's module and adapters (chunks of their own) and binds them, once; a failed load may be tried again. */
const deferredContexts = (container: Container, platform: PlatformAdapters, browser: BrowserAdapters): DeferredContexts => {
  const modules: Record<DeferredContext, () => Promise<ContainerModule>> = {
    cashier: async () => {
      const [{ cashierModule }, gateways] = await Promise.all([import('./cashier/cashier.module'), platform.cashier()]);
      return cashierModule(gateways);
    },
    documents: async () => {
      const [{ documentsModule }, adapters] = await Promise.all([import('./documents/documents.module'), platform.documents()]);
      return documentsModule(adapters);
    },
    contact: async () => {
      const [{ contactModule }, gateways] = await Promise.all([import('./contact/contact.module'), platform.contact()]);
      return contactModule(gateways);
    },
    embedded: async () => (await import('./embedded/embedded-session.module')).embeddedSessionModule(),
    help: async () => {
      const [{ helpModule }, gateways] = await Promise.all([import('./help/help.module'), platform.help()]);
      return helpModule(gateways);
    },
    // Joining attaches the referral the referral context keeps: that context is bound first.
    join: async () => {
      const [{ joinModule }, adapters] = await Promise.all([import('./join/join.module'), platform.join(), deferred.load('referral')]);
      return joinModule(adapters);
    },
    play: async () => {
      const [{ playModule }, gateways] = await Promise.all([import('./play/play.module'), platform.play()]);
      return playModule(gateways, browser);
    },
    redemption: async () => (await import('./loyalty/redemption.module')).redemptionModule(),
    referral: async () => {
      const [{ referralModule }, adapters] = await Promise.all([import('./referral/referral.module'), platform.referral()]);
      return referralModule(adapters);
    },
    verification: async () => {
      const [{ verificationModule }, gateways] = await Promise.all([import('./verification/verification.module'), platform.verification()]);
      return verificationModule(gateways);
    },
    saferGambling: async () => {
      const gateways = platform.saferGambling();
      return (await import('./safer-gambling/safer-gambling.module')).saferGamblingModule(await gateways);
    },
    twofactor: async () => {
      const [{ twoFactorModule }, adapters] = await Promise.all([import('./twofactor/two-factor.module'), platform.twoFactor()]);
      return twoFactorModule(adapters);
    },
  };
  const loading = new Map<DeferredContext, Promise<void>>();
  const loaded = new Set<DeferredContext>();
  const deferred: DeferredContexts = {
    isLoaded: (context) => loaded.has(context),
    load(context) {
      const known = loading.get(context);
      if (known !== undefined) return known;
      const load = modules[context]().then((module) => {
        container.load(module);
        loaded.add(context);
      });
      loading.set(context, load);
      load.catch(() => loading.delete(context));
      return load;
    },
  };
  return deferred;
};
