import type { SchedulerLike } from 'rxjs';
import { SharedTokens } from '../../application/shared/tokens';
import { standalone } from '../shared/adapter-factory';
import { inMemory } from '../shared/in-memory';
import { InMemoryTwoFactorGateway } from './in-memory-two-factor-gateway';
import { MemoryEnrolmentUriStore } from './memory-enrolment-uri-store';
import { MemoryReminderSnoozeStore } from './memory-reminder-snooze-store';
import type { TwoFactorAdapters } from './two-factor.module';

export const twoFactorInMemory: TwoFactorAdapters = {
  gateway: inMemory(InMemoryTwoFactorGateway),
  enrolmentUris: standalone(MemoryEnrolmentUriStore),
  reminderSnoozes: (context) => {
    // The test's virtual time, so that a scenario can let a day pass.
    const scheduler = context.get<SchedulerLike>(SharedTokens.Scheduler);
    return new MemoryReminderSnoozeStore(() => scheduler.now());
  },
};
