export const ReferralTokens = {
  /** `JoinReferralSource`: bound by the referral context, read by joining. */
  JoinReferralSource: Symbol.for('referral.JoinReferralSource'),
  ReferralGateway: Symbol.for('referral.ReferralGateway'),
  ReferralStore: Symbol.for('referral.ReferralStore'),
  ReferralCookie: Symbol.for('referral.ReferralCookie'),
  AddressBar: Symbol.for('referral.AddressBar'),
  /** `ReferralArrivalService`: reads, tracks and keeps the referral a visitor arrives with. */
  ReferralArrivalService: Symbol.for('referral.ReferralArrivalService'),
  /** `ReferralProfileService`: the player's own refer-a-friend profile. */
  ReferralProfileService: Symbol.for('referral.ReferralProfileService'),
} as const;
