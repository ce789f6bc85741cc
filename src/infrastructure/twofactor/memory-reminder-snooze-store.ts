import type { ReminderSnoozeStore } from '../../domain/twofactor';

/** The snooze cookie in a test: the time it was set, so that a day can pass. */
export class MemoryReminderSnoozeStore implements ReminderSnoozeStore {
  snoozedAt: number | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  isSnoozed(): boolean {
    return this.snoozedAt !== null && this.now() - this.snoozedAt < 86_400_000;
  }

  snooze(): void {
    this.snoozedAt = this.now();
  }
}
