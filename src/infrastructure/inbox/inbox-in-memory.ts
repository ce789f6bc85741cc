import { inMemory } from '../shared/in-memory';
import type { InboxGateways } from './inbox.module';
import { InMemoryInboxGateway } from './in-memory-inbox-gateway';

export const inboxInMemory: InboxGateways = { inbox: inMemory(InMemoryInboxGateway) };
