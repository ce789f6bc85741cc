import { inMemory } from '../shared/in-memory';
import { InMemoryExclusionGateway } from './in-memory-exclusion-gateway';
import { InMemoryLimitsGateway } from './in-memory-limits-gateway';
import { InMemorySessionSummaryGateway } from './in-memory-session-summary-gateway';
import type { SaferGamblingGateways } from './safer-gambling.module';

export const saferGamblingInMemory: SaferGamblingGateways = {
  limits: inMemory(InMemoryLimitsGateway),
  sessionSummary: inMemory(InMemorySessionSummaryGateway),
  exclusion: inMemory(InMemoryExclusionGateway),
};
