import { ContainerModule } from 'inversify';
import { RedemptionService } from '../../application/redemption/redemption-service';
import { RedemptionTokens } from '../../application/redemption/tokens';
import type { IdempotencyKey, IdempotencyKeys, RedemptionGateway } from '../../domain/loyalty';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface RedemptionGateways {
  readonly redemption: AdapterFactory<RedemptionGateway>;
}

/** 128 random bits in hex per redemption attempt (getRandomValues, unlike randomUUID, works outside secure contexts too). */
const randomKeys: IdempotencyKeys = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('') as IdempotencyKey;

export const redemptionModule = (gateways: RedemptionGateways) =>
  new ContainerModule(({ bind }) => {
    bind<RedemptionGateway>(RedemptionTokens.RedemptionGateway).toDynamicValue(gateways.redemption).inSingletonScope();
    bind<IdempotencyKeys>(RedemptionTokens.IdempotencyKeys).toConstantValue(randomKeys);
    bind(RedemptionTokens.RedemptionService).to(RedemptionService).inSingletonScope();
  });
