import type { HistoryFilter, MethodGroup, MethodGroupQuery, MonthlyStatement, PaymentProfile, ReversalError, Transaction, Withdrawal } from '../../domain/cashier';

/**
 * Tests only: the payments side of the in-memory platform, per player (by username). It keeps what a
 * test tells it and what it was asked; the platform's rules (limits, jurisdictions, which lines a
 * history filter finds) live in the sandbox, so a test states the answers, e.g. that a reversal is
 * refused or what a filter finds.
 */
export class InMemoryCashier {
  readonly profiles = new Map<string, PaymentProfile>();
  /** The groups every query is answered with. */
  methodGroups: readonly MethodGroup[] = [{ code: 'CARD', name: 'Cards', methods: ['VISA', 'MASTERCARD'] }];
  readonly groupQueries: MethodGroupQuery[] = [];
  readonly withdrawals = new Map<string, Withdrawal[]>();
  readonly reversalRefusals = new Map<string, ReversalError>();
  readonly reversals: { readonly username: string; readonly withdrawalId: string }[] = [];
  readonly transactions = new Map<string, Transaction[]>();
  readonly historyRequests: HistoryFilter[] = [];
  /** What the platform finds for a filter, as a test says: per player, by the filter's kinds and dates. */
  private readonly historyAnswers = new Map<string, Transaction[]>();
  /** SG-11: each player's statement, as the platform would sum it. */
  readonly statements = new Map<string, MonthlyStatement>();

  profileOf(username: string): PaymentProfile {
    return this.profiles.get(username) ?? { cp: ['STANDARD'], ct: 'REGULAR', ftd: false };
  }

  withdrawalsOf(username: string): Withdrawal[] {
    let withdrawals = this.withdrawals.get(username);
    if (withdrawals === undefined) {
      withdrawals = [];
      this.withdrawals.set(username, withdrawals);
    }
    return withdrawals;
  }

  /** The next reversal of this withdrawal is refused with this error. */
  refuseReversal(withdrawalId: string, error: ReversalError): void {
    this.reversalRefusals.set(withdrawalId, error);
  }

  /** For this filter (any page), the platform finds these lines. */
  answerHistory(username: string, filter: Omit<HistoryFilter, 'page'>, lines: readonly Transaction[]): void {
    this.historyAnswers.set(historyKey(username, filter), [...lines]);
  }

  /** The lines a test said the filter finds, else all the player's lines as stored. */
  historyFor(username: string, filter: Omit<HistoryFilter, 'page'>): readonly Transaction[] {
    return this.historyAnswers.get(historyKey(username, filter)) ?? this.transactionsOf(username);
  }

  transactionsOf(username: string): Transaction[] {
    let transactions = this.transactions.get(username);
    if (transactions === undefined) {
      transactions = [];
      this.transactions.set(username, transactions);
    }
    return transactions;
  }
}

const historyKey = (username: string, filter: Omit<HistoryFilter, 'page'>): string =>
  JSON.stringify([username, [...filter.kinds].sort(), filter.from, filter.to]);
