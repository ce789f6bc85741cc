/** Tokens only the referral context's deferred code uses (kept out of the first script). */
export const ReferralPortTokens = {
  ReferralGateway: Symbol.for('referral.ReferralGateway'),
  ReferralStore: Symbol.for('referral.ReferralStore'),
  ReferralCookie: Symbol.for('referral.ReferralCookie'),
  AddressBar: Symbol.for('referral.AddressBar'),
  /** `ReferralProfileService`: the player's own refer-a-friend profile. */
  ReferralProfileService: Symbol.for('referral.ReferralProfileService'),
} as const;
