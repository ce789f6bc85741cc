/** MFA-01: the otpauth URI between enrolment and its first TOTP, in this tab's session storage only. */
export interface EnrolmentUriStore {
  read(): string | null;
  write(uri: string): void;
  clear(): void;
}

/** MFA-05: whether the player dismissed the reminder within the last day (a cookie under /account). */
export interface ReminderSnoozeStore {
  isSnoozed(): boolean;
  snooze(): void;
}
