import { standalone } from '../shared/adapter-factory';
import { inMemory } from '../shared/in-memory';
import { InMemoryTwoFactorGateway } from './in-memory-two-factor-gateway';
import { MemoryEnrolmentUriStore } from './memory-enrolment-uri-store';
import { MemoryReminderSnoozeStore } from './memory-reminder-snooze-store';
import type { TwoFactorAdapters } from './twofactor.module';

export const twoFactorInMemory: TwoFactorAdapters = {
  gateway: inMemory(InMemoryTwoFactorGateway),
  enrolmentUris: standalone(MemoryEnrolmentUriStore),
  // The test's virtual time, so that a scenario can let a day pass.
  reminderSnoozes: (now) => new MemoryReminderSnoozeStore(now),
};
