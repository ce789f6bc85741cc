import type { ReferralArrivalService } from '../../application/referral/referral-arrival-service';
import type { ReferralProfileService, ReferralProfileState } from '../../application/referral/referral-profile-service';
import { ReferralPortTokens } from '../../application/referral/port-tokens';
import { ReferralTokens } from '../../application/referral/tokens';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useReferralArrivals = (): ReferralArrivalService => useService<ReferralArrivalService>(ReferralTokens.ReferralArrivalService);

/** The logged-in player's refer-a-friend profile; null while logged out. */
export const useReferralProfile = (): ReferralProfileState | null => {
  const service = useService<ReferralProfileService>(ReferralPortTokens.ReferralProfileService);
  return useObservable(service.profile$, { status: 'loading' });
};
