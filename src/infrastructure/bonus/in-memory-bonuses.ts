import { left, right, type Either } from 'fp-ts/Either';
import type { Bonus, BonusFailure, BonusOverview } from '../../domain/bonus';

/**
 * Tests only: each player's bonuses and offers on the in-memory platform, as a test sets them, and
 * the answers to opt-ins and forfeits as a test scripts them (`willAnswer`). It decides nothing: who
 * may opt in, the amount, wagering, conversion, expiry and forfeit are the platform's, proven in
 * sandbox/services/wallet/bonuses.test.ts. A granted or forfeited bonus it answered takes its place in
 * the player's list, as the platform's next overview would show it.
 */
export class InMemoryBonuses {
  private readonly overviews = new Map<string, BonusOverview>();
  private readonly scripted: Either<BonusFailure, Bonus>[] = [];

  set(username: string, overview: BonusOverview): void {
    this.overviews.set(username.toLowerCase(), overview);
  }

  of(username: string): BonusOverview {
    return this.overviews.get(username.toLowerCase()) ?? { offers: [], bonuses: [] };
  }

  /** The platform's answer to the next opt-in or forfeit. */
  willAnswer(answer: Either<BonusFailure, Bonus>): void {
    this.scripted.push(answer);
  }

  answer(username: string): Either<BonusFailure, Bonus> {
    const next = this.scripted.shift();
    if (next === undefined) throw new Error('the site opted in to or forfeited a bonus on the in-memory platform, and the test did not say how the platform answers (willAnswer)');
    if (next._tag === 'Right') {
      const overview = this.of(username);
      const bonus = next.right;
      const others = overview.bonuses.filter((each) => each.id !== bonus.id);
      this.set(username, { ...overview, bonuses: [bonus, ...others] });
    }
    return next._tag === 'Right' ? right(next.right) : left(next.left);
  }
}
