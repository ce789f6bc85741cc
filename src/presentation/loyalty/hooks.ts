import type { LoyaltyService } from '../../application/loyalty/loyalty-service';
import { LoyaltyTokens } from '../../application/loyalty/tokens';
import { tierProgress, type TierProgress } from '../../domain/loyalty';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

/** LOYP-02: the way to the next tier, from the loyalty profile every summary already follows (no request of its own); null when the platform does not say. */
export const useTierProgress = (): TierProgress | null => {
  const profile = useObservable(useService<LoyaltyService>(LoyaltyTokens.LoyaltyService).profile$, null);
  return tierProgress(profile?.value ?? null);
};
