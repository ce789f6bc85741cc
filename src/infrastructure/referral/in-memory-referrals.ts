import type { ReferralProfile, ReferralType } from '../../domain/referral';

export interface KnownReferralToken {
  readonly type: ReferralType;
  readonly referringSites: readonly string[];
}

/**
 * Referral tracking in memory: the tokens the platform knows, the clicks it was told of, each player's
 * refer-a-friend profile. A profile a test did not set is made at first request, as the platform does.
 */
export class InMemoryReferrals {
  readonly tokens = new Map<string, KnownReferralToken>();
  /** Every tracking call, in order, with the token asked for. */
  readonly tracked: string[] = [];
  readonly profiles = new Map<string, ReferralProfile>();
  private codes = 0;

  know(token: string, known: KnownReferralToken): void {
    this.tokens.set(token, known);
  }

  profileOf(username: string): ReferralProfile {
    const key = username.toLowerCase();
    const known = this.profiles.get(key);
    if (known !== undefined) return known;
    this.codes += 1;
    const referralCode = `P${this.codes.toString().padStart(7, '0')}`;
    const made = { referralCode, referralLink: `http://casino.test/welcome/${referralCode}`, referredPlayers: 0, clicks: 0 };
    this.profiles.set(key, made);
    return made;
  }
}
