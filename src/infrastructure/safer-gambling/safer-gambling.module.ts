import { ContainerModule } from 'inversify';
import { ExclusionService } from '../../application/safer-gambling/exclusion-service';
import { LimitsService } from '../../application/safer-gambling/limits-service';
import { PlayerSessionService } from '../../application/safer-gambling/player-session-service';
import { SaferGamblingTokens } from '../../application/safer-gambling/tokens';
import type { ExclusionGateway, LimitsGateway, SessionSummaryGateway } from '../../domain/safer-gambling';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface SaferGamblingGateways {
  readonly limits: AdapterFactory<LimitsGateway>;
  readonly sessionSummary: AdapterFactory<SessionSummaryGateway>;
  readonly exclusion: AdapterFactory<ExclusionGateway>;
}

/** A deferred context (application/shared/deferred-contexts.ts): bound when the safer-gambling hub first opens. */
export const saferGamblingModule = (gateways: SaferGamblingGateways) =>
  new ContainerModule(({ bind }) => {
    bind<LimitsGateway>(SaferGamblingTokens.LimitsGateway).toDynamicValue(gateways.limits).inSingletonScope();
    bind(SaferGamblingTokens.LimitsService).to(LimitsService).inSingletonScope();
    bind<SessionSummaryGateway>(SaferGamblingTokens.SessionSummaryGateway).toDynamicValue(gateways.sessionSummary).inSingletonScope();
    bind(SaferGamblingTokens.PlayerSessionService).to(PlayerSessionService).inSingletonScope();
    bind<ExclusionGateway>(SaferGamblingTokens.ExclusionGateway).toDynamicValue(gateways.exclusion).inSingletonScope();
    bind(SaferGamblingTokens.ExclusionService).to(ExclusionService).inSingletonScope();
  });
