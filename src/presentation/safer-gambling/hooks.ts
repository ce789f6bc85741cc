import type { ExclusionService } from '../../application/safer-gambling/exclusion-service';
import type { LimitsService } from '../../application/safer-gambling/limits-service';
import { SaferGamblingTokens } from '../../application/safer-gambling/tokens';
import { useService } from '../shared/container';

export const useLimitsService = () => useService<LimitsService>(SaferGamblingTokens.LimitsService);

export const useExclusionService = () => useService<ExclusionService>(SaferGamblingTokens.ExclusionService);
