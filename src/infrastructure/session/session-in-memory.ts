import { inMemory } from '../shared/in-memory';
import { InMemoryLogoutGateway } from './in-memory-logout-gateway';
import { InMemoryProfileGateway } from './in-memory-profile-gateway';
import type { SessionGateways } from './session.module';

export const sessionInMemory: SessionGateways = {
  logout: inMemory(InMemoryLogoutGateway),
  profile: inMemory(InMemoryProfileGateway),
};
