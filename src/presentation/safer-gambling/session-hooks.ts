import type { PlayerSessionService } from '../../application/safer-gambling/player-session-service';
import { SaferGamblingTokens } from '../../application/safer-gambling/tokens';
import { useService } from '../shared/container';

export const usePlayerSessionService = () => useService<PlayerSessionService>(SaferGamblingTokens.PlayerSessionService);
