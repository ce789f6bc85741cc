import type { TFunction } from 'i18next';
import type { Transaction } from '../../domain/cashier';

/**
 * How a line of the history reads in the player's language: named by its kind, with what the platform
 * says of it as data (the card, the bank account, the other player). Only a kind this site does not
 * know is named by the platform's own words (English), so nothing new is ever hidden.
 */
export const transactionWords = (line: Transaction, t: TFunction): { readonly title: string; readonly detail: string | null } => {
  if (line.kind === null) return { title: line.description === '' ? t('transactionHistory.unknownKind') : line.description, detail: null };
  return { title: t(`transactionHistory.kinds.${line.kind}`), detail: detailOf(line, t) };
};

const detailOf = ({ kind, details }: Transaction, t: TFunction): string | null => {
  if (details.counterparty !== null && kind === 'transfer_out') return t('transactionHistory.details.sentTo', { who: details.counterparty });
  if (details.counterparty !== null && kind === 'transfer_in') return t('transactionHistory.details.receivedFrom', { who: details.counterparty });
  if (details.method === 'card') return details.cardLast4 === null ? t('transactionHistory.details.card') : t('transactionHistory.details.cardEnding', { last4: details.cardLast4 });
  if (details.method === 'bank_transfer') {
    return details.bankAccount === null ? t('transactionHistory.details.bankTransfer') : t('transactionHistory.details.bankTransferTo', { account: details.bankAccount });
  }
  return null;
};
