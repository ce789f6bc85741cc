import type { Form } from '../posted-form.ts';
import type { DepositMethodPage } from './deposit-options.ts';

/**
 * What a deposit's form pays with, as the platform takes it (docs/api.md): a remembered card and its
 * CVC, a new card, a bank account's IBAN, an e-wallet's e-mail. It goes to the platform only.
 */
export function depositOf(page: DepositMethodPage, values: Form): Record<string, unknown> {
  if (page === 'bank') return { bankAccount: { iban: values.iban ?? '' } };
  if (page === 'ewallet') return { wallet: { email: values.email ?? '' } };
  if (values.newCard !== '1' && values.savedCard !== undefined) return { savedCard: { id: values.savedCard, cvc: values.cvc ?? '' } };
  return { card: { number: values.number ?? '', expiry: values.expiry ?? '', cvc: values.cvc ?? '' } };
}
