import 'reflect-metadata';
import { Container } from 'inversify';
import type { SchedulerLike } from 'rxjs';
import type { SiteConfig } from '../domain/config';
import type { BrowserAdapters, PlatformAdapters } from './adapters';
import { cashierModule } from './cashier/cashier.module';
import { contentModule } from './content/content.module';
import { embeddedModule } from './embedded/embedded.module';
import { gamesModule } from './games/games.module';
import { i18nModule } from './i18n/i18n.module';
import { loyaltyModule } from './loyalty/loyalty.module';
import { playModule } from './play/play.module';
import { sessionModule } from './session/session.module';
import { sharedModule } from './shared/shared.module';
import { verificationModule } from './verification/verification.module';
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
    cashierModule(platform.cashier),
    verificationModule(platform.verification),
    contentModule(platform.content, browser),
    gamesModule(platform.games, browser),
    playModule(platform.play, browser),
    embeddedModule(browser),
  );
  return container;
};
