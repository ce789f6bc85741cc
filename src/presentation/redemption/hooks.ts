import type { RedemptionService, RedemptionView } from '../../application/redemption/redemption-service';
import { RedemptionTokens } from '../../application/redemption/tokens';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useRedemptionService = () => useService<RedemptionService>(RedemptionTokens.RedemptionService);

/** LOY-05: the redeem panel's state; null when loyalty is hidden. */
export const useRedemption = (): RedemptionView | null => useObservable(useRedemptionService().view$, null);
