import { left, right, type Either } from 'fp-ts/Either';
import { POINTS_PER_CURRENCY_UNIT, type IdempotencyKey, type LoyaltyProfile, type Redemption, type RedemptionFailure } from '../../domain/loyalty';
import { type BalanceEntry, type BalanceType, type CurrencyCode, decimalsOf, formatMoney } from '../../domain/wallet';

/** What a redemption reads and changes of an in-memory player (the platform's own type, without importing it). */
interface RedeemingPlayer {
  readonly username: string;
  readonly user: { readonly currency: string };
  loyalty: LoyaltyProfile | null;
  balances: BalanceEntry[];
}

/** The balance types bonus money shows in: its own, and the ones that add it up. */
const HOLDING_BONUS: readonly BalanceType[] = ['Bonus', 'Playable', 'PlayableCasino', 'PlayableSports', 'Unlocked', 'Total'];

/**
 * Tests only: loyalty redemptions on the in-memory platform. Points leave the player's profile and
 * the same value lands in the Bonus balance (and the totals holding it); an attempt's key answers
 * its first answer again, as the platform does.
 */
export class InMemoryRedemptions {
  private readonly answers = new Map<string, { readonly points: number; readonly answer: Either<RedemptionFailure, Redemption> }>();

  /** How many redemptions moved points. */
  performed = 0;

  redeem(player: RedeemingPlayer, points: number, key: IdempotencyKey): Either<RedemptionFailure, Redemption> {
    const attempt = `${player.username}\u0000${key}`;
    const earlier = this.answers.get(attempt);
    if (earlier !== undefined) return earlier.points === points ? earlier.answer : left({ code: 'REFUSED' });
    const answer = this.decide(player, points);
    this.answers.set(attempt, { points, answer });
    return answer;
  }

  private decide(player: RedeemingPlayer, points: number): Either<RedemptionFailure, Redemption> {
    const profile = player.loyalty;
    if (profile === null) return left({ code: 'REFUSED' });
    if (profile.excluded) return left({ code: 'EXCLUDED' });
    if (points > profile.redemptionPoints) return left({ code: 'NOT_ENOUGH_POINTS' });
    const tierPoints = profile.tierPoints - points;
    const redemptionPoints = Math.floor(tierPoints / POINTS_PER_CURRENCY_UNIT) * POINTS_PER_CURRENCY_UNIT;
    player.loyalty = { ...profile, tierPoints, redemptionPoints, redemptionAmount: redemptionPoints / POINTS_PER_CURRENCY_UNIT };
    const currency = player.user.currency as CurrencyCode;
    const bonus = { minor: (points / POINTS_PER_CURRENCY_UNIT) * 10 ** decimalsOf(currency), currency };
    player.balances = withBonus(player.balances, bonus.minor, currency);
    this.performed += 1;
    return right({ redeemedPoints: points, bonus, formattedAmount: formatMoney(bonus, 'en'), remainingPoints: tierPoints });
  }
}

const withBonus = (balances: readonly BalanceEntry[], minor: number, currency: CurrencyCode): BalanceEntry[] => {
  const grown = balances.map((entry) => (HOLDING_BONUS.includes(entry.type) ? { ...entry, amount: { ...entry.amount, minor: entry.amount.minor + minor } } : entry));
  return grown.some((entry) => entry.type === 'Bonus') ? grown : [...grown, { type: 'Bonus', amount: { minor, currency } }];
};
