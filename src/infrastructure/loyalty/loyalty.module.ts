import { ContainerModule } from 'inversify';
import { LoyaltyService } from '../../application/loyalty/loyalty-service';
import { LoyaltyTokens } from '../../application/loyalty/tokens';
import type { LoyaltyGateway } from '../../domain/loyalty';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface LoyaltyGateways {
  readonly loyalty: AdapterFactory<LoyaltyGateway>;
}

export const loyaltyModule = (gateways: LoyaltyGateways) =>
  new ContainerModule(({ bind }) => {
    bind<LoyaltyGateway>(LoyaltyTokens.LoyaltyGateway).toDynamicValue(gateways.loyalty).inSingletonScope();
    bind(LoyaltyTokens.LoyaltyService).to(LoyaltyService).inSingletonScope();
  });
