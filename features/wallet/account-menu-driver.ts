import assert from 'node:assert/strict';
import type { AccountMenuService, AccountMenuView, WalletRowView } from '../../src/application/wallet/account-menu-service';
import { WalletTokens } from '../../src/application/wallet/tokens';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { WalletService } from '../../src/application/wallet/wallet-service';
import type { PollState } from '../../src/application/shared/poll';
import { formatPoints } from '../../src/domain/loyalty';
import { type BalanceEntry, formatMoney, type Money } from '../../src/domain/wallet';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import type { MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';

/** Text as the player sees it: the narrow and non-breaking spaces of number formats are just spaces. */
export const asSeen = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** Digits after the decimal point of an amount shown in English. */
export const fractionDigits = (shown: string): number => /\.(\d+)/.exec(shown)?.[1]?.length ?? 0;

/** The number in an amount shown in English, e.g. 1500 for "m฿ 1,500.00000". */
export const numberShown = (shown: string): number => Number(shown.replace(/[^\d.-]/g, ''));

/** The account menu as the header shows it, and the balance requests behind it. */
export class AccountMenuDriver {
  private latest: AccountMenuView | null = null;
  private latestBalances: PollState<readonly BalanceEntry[]> | null = null;
  private opened = false;

  constructor(private readonly env: SiteEnvironment) {}

  /** The header (and any other place) starts showing the menu. */
  async open(): Promise<void> {
    await this.bindWallet();
    this.env.keep(this.service().menu$.subscribe((view) => (this.latest = view)));
    this.opened = true;
    await this.env.settle();
  }

  /** Several components show the balance at once: the menu, the wallet rows, the banner, … */
  async showInPlaces(count: number): Promise<void> {
    await this.bindWallet();
    for (let place = 0; place < count; place += 1) {
      if (place % 2 === 0) this.env.keep(this.service().menu$.subscribe((view) => (this.latest = view)));
      else this.env.keep(this.wallet().balances$.subscribe((state) => (this.latestBalances = state)));
    }
    this.opened = true;
    await this.env.settle();
  }

  /** The player's balances as the site holds them (not through the menu). */
  async watchBalances(): Promise<void> {
    await this.bindWallet();
    this.env.keep(this.wallet().balances$.subscribe((state) => (this.latestBalances = state)));
    await this.env.settle();
  }

  balances(): readonly BalanceEntry[] {
    assert.ok(this.latestBalances?.value, `no balances are known: ${JSON.stringify(this.latestBalances)}`);
    return this.latestBalances.value;
  }

  /** The menu as shown now, showing it first if nothing showed it yet. */
  async viewNow(): Promise<AccountMenuView> {
    if (!this.opened) await this.open();
    return this.view();
  }

  async isShownNow(): Promise<boolean> {
    if (!this.opened) await this.open();
    await this.env.settle();
    return this.isShown();
  }

  async setPageVisible(visible: boolean): Promise<void> {
    this.env.fakes.pageVisibility.set(visible);
    await this.env.settle();
  }

  /** Each balance the site holds, with its type, currency and amount as formatted for the player. */
  heldBalances(): { type: string; currency: string; formatted: string }[] {
    return this.balances().map((entry) => ({ type: entry.type, currency: entry.amount.currency, formatted: this.amountShown(entry.amount) }));
  }

  /** An amount of the menu as the player reads it in the site's language (as the menu's components format it); '' for none. */
  amountShown(amount: Money | null | undefined): string {
    return amount == null ? '' : asSeen(formatMoney(amount, this.language()));
  }

  /** A count of points as the player reads it in the site's language; '' for none. */
  pointsShown(points: number | null | undefined): string {
    return points == null ? '' : asSeen(formatPoints(points, this.language()));
  }

  /**
   * The texts `keysOf` names for every wallet row exist in English and Spanish and differ between
   * them; with `distinct`, no two rows share a text.
   */
  expectTranslatedRows(keysOf: (row: WalletRowView) => readonly string[], messages: MessagesDriver, { distinct }: { readonly distinct: boolean }): void {
    const rows = this.view().rows;
    assert.ok(rows.length > 1, 'the wallet shows too few rows to prove anything');
    for (const language of ['en', 'es'] as const) {
      const texts = rows.map((row) => {
        const keys = keysOf(row);
        assert.ok(keys.length > 0, `the ${row.balanceType} row has none`);
        return keys.map((key) => {
          const text = messages.t(key, language);
          assert.ok(messages.isTranslated(key, text), `${key} has no ${language} text`);
          assert.notEqual(text, language === 'en' ? messages.t(key, 'es') : messages.t(key, 'en'), `${key} reads the same in both languages`);
          return text;
        }).join(' ');
      });
      if (distinct) assert.equal(new Set(texts).size, rows.length, `rows share a text: ${texts.join(' / ')}`);
    }
  }

  /** What the menu shows now; fails when it shows nothing. */
  view(): AccountMenuView {
    assert.ok(this.opened, 'the account menu was never shown');
    assert.ok(this.latest, 'the account menu is not shown');
    return this.latest;
  }

  /** Whether the menu shows anything (it does not for visitors). */
  isShown(): boolean {
    assert.ok(this.opened, 'the account menu was never shown');
    return this.latest !== null;
  }

  row(balanceType: string): WalletRowView | undefined {
    return this.view().rows.find((row) => row.balanceType === balanceType);
  }

  /** How many times the platform was asked for balances so far. */
  balanceRequests(): number {
    return this.env.platform.callsTo('balances');
  }

  /** The wallet is a player's context: bound after the first paint, as the header's account menu binds it. */
  private async bindWallet(): Promise<void> {
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('wallet');
  }

  private service(): AccountMenuService {
    return this.env.site.get<AccountMenuService>(WalletTokens.AccountMenuService);
  }

  private language(): string {
    return this.env.site.get<LanguageService>(I18nTokens.LanguageService).current();
  }

  private wallet(): WalletService {
    return this.env.site.get<WalletService>(WalletTokens.WalletService);
  }
}
