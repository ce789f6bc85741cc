import { inMemory } from '../shared/in-memory';
import type { ContactGateways } from './contact.module';
import { InMemoryAffiliateGateway } from './in-memory-affiliate-gateway';
import { InMemoryContactGateway } from './in-memory-contact-gateway';

export const contactInMemory: ContactGateways = {
  contact: inMemory(InMemoryContactGateway),
  affiliate: inMemory(InMemoryAffiliateGateway),
};
