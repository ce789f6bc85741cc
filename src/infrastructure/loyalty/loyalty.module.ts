import { ContainerModule } from 'inversify';
import { LoyaltyService } from '../../application/loyalty/loyalty-service';
import { RedemptionService } from '../../application/loyalty/redemption-service';
import { LoyaltyTokens } from '../../application/loyalty/tokens';
import type { IdempotencyKey, IdempotencyKeys, LoyaltyGateway } from '../../domain/loyalty';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface LoyaltyGateways {
  readonly loyalty: AdapterFactory<LoyaltyGateway>;
}

/** 128 random bits in hex per redemption attempt (getRandomValues, unlike randomUUID, works outside secure contexts too). */
const randomKeys: IdempotencyKeys = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('') as IdempotencyKey;

export const loyaltyModule = (gateways: LoyaltyGateways) =>
  new ContainerModule(({ bind }) => {
    bind<LoyaltyGateway>(LoyaltyTokens.LoyaltyGateway).toDynamicValue(gateways.loyalty).inSingletonScope();
    bind<IdempotencyKeys>(LoyaltyTokens.IdempotencyKeys).toConstantValue(randomKeys);
    bind(LoyaltyTokens.LoyaltyService).to(LoyaltyService).inSingletonScope();
    bind(LoyaltyTokens.RedemptionService).to(RedemptionService).inSingletonScope();
  });
