import assert from 'node:assert/strict';
import type { LoyaltyProfile } from '../../src/domain/loyalty/loyalty';
import type { MfaMethod } from '../../src/domain/session/login';
import type { User } from '../../src/domain/session/user';
import { isBalanceType, type BalanceType } from '../../src/domain/wallet/balances';
import type { InMemoryPlayer } from '../../src/infrastructure/shared/in-memory-platform';
import { aUser, balances } from '../../tests/support/players';
import type { SiteEnvironment } from './site';

/** The players the platform knows, and what the platform holds about them. */
export class PlayersDriver {
  private lastRegistered: string | null = null;

  constructor(private readonly env: SiteEnvironment) {}

  register(username: string, password: string, user: Partial<User> = {}): InMemoryPlayer {
    this.lastRegistered = username;
    return this.env.platform.addPlayer({ username, password, user: aUser({ email: username, ...user }) });
  }

  player(username: string = this.current()): InMemoryPlayer {
    return this.env.platform.player(username);
  }

  current(): string {
    assert.ok(this.lastRegistered, 'no player was registered');
    return this.lastRegistered;
  }

  passwordOf(username: string): string {
    return this.player(username).password;
  }

  withoutPinCode(username: string): void {
    const player = this.player(username);
    player.pinCode = null;
    player.user = { ...player.user, hasPinCode: false };
  }

  requiresCaptcha(username: string): void {
    this.player(username).captchaRequired = true;
  }

  confirmsLoginsWith(username: string, method: MfaMethod, code: string): void {
    const player = this.player(username);
    player.mfaMethod = method;
    if (method === 'PIN_CODE') player.pinCode = code;
    else player.mfaCode = code;
  }

  hasPendingAction(username: string, action: string): void {
    this.player(username).requiredAction = action;
  }

  /** Replaces the player's balances: amounts in major units, as the platform states them. */
  setBalances(currency: string, amounts: Partial<Record<BalanceType, number>>, username: string = this.current()): void {
    this.player(username).balances = balances(currency, amounts);
  }

  setBalance(type: string, amount: number, currency: string, username: string = this.current()): void {
    assert.ok(isBalanceType(type), `${type} is not a balance type`);
    const player = this.player(username);
    const others = player.balances.filter((entry) => entry.type !== type);
    player.balances = [...others, ...balances(currency, { [type]: amount })];
  }

  setUnreadMessages(count: number, username: string = this.current()): void {
    const player = this.player(username);
    player.notifications = { ...player.notifications, numberOfMessages: count };
  }

  setLoyalty(tierName: string, tierPoints: number, username: string = this.current()): void {
    const profile: LoyaltyProfile = {
      excluded: false,
      redemptionAmount: 0,
      redemptionPoints: 0,
      redemptionPointsName: 'points',
      tierPoints,
      currentTierId: 'current',
      tiersInfo: { current: { name: tierName, colour: '#c9a227' } },
    };
    this.player(username).loyalty = profile;
  }
}
