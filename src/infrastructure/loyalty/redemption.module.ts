import { ContainerModule } from 'inversify';
import { RedemptionService } from '../../application/loyalty/redemption-service';
import { LoyaltyTokens } from '../../application/loyalty/tokens';

/** The deferred half of loyalty (redeeming points, on the account page only): bound when that page first opens. */
export const redemptionModule = () =>
  new ContainerModule(({ bind }) => {
    bind(LoyaltyTokens.RedemptionService).to(RedemptionService).inSingletonScope();
  });
