import type { Container } from 'inversify';
import type { ReferralArrivalService } from './application/referral/referral-arrival-service';
import { ReferralTokens } from './application/referral/tokens';
import type { DeferredContexts } from './application/shared/deferred-contexts';
import { SharedTokens } from './application/shared/tokens';
import type { Logger } from './domain/shared/ports';

/**
 * REF-01 and REF-06 on a visitor's first page (main.tsx imports this chunk only when the address may
 * carry a referral): loads the referral context, whose arrival takes the keys out of the address bar
 * at once; the tracking call goes on without holding the first render. Settles, never rejects.
 */
export const arriveOnFirstPage = async (container: Container): Promise<void> => {
  try {
    await container.get<DeferredContexts>(SharedTokens.DeferredContexts).load('referral');
    void container.get<ReferralArrivalService>(ReferralTokens.ReferralArrivalService).arrive(window.location, document.referrer);
  } catch (error) {
    container.get<Logger>(SharedTokens.Logger).warn('referral: arrival not read', error);
  }
};
