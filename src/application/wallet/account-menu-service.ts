import { inject, injectable } from 'inversify';
import { combineLatest, map, shareReplay, type Observable } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import { currentTier, showLoyaltySummary, truncatedPoints, type LoyaltyProfile } from '../../domain/loyalty';
import { displayName } from '../../domain/session';
import { badgeLabel, balanceDisplayItems, type BalanceEntry, type BalanceType, type Money, type NotificationSummary, pendingWithdrawal, walletBalance } from '../../domain/wallet';
import { ConfigTokens } from '../config/tokens';
import { LoyaltyService } from '../loyalty/loyalty-service';
import type { LoyaltyView } from '../loyalty/loyalty-view';
import { LoyaltyTokens } from '../loyalty/tokens';
import { hasAnswered, type PollState } from '../shared/poll';
import { SessionService, type AuthenticatedSession } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { NotificationService } from './notification-service';
import { WalletTokens } from './tokens';
import { WalletService } from './wallet-service';

export type BalanceStatus = 'loading' | 'fresh' | 'stale' | 'unavailable';

export interface WalletRowView {
  readonly balanceType: BalanceType;
  readonly kind: 'balance' | 'fund';
  /** Translation keys. */
  readonly heading: string;
  readonly tooltips: readonly string[];
  readonly amount: Money;
}

/** WAL-01: what the account menu shows the player; presentation formats the amounts in the player's language. */
export interface AccountMenuView {
  readonly displayName: string;
  readonly email: string;
  readonly currency: string;
  readonly balance: Money | null;
  readonly balanceStatus: BalanceStatus;
  readonly rows: readonly WalletRowView[];
  readonly loyalty: LoyaltyView | null;
  readonly shortcuts: { readonly deposit: boolean; readonly withdraw: boolean };
  readonly badge: string | null;
  readonly unreadMessages: number;
  readonly pendingWithdrawal: Money | null;
  /** Whether the balances and the loyalty profile have answered: what the menu shows will not grow by itself now. */
  readonly answered: boolean;
}

const statusOf = (state: PollState<unknown> | null): BalanceStatus => {
  if (state === null || (state.status === 'loading' && state.error === null)) return 'loading';
  if (state.value === null) return 'unavailable';
  return state.status === 'stale' ? 'stale' : 'fresh';
};

@injectable()
export class AccountMenuService {
  /** Null for visitors. One subscription to each poll, however many components show the menu. */
  readonly menu$: Observable<AccountMenuView | null>;

  constructor(
    @inject(SessionTokens.SessionService) session: SessionService,
    @inject(WalletTokens.WalletService) wallet: WalletService,
    @inject(WalletTokens.NotificationService) notifications: NotificationService,
    @inject(LoyaltyTokens.LoyaltyService) loyalty: LoyaltyService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
  ) {
    // One subscription to each shared poll for as long as anyone shows the menu, across logins.
    this.menu$ = combineLatest([session.authenticated$, wallet.balances$, notifications.summary$, loyalty.profile$]).pipe(
      map(([player, balances, summary, loyaltyProfile]) => (player === null ? null : this.view(player, balances, summary, loyaltyProfile))),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  private view(
    player: AuthenticatedSession,
    balances: PollState<readonly BalanceEntry[]> | null,
    summary: PollState<NotificationSummary> | null,
    loyalty: PollState<LoyaltyProfile | null> | null,
  ): AccountMenuView {
    const entries = balances?.value ?? null;
    const unreadMessages = summary?.value?.numberOfMessages ?? 0;
    return {
      displayName: displayName(player.user),
      email: player.user.email,
      currency: player.user.currency,
      balance: entries === null ? null : walletBalance(entries).amount,
      balanceStatus: statusOf(balances),
      rows:
        entries === null
          ? []
          : balanceDisplayItems(entries).map((item) => ({
              balanceType: item.balanceType,
              kind: item.type,
              heading: item.heading,
              tooltips: item.type === 'balance' ? (item.tooltip ? [item.tooltip] : []) : item.tooltips,
              amount: item.amount,
            })),
      loyalty: this.loyaltyView(loyalty?.value ?? null),
      shortcuts: { deposit: this.config.isCashierDepositEnabled, withdraw: this.config.isCashierWithdrawalEnabled },
      badge: badgeLabel(unreadMessages),
      unreadMessages,
      pendingWithdrawal: entries === null ? null : pendingWithdrawal(entries),
      answered: hasAnswered(balances) && (loyalty === null || hasAnswered(loyalty)),
    };
  }

  private loyaltyView(profile: LoyaltyProfile | null): LoyaltyView | null {
    if (!showLoyaltySummary(profile, this.config.isLoyaltyEnabled)) return null;
    const tier = currentTier(profile);
    return {
      tierName: tier.name,
      tierColour: tier.colour,
      showTierIcon: this.config.loyaltyIconTierEnabled,
      points: truncatedPoints(profile.tierPoints),
    };
  }
}
