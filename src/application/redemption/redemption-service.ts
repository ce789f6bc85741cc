import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, map, shareReplay, type Observable } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import {
  currentTier,
  redeemablePoints,
  redemptionValue,
  showLoyaltySummary,
  type IdempotencyKey,
  type IdempotencyKeys,
  type LoyaltyProfile,
  type Redemption,
  type RedemptionFailure,
  type RedemptionGateway,
} from '../../domain/loyalty';
import type { SessionId } from '../../domain/session';
import type { Money } from '../../domain/wallet';
import { ConfigTokens } from '../config/tokens';
import { SessionService, type AuthenticatedSession } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { WalletTokens } from '../wallet/tokens';
import { WalletService } from '../wallet/wallet-service';
import { LoyaltyService } from '../loyalty/loyalty-service';
import { LoyaltyTokens } from '../loyalty/tokens';
import { RedemptionTokens } from './tokens';

/** Where the player is in redeeming points. */
export type RedemptionStep =
  | { readonly step: 'offer' }
  | { readonly step: 'confirming'; readonly points: number }
  | { readonly step: 'redeeming'; readonly points: number }
  | { readonly step: 'redeemed'; readonly redemption: Redemption }
  /** `canRetry`: the platform gave no answer, so the same attempt (same key) may be sent again. */
  | { readonly step: 'failed'; readonly points: number; readonly failure: RedemptionFailure['code']; readonly canRetry: boolean };

/** LOY-05: the redeem panel of the account page; presentation formats the points and amounts in the player's language. */
export interface RedemptionView {
  readonly pointsName: string;
  /** LOYP-04: the tier the player keeps whatever they redeem (LOY-02: Starter when the platform does not name it). */
  readonly tierName: string;
  /** The points that can be redeemed now (whole hundreds; 0 when none), for `ask`. */
  readonly redeemable: number;
  /** What they are worth in the player's currency (null when the player's currency is not one). */
  readonly value: Money | null;
  readonly canRedeem: boolean;
  readonly step: RedemptionStep;
  /** For a confirmation or a failure: the points and value of that attempt. */
  readonly attempt: { readonly points: number; readonly value: Money | null } | null;
}

/** One redemption attempt: its points and its key, kept until the platform has answered it. */
interface Attempt {
  readonly session: SessionId;
  readonly points: number;
  readonly key: IdempotencyKey;
}

const OFFER: RedemptionStep = { step: 'offer' };

/**
 * LOY-05: redeems the player's redeemable points for bonus money. Each attempt gets a fresh
 * `Idempotency-Key`; when the platform gives no answer, the player may send the same attempt again
 * and it carries the same key, so points are never redeemed twice. Once redeemed, the loyalty
 * profile and the balances are asked for at once, so the Bonus balance shows the money.
 */
@injectable()
export class RedemptionService {
  /** The step, and the session it belongs to: another player logged in on this tab never sees it. */
  private readonly state = new BehaviorSubject<{ readonly session: SessionId | null; readonly step: RedemptionStep }>({ session: null, step: OFFER });
  private attempt: Attempt | null = null;
  /** Null while loyalty is hidden (LOY-04) or for visitors. */
  readonly view$: Observable<RedemptionView | null>;

  constructor(
    @inject(RedemptionTokens.RedemptionGateway) private readonly gateway: RedemptionGateway,
    @inject(RedemptionTokens.IdempotencyKeys) private readonly keys: IdempotencyKeys,
    @inject(LoyaltyTokens.LoyaltyService) private readonly loyalty: LoyaltyService,
    @inject(WalletTokens.WalletService) private readonly wallet: WalletService,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
  ) {
    this.view$ = combineLatest([session.authenticated$, loyalty.profile$, this.state]).pipe(
      map(([player, profile, state]) => (player === null ? null : this.view(player, profile?.value ?? null, state.session === player.id ? state.step : OFFER))),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  /** The player asks to redeem their redeemable points: a new attempt, to confirm. */
  ask(points: number): void {
    const session = this.session.currentId();
    if (session === null || points <= 0 || this.current() === 'redeeming') return;
    this.attempt = { session, points, key: this.keys() };
    this.show(session, { step: 'confirming', points });
  }

  /** The player confirms the attempt they asked for. */
  async confirm(): Promise<void> {
    if (this.current() !== 'confirming') return;
    await this.send();
  }

  /** The same attempt again, with its key, after the platform gave no answer. */
  async retry(): Promise<void> {
    const { step } = this.state.value;
    if (step.step !== 'failed' || !step.canRetry) return;
    await this.send();
  }

  /** Back to the offer; an unanswered attempt is dropped (its points were not redeemed, or a refresh will show them). */
  dismiss(): void {
    if (this.current() === 'redeeming') return;
    this.attempt = null;
    this.show(null, OFFER);
  }

  private async send(): Promise<void> {
    const attempt = this.attempt;
    if (attempt === null || attempt.session !== this.session.currentId()) {
      this.dismiss();
      return;
    }
    this.show(attempt.session, { step: 'redeeming', points: attempt.points });
    const answer = await this.gateway.redeem(attempt.session, attempt.points, attempt.key);
    if (this.attempt !== attempt) return;
    if (answer._tag === 'Right') {
      this.attempt = null;
      this.show(attempt.session, { step: 'redeemed', redemption: answer.right });
      this.loyalty.refresh();
      this.wallet.refresh();
      return;
    }
    const failure = answer.left.code;
    if (failure === 'UNAUTHORIZED') {
      // The session ended: the site says so and shows the login; nothing is left to redeem here.
      this.attempt = null;
      this.show(null, OFFER);
      return;
    }
    const canRetry = failure === 'UNAVAILABLE';
    if (!canRetry) this.attempt = null;
    this.show(attempt.session, { step: 'failed', points: attempt.points, failure, canRetry });
    if (failure === 'NOT_ENOUGH_POINTS') this.loyalty.refresh();
  }

  private current(): RedemptionStep['step'] {
    return this.state.value.step.step;
  }

  private show(session: SessionId | null, step: RedemptionStep): void {
    this.state.next({ session, step });
  }

  private view(player: AuthenticatedSession, profile: LoyaltyProfile | null, step: RedemptionStep): RedemptionView | null {
    if (!showLoyaltySummary(profile, this.config.isLoyaltyEnabled)) return null;
    const points = redeemablePoints(profile);
    const valueOf = (count: number): Money | null => redemptionValue(count, profile, player.user.currency);
    const attemptPoints = step.step === 'confirming' || step.step === 'redeeming' || step.step === 'failed' ? step.points : null;
    return {
      pointsName: profile.redemptionPointsName,
      tierName: currentTier(profile).name,
      redeemable: points,
      value: valueOf(points),
      canRedeem: points > 0,
      step,
      attempt: attemptPoints === null ? null : { points: attemptPoints, value: valueOf(attemptPoints) },
    };
  }
}
