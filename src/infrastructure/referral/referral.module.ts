import { ContainerModule } from 'inversify';
import { ReferralArrivalService } from '../../application/referral/referral-arrival-service';
import { ReferralProfileService } from '../../application/referral/referral-profile-service';
import { ReferralPortTokens } from '../../application/referral/port-tokens';
import { ReferralTokens } from '../../application/referral/tokens';
import type { AddressBar, JoinReferralSource, ReferralCookie, ReferralGateway, ReferralStore } from '../../domain/referral';
import type { AdapterFactory } from '../shared/adapter-factory';

/**
 * A deferred context (application/shared/deferred-contexts.ts): loaded on a referral arrival, by
 * joining and by the account page, so none of it is in the first script.
 */
export interface ReferralAdapters {
  readonly gateway: AdapterFactory<ReferralGateway>;
  readonly store: AdapterFactory<ReferralStore>;
  readonly cookie: AdapterFactory<ReferralCookie>;
  readonly addressBar: AdapterFactory<AddressBar>;
}

export const referralModule = (adapters: ReferralAdapters) =>
  new ContainerModule(({ bind }) => {
    bind<ReferralGateway>(ReferralPortTokens.ReferralGateway).toDynamicValue(adapters.gateway).inSingletonScope();
    bind<ReferralStore>(ReferralPortTokens.ReferralStore).toDynamicValue(adapters.store).inSingletonScope();
    bind<ReferralCookie>(ReferralPortTokens.ReferralCookie).toDynamicValue(adapters.cookie).inSingletonScope();
    bind<AddressBar>(ReferralPortTokens.AddressBar).toDynamicValue(adapters.addressBar).inSingletonScope();
    bind(ReferralTokens.ReferralArrivalService).to(ReferralArrivalService).inSingletonScope();
    bind<JoinReferralSource>(ReferralTokens.JoinReferralSource).toService(ReferralTokens.ReferralArrivalService);
    bind(ReferralPortTokens.ReferralProfileService).to(ReferralProfileService).inSingletonScope();
  });
