export const ReferralTokens = {
  /** `JoinReferralSource`: bound by the referral context, read by joining. */
  JoinReferralSource: Symbol.for('referral.JoinReferralSource'),
} as const;
