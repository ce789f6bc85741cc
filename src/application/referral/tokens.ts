/** The referral context's services other contexts and the first script reach; its ports' tokens are in port-tokens.ts (deferred code only). */
export const ReferralTokens = {
  /** `JoinReferralSource`: bound by the referral context, read by joining. */
  JoinReferralSource: Symbol.for('referral.JoinReferralSource'),
  /** `ReferralArrivalService`: reads, tracks and keeps the referral a visitor arrives with. */
  ReferralArrivalService: Symbol.for('referral.ReferralArrivalService'),
} as const;
