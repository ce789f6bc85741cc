import { inMemory } from '../shared/in-memory';
import type { BonusGateways } from './bonus.module';
import { InMemoryBonusGateway } from './in-memory-bonus-gateway';

export const bonusInMemory: BonusGateways = { bonus: inMemory(InMemoryBonusGateway) };
