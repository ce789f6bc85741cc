import { ContainerModule } from 'inversify';
import { LoyaltyService } from '../../application/loyalty/loyalty-service';
import { LoyaltyTokens } from '../../application/loyalty/tokens';
import { bindGateway, type Wiring } from '../shared/wiring';
import { HttpLoyaltyGateway } from './http-loyalty-gateway';
import { InMemoryLoyaltyGateway } from './in-memory-loyalty-gateway';

export const loyaltyModule = (wiring: Wiring) =>
  new ContainerModule(({ bind }) => {
    bindGateway(bind, LoyaltyTokens.LoyaltyGateway, wiring, { http: HttpLoyaltyGateway, memory: InMemoryLoyaltyGateway });
    bind(LoyaltyTokens.LoyaltyService).to(LoyaltyService).inSingletonScope();
  });
