import type { Queryable } from '../../kernel/database/database.ts';
import type { JsonObject } from '../../kernel/http/validation.ts';
import { readBankAccount, readWalletAccount } from './deposit-accounts.ts';
import type { DepositMethod, DepositPayment } from './deposits.ts';
import type { MoneyFieldError } from './money-request.ts';
import { brandOf, savedCard } from './saved-cards.ts';
import { outcomeOf, readCard, readSavedCardCvc } from './test-cards.ts';

/**
 * What a deposit request pays with, by its method: a new card (`card`), a remembered one
 * (`savedCard: { id, cvc }`), a bank account (`bankAccount: { iban }`) or an e-wallet
 * (`wallet: { email }`). Each bad part is a field error; the card's number and CVC go no further.
 */
export async function readDepositPayment(db: Queryable, playerId: number, method: DepositMethod, body: JsonObject, at: Date, errors: MoneyFieldError[]): Promise<DepositPayment | undefined> {
  if (method === 'CBT') {
    const accountHint = readBankAccount(body.bankAccount, errors);
    return accountHint === undefined ? undefined : { method, accountHint };
  }
  if (method === 'EWL') {
    const accountHint = readWalletAccount(body.wallet, errors);
    return accountHint === undefined ? undefined : { method, accountHint };
  }
  if (body.savedCard !== undefined && body.card === undefined) {
    const asked = body.savedCard;
    const id = typeof asked === 'object' && asked !== null && !Array.isArray(asked) ? (asked as JsonObject).id : undefined;
    const cvc = readSavedCardCvc(asked, errors);
    const card = typeof id === 'string' && id.length <= 64 ? await savedCard(db, playerId, id) : null;
    if (card === null) errors.push({ field: 'savedCard.id', cause: 'INVALID_FORMAT' });
    if (card === null || cvc === undefined) return undefined;
    return { method, brand: card.brand, last4: card.last4, expiry: card.expiry, outcome: card.outcome };
  }
  const card = readCard(body.card, at, errors);
  if (card === undefined) return undefined;
  return { method, brand: brandOf(card.number), last4: card.number.slice(-4), expiry: card.expiry, outcome: outcomeOf(card) };
}
