export const TwoFactorTokens = {
  TwoFactorGateway: Symbol.for('twofactor.TwoFactorGateway'),
  EnrolmentUriStore: Symbol.for('twofactor.EnrolmentUriStore'),
  ReminderSnoozeStore: Symbol.for('twofactor.ReminderSnoozeStore'),
  TwoFactorService: Symbol.for('twofactor.TwoFactorService'),
} as const;

/** MFA-06: how often the status is asked again while the player is logged in. */
export const TWO_FACTOR_STATUS_REFRESH_MS = 30_000;
