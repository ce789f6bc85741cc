import { standalone } from '../shared/adapter-factory';
import { inMemory } from '../shared/in-memory';
import { InMemoryReferralGateway } from './in-memory-referral-gateway';
import { MemoryAddressBar } from './memory-address-bar';
import { MemoryReferralCookie } from './memory-referral-cookie';
import { MemoryReferralStore } from './memory-referral-store';
import type { ReferralAdapters } from './referral.module';

export const referralInMemory: ReferralAdapters = {
  gateway: inMemory(InMemoryReferralGateway),
  store: standalone(MemoryReferralStore),
  cookie: standalone(MemoryReferralCookie),
  addressBar: standalone(MemoryAddressBar),
};
