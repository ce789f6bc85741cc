import 'reflect-metadata';
import { Container } from 'inversify';
import { i18nModule } from './i18n/i18n.module';
import { loyaltyModule } from './loyalty/loyalty.module';
import { sessionModule } from './session/session.module';
import { sharedModule, type SharedModuleOptions } from './shared/shared.module';
import { verificationModule } from './verification/verification.module';
import { walletModule } from './wallet/wallet.module';

export type ContainerOptions = SharedModuleOptions;

/**
 * The composition root: one module per context, each binding its ports to the adapters the wiring
 * names (HTTP or in memory, the real browser or fakes) and its application services.
 */
export const createContainer = (options: ContainerOptions): Container => {
  const container = new Container();
  const { wiring } = options;
  container.load(sharedModule(options), sessionModule(wiring), i18nModule(wiring), walletModule(wiring), loyaltyModule(wiring), verificationModule(wiring));
  return container;
};
