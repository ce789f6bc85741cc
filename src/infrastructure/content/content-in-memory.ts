import { inMemory } from '../shared/in-memory';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { InfrastructureTokens } from '../shared/tokens';
import type { ContentGateways } from './content.module';
import { InMemoryContentGateway } from './in-memory-content-gateway';
import { InMemoryGeoLocationGateway } from './in-memory-geo-location-gateway';

export const contentInMemory: ContentGateways = {
  content: (context, decoding) => new InMemoryContentGateway(context.get<InMemoryPlatform>(InfrastructureTokens.InMemoryPlatform), decoding),
  geoLocation: inMemory(InMemoryGeoLocationGateway),
};
