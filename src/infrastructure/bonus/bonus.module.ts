import { ContainerModule } from 'inversify';
import { BonusService } from '../../application/bonus/bonus-service';
import { BonusTokens } from '../../application/bonus/tokens';
import type { BonusGateway } from '../../domain/bonus';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface BonusGateways {
  readonly bonus: AdapterFactory<BonusGateway>;
}

export const bonusModule = (gateways: BonusGateways) =>
  new ContainerModule(({ bind }) => {
    bind<BonusGateway>(BonusTokens.BonusGateway).toDynamicValue(gateways.bonus).inSingletonScope();
    bind(BonusTokens.BonusService).to(BonusService).inSingletonScope();
  });
