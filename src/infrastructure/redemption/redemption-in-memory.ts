import { inMemory } from '../shared/in-memory';
import { InMemoryRedemptionGateway } from './in-memory-redemption-gateway';
import type { RedemptionGateways } from './redemption.module';

export const redemptionInMemory: RedemptionGateways = { redemption: inMemory(InMemoryRedemptionGateway) };
