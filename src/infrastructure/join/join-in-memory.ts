import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { InfrastructureTokens } from '../shared/tokens';
import { InMemoryRegistrationGateway } from './in-memory-registration-gateway';
import type { JoinAdapters } from './join.module';

export const joinInMemory: JoinAdapters = {
  // A visitor's call: no session, nothing to report a refusal to.
  registration: (context) => new InMemoryRegistrationGateway(context.get<InMemoryPlatform>(InfrastructureTokens.InMemoryPlatform)),
};
