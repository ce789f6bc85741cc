import type { BonusService } from '../../application/bonus/bonus-service';
import { BonusTokens } from '../../application/bonus/tokens';
import type { PollState } from '../../application/shared/poll';
import type { BonusOverview } from '../../domain/bonus';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useBonusService = () => useService<BonusService>(BonusTokens.BonusService);

/** The player's bonuses and the offers that carry one; null for a visitor. */
export const useBonusOverview = (): PollState<BonusOverview> | null => useObservable(useBonusService().overview$, null);
