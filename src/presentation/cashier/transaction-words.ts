import type { TFunction } from 'i18next';
import type { Transaction } from '../../domain/cashier';
import { formatMoney } from '../../domain/wallet';

/** How a line reads: its name, what the platform says of it as data, and where it stands (CSH-06). */
export interface TransactionWords {
  readonly title: string;
  readonly detail: string | null;
  /** The status in the player's language; a status the site does not know in the platform's word (CSH-08); null for none. */
  readonly status: string | null;
}

/**
 * How a line of the history reads in the player's language: named by its kind, with what the platform
 * says of it as data (the card, the bank account, the other player) and its status. Only a kind or a
 * status this site does not know is named by the platform's own words (English), so nothing new is ever hidden.
 */
export const transactionWords = (line: Transaction, t: TFunction): TransactionWords => {
  const status = line.status === null ? null : 'known' in line.status ? t(`transactionHistory.statuses.${line.status.known}`) : line.status.unknown;
  if (line.kind === null) return { title: line.description === '' ? t('transactionHistory.unknownKind') : line.description, detail: null, status };
  return { title: t(`transactionHistory.kinds.${line.kind}`), detail: detailOf(line, t), status };
};

const detailOf = ({ kind, details }: Transaction, t: TFunction): string | null => {
  if (details.counterparty !== null && kind === 'transfer_out') return t('transactionHistory.details.sentTo', { who: details.counterparty });
  if (details.counterparty !== null && kind === 'transfer_in') return t('transactionHistory.details.receivedFrom', { who: details.counterparty });
  if (details.method === 'card') return details.cardLast4 === null ? t('transactionHistory.details.card') : t('transactionHistory.details.cardEnding', { last4: details.cardLast4 });
  if (details.method === 'e_wallet') return t('transactionHistory.details.eWallet');
  if (details.method === 'bank_transfer') {
    if (details.bankAccount === null) return t('transactionHistory.details.bankTransfer');
    // Money in comes from the account, money out goes to it.
    return t(kind === 'deposit' ? 'transactionHistory.details.bankTransferFrom' : 'transactionHistory.details.bankTransferTo', { account: details.bankAccount });
  }
  return null;
};

/** Money in that has come in: a line with no status, or an approved one. */
export const cameIn = (line: Transaction): boolean => line.status === null || ('known' in line.status && line.status.known === 'approved');

/**
 * A line's amount in the player's currency rules (WAL-09/10), signed with a true minus sign: money in
 * shows a plus, unless it has not come in (a deposit pending, rejected or cancelled, CSH-06).
 */
export const signedAmount = (line: Transaction, language: string): string => {
  const formatted = formatMoney(line.amount, language).replace('-', '\u2212');
  return line.amount.minor > 0 && cameIn(line) ? `+${formatted}` : formatted;
};
