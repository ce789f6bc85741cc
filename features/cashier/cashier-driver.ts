import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_DETAILS, TRANSACTION_KINDS, type HistoryFilter, type LineStatus, type PaymentProfile, type Transaction, type TransactionDetails, type TransactionKind, type Withdrawal } from '../../src/domain/cashier';
import { formatMoney, toMinorUnits, type CurrencyCode } from '../../src/domain/wallet';
import type { InMemoryCashier } from '../../src/infrastructure/cashier/in-memory-cashier';
import { asSeen } from '../wallet/account-menu-driver';
import type { MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

/** The legacy application's origin in these scenarios. */
export const LEGACY_ORIGIN = 'http://127.0.0.1:4175';

/**
 * The cashier as the player meets it: the cashier pages around the legacy frame, the ways to withdraw,
 * the pending withdrawals and the transaction history; and, for scenarios over the in-memory platform,
 * what that platform holds and was asked.
 */
export class CashierDriver {
  private withdrawals = 0;

  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
    private readonly messages: MessagesDriver,
  ) {}

  // ── The in-memory platform ──────────────────────────────────────────────────────────────────

  private get cashier(): InMemoryCashier {
    return this.env.memoryPlatform.cashier;
  }

  servesLegacyApplication(): void {
    this.env.configure({ embeddedAppOrigins: [LEGACY_ORIGIN] });
  }

  givePaymentProfile(username: string, profile: PaymentProfile): void {
    this.cashier.profiles.set(username.toLowerCase(), profile);
  }

  offerGroups(codes: readonly string[]): void {
    this.cashier.methodGroups = codes.map((code) => ({ code, name: code, methods: [code] }));
  }

  linkAccount(username: string, accountId: string): void {
    const player = this.env.memoryPlatform.player(username);
    player.user = { ...player.user, personaLinkedAccounts: [...player.user.personaLinkedAccounts, accountId] };
  }

  placeAt(username: string, subdivision: string): void {
    const player = this.env.memoryPlatform.player(username);
    player.user = { ...player.user, countryCode: subdivision.slice(0, 2), subdivision };
  }

  /** A withdrawal the player asked for earlier: pending, its amount held in the pending balance. */
  addPendingWithdrawal(username: string, amount: number, currency: string, reversible: boolean): Withdrawal {
    const minor = toMinorUnits(amount, currency);
    assert.ok(minor !== null);
    this.withdrawals += 1;
    const money = { minor, currency: currency as CurrencyCode };
    const withdrawal: Withdrawal = {
      id: `wdr_${this.withdrawals}`,
      status: 'PENDING',
      amount: money,
      formattedAmount: formatMoney(money, 'en'),
      method: 'CARD',
      createdAt: `2026-11-0${this.withdrawals}T10:00:00.000Z`,
      reversible,
    };
    const key = username.toLowerCase();
    // Newest first, as the platform lists them.
    this.cashier.withdrawals.set(key, [withdrawal, ...this.cashier.withdrawalsOf(key)]);
    const player = this.env.memoryPlatform.player(username);
    const pending = player.balances.find((entry) => entry.type === 'PendingWithdrawal')?.amount.minor ?? 0;
    player.balances = [...player.balances.filter((entry) => entry.type !== 'PendingWithdrawal'), { type: 'PendingWithdrawal', amount: { minor: pending + minor, currency: money.currency } }];
    return withdrawal;
  }

  refuseReversals(username: string, code: 'REVERSAL_NOT_ALLOWED' | 'NOT_PENDING'): void {
    for (const withdrawal of this.cashier.withdrawalsOf(username.toLowerCase())) this.cashier.refuseReversal(withdrawal.id, { code });
  }

  /** A line of the player's history; a `kind` of null is one the site does not know (named by `description`). */
  addTransaction(
    username: string,
    line: { kind: TransactionKind | null; amount: number; currency: string; day: string; description?: string; details?: Partial<TransactionDetails>; status?: LineStatus },
  ): void {
    const minor = toMinorUnits(line.amount, line.currency);
    assert.ok(minor !== null);
    const lines = this.cashier.transactionsOf(username.toLowerCase());
    const amount = { minor, currency: line.currency as CurrencyCode };
    const transaction: Transaction = {
      id: `txn_${lines.length + 1}`,
      kind: line.kind,
      amount,
      formattedAmount: formatMoney(amount, 'en'),
      createdAt: `${line.day}T12:00:00.000Z`,
      description: line.description ?? '',
      details: { ...NO_DETAILS, ...line.details },
      status: line.status ?? null,
    };
    lines.push(transaction);
    lines.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** For this filter (a kind as the page names it, or all; dates), the platform finds only the player's lines of these days. */
  historyFinds(username: string, kindLabel: string, from: string, to: string, days: readonly string[]): void {
    const kind = TRANSACTION_KINDS.find((known) => this.messages.t(`transactionHistory.kinds.${known}`) === kindLabel);
    assert.ok(kind !== undefined, `no kind of transaction "${kindLabel}"`);
    const lines = this.cashier.transactionsOf(username.toLowerCase()).filter((line) => days.includes(line.createdAt.slice(0, 10)));
    this.cashier.answerHistory(username.toLowerCase(), { kinds: [kind], from, to }, lines);
  }

  groupQueries() {
    return this.cashier.groupQueries;
  }

  historyRequests(): readonly HistoryFilter[] {
    return this.cashier.historyRequests;
  }

  reversalsAsked(): number {
    return this.cashier.reversals.length;
  }

  // ── What the player sees ────────────────────────────────────────────────────────────────────

  async open(path: string): Promise<void> {
    await this.ui.open(path);
    await this.ui.settle();
  }

  heading(): string {
    return asSeen(this.page().getByRole('heading', { level: 1 }).textContent);
  }

  /** The legacy page the frame shows, or null when the page shows no frame. */
  framedPath(): string | null {
    const frame = browserWindow.document.querySelector('iframe');
    if (frame === null) return null;
    const url = new URL(frame.src);
    assert.equal(url.origin, LEGACY_ORIGIN, 'the frame is not on the legacy application origin');
    return url.pathname;
  }

  /** The frame's accessible name, or null when the page shows no frame (CSH-01). */
  frameTitle(): string | null {
    return browserWindow.document.querySelector('iframe')?.getAttribute('title') ?? null;
  }

  /**
   * CSH-06: each line of the history as the player reads it, its kind, its status's word (the mark
   * beside it is decoration) and its amount: "Withdrawal · Pending · −€20.00".
   */
  historyReads(): string[] {
    return this.historyItems().map((item) => {
      const status = item.querySelector('.history-status');
      const statusWord = status === null ? null : asSeen(Array.from(status.childNodes).filter((node) => !(node instanceof browserWindow.HTMLElement && node.getAttribute('aria-hidden') === 'true')).map((node) => node.textContent).join(''));
      return [asSeen(item.querySelector('strong')?.textContent), statusWord, asSeen(item.querySelector('.cashier-list__amount')?.textContent)].filter((part) => part !== null && part !== '').join(' · ');
    });
  }

  /** The ways to withdraw the page offers, by their names. */
  withdrawOptions(): string[] {
    const nav = this.page().getByRole('navigation', { name: this.messages.t('cashier.withdrawOptions') });
    return within(nav)
      .queryAllByRole('link')
      .map((link) => asSeen(link.textContent));
  }

  /** The texts of the alerts and statuses on the page. */
  said(): string[] {
    return this.ui.shownMessages().map(asSeen);
  }

  text(): string {
    return asSeen(browserWindow.document.body.textContent);
  }

  async expectSaid(key: string, params?: Record<string, unknown>): Promise<void> {
    const expected = asSeen(this.messages.t(key, undefined, params));
    await this.ui.settle();
    await waitFor(() => assert.ok(this.said().includes(expected), `expected "${expected}", shown: ${this.said().join(' | ')}`));
  }

  /** The pending withdrawals listed: their amounts as shown, and whether each can be cancelled. */
  pendingListed(): { amount: string; cancellable: boolean }[] {
    const list = this.page().queryByRole('list', { name: this.messages.t('pendingWithdrawals.title') });
    if (list === null) return [];
    return within(list)
      .queryAllByRole('listitem')
      .map((item) => ({
        amount: asSeen(item.querySelector('.cashier-list__amount')?.textContent),
        cancellable: within(item).queryByRole('button', { name: new RegExp(`^${this.messages.t('pendingWithdrawals.cancel')}`) }) !== null,
      }));
  }

  async pressCancel(amount: string): Promise<void> {
    const button = await this.page().findByRole('button', { name: `${this.messages.t('pendingWithdrawals.cancel')} ${amount}` });
    await userEvent.setup({ document: browserWindow.document }).click(button);
    await this.ui.settle();
  }

  async answerConfirmation(yes: boolean): Promise<void> {
    const question = this.page().getByRole('group', { name: this.messages.t('pendingWithdrawals.cancel') });
    const button = within(question).getByRole('button', { name: this.messages.t(yes ? 'pendingWithdrawals.confirmYes' : 'pendingWithdrawals.confirmNo') });
    await userEvent.setup({ document: browserWindow.document }).click(button);
    await this.ui.settle();
  }

  confirmationAsked(): string | null {
    const question = this.page().queryByRole('group', { name: this.messages.t('pendingWithdrawals.cancel') });
    return question === null ? null : asSeen(question.querySelector('p')?.textContent);
  }

  /** The history's lines as shown: kind and signed amount. */
  historyLines(): { kind: string; amount: string }[] {
    return this.historyItems().map((item) => ({ kind: asSeen(item.querySelector('strong')?.textContent), amount: asSeen(item.querySelector('.cashier-list__amount')?.textContent) }));
  }

  /** Each line's name and what is said of it after its date (empty when nothing). */
  historyWords(): { kind: string; detail: string }[] {
    return this.historyItems().map((item) => {
      const meta = item.querySelector('.cashier-list__meta');
      const date = meta?.querySelector('time')?.textContent ?? '';
      const detail = asSeen(meta?.textContent?.slice(date.length)).replace(/^·\s*/, '');
      return { kind: asSeen(item.querySelector('strong')?.textContent), detail };
    });
  }

  private historyItems(): HTMLElement[] {
    const list = this.page().queryByRole('list', { name: this.messages.t('transactionHistory.title') });
    return list === null ? [] : within(list).queryAllByRole('listitem');
  }

  async filterHistory(kind: string | null, from: string | null, to: string | null): Promise<void> {
    const page = this.page();
    const user = userEvent.setup({ document: browserWindow.document });
    await user.selectOptions(page.getByLabelText(this.messages.t('transactionHistory.kind')), kind === null ? this.messages.t('transactionHistory.allKinds') : kind);
    const setDate = async (label: string, value: string | null) => {
      const input = page.getByLabelText(this.messages.t(label));
      await user.clear(input);
      if (value !== null) await user.type(input, value);
    };
    await setDate('transactionHistory.from', from);
    await setDate('transactionHistory.to', to);
    await user.click(page.getByRole('button', { name: this.messages.t('transactionHistory.apply') }));
    await this.ui.settle();
  }

  async followLink(name: string): Promise<void> {
    await userEvent.setup({ document: browserWindow.document }).click(await this.page().findByRole('link', { name }));
    await this.ui.settle();
  }

  exportLink(): string {
    return this.page().getByRole('link', { name: this.messages.t('transactionHistory.export') }).getAttribute('href') ?? '';
  }

  private page() {
    return within(browserWindow.document.body);
  }
}
