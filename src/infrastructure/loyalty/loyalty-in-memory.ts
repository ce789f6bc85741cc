import { inMemory } from '../shared/in-memory';
import { InMemoryLoyaltyGateway } from './in-memory-loyalty-gateway';
import type { LoyaltyGateways } from './loyalty.module';

export const loyaltyInMemory: LoyaltyGateways = { loyalty: inMemory(InMemoryLoyaltyGateway) };
