import { left, right, type Either } from 'fp-ts/Either';
import type { LoyaltyProfile, Redemption, RedemptionFailure } from '../../domain/loyalty';
import type { BalanceEntry, Money } from '../../domain/wallet';

/** What a redemption reads and changes of an in-memory player (the platform's own type, without importing it). */
interface RedeemingPlayer {
  loyalty: LoyaltyProfile | null;
  balances: BalanceEntry[];
}

/** A redemption the platform takes, as a test scripts it: its answer, and what the player holds after it. */
export interface ScriptedRedemption {
  readonly redemption: Redemption;
  /** The player's profile after it (the points left). */
  readonly loyalty: LoyaltyProfile | null;
  /** The player's Bonus balance after it; the balances stay as they are when absent. */
  readonly bonusBalance?: Money;
}

/**
 * Tests only: loyalty redemptions on the in-memory platform. It answers each redemption as a test
 * scripted it (`willRedeem`, `refuseNextWith`) and leaves the player holding what the test said; it
 * computes nothing (docs/decisions.md "Fakes hold state"): what points are worth, whether the player
 * may redeem that many, exclusions and the replay of an attempt's key are the platform's, proven in
 * sandbox/services/loyalty/redemption.test.ts.
 */
export class InMemoryRedemptions {
  /** How many redemptions moved points. */
  performed = 0;
  private readonly scripted: Either<RedemptionFailure, ScriptedRedemption>[] = [];

  willRedeem(outcome: ScriptedRedemption): void {
    this.scripted.push(right(outcome));
  }

  refuseNextWith(failure: RedemptionFailure): void {
    this.scripted.push(left(failure));
  }

  redeem(player: RedeemingPlayer): Either<RedemptionFailure, Redemption> {
    const next = this.scripted.shift();
    if (next === undefined) throw new Error('the site redeemed points on the in-memory platform, and the test did not say how the platform answers (willRedeem or refuseNextWith)');
    if (next._tag === 'Left') return next;
    const { redemption, loyalty, bonusBalance } = next.right;
    player.loyalty = loyalty;
    if (bonusBalance !== undefined) {
      const bonus: BalanceEntry = { type: 'Bonus', amount: bonusBalance };
      const held = player.balances.some((entry) => entry.type === 'Bonus');
      player.balances = held ? player.balances.map((entry) => (entry.type === 'Bonus' ? bonus : entry)) : [...player.balances, bonus];
    }
    this.performed += 1;
    return right(redemption);
  }
}
