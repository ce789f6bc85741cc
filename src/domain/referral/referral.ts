export type ReferralType = 'PROFILE' | 'AFFILIATE';

/** A referral as the site keeps it on arrival (REF-03) and attaches it when the visitor joins. */
export interface StoredReferral {
  readonly token: string;
  readonly type: ReferralType;
  readonly affiliateId: string | null;
  readonly sharingMethod: string | null;
  /** Epoch milliseconds of the arrival that stored it. */
  readonly storedAt: number;
}

/** What joining needs of the referral context: the live (not expired, REF-04) referral, if any. */
export interface JoinReferralSource {
  current(): StoredReferral | null;
}
