import { ContainerModule } from 'inversify';
import { LoyaltyService } from '../../application/loyalty/loyalty-service';
import { LoyaltyTokens } from '../../application/loyalty/tokens';
import type { LoyaltyGateway } from '../../domain/loyalty';
import { bindGateway, type Wiring } from '../shared/wiring';
import { HttpLoyaltyGateway } from './http-loyalty-gateway';
import { InMemoryLoyaltyGateway } from './in-memory-loyalty-gateway';

export const loyaltyModule = (wiring: Wiring) =>
  new ContainerModule(({ bind }) => {
    bindGateway<LoyaltyGateway>(bind, LoyaltyTokens.LoyaltyGateway, wiring, { http: HttpLoyaltyGateway, memory: InMemoryLoyaltyGateway });
    bind(LoyaltyTokens.LoyaltyService).to(LoyaltyService).inSingletonScope();
  });
