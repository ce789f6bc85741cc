import { describe, expect, it } from 'vitest';
import { NO_DETAILS, type Transaction } from '../../domain/cashier';
import type { CurrencyCode } from '../../domain/wallet';
import { createI18n } from '../app/i18n';
import '../app/i18n-all';
import { signedAmount, transactionWords } from './transaction-words';

const line = (overrides: Partial<Transaction>): Transaction => ({
  id: 'txn_1',
  kind: 'adjustment',
  amount: { minor: 100, currency: 'EUR' as CurrencyCode },
  formattedAmount: '€1.00',
  createdAt: '2026-11-01T10:00:00.000Z',
  description: 'Balance adjustment',
  details: NO_DETAILS,
  status: null,
  ...overrides,
});

describe('a transaction in the player’s words (EDGE-05)', () => {
  const { t: spanish } = createI18n('es');
  const { t: german } = createI18n('de');

  it('names a known kind in the player’s language, never with the platform’s English', () => {
    expect(transactionWords(line({}), spanish)).toEqual({ title: 'Ajuste', detail: null, status: null });
    expect(transactionWords(line({ kind: 'withdrawal', details: { ...NO_DETAILS, method: 'bank_transfer', bankAccount: 'MT84 •••• 6789' } }), german)).toEqual({
      title: 'Auszahlung',
      detail: 'Banküberweisung auf MT84 •••• 6789',
      status: null,
    });
    expect(transactionWords(line({ kind: 'transfer_in', details: { ...NO_DETAILS, counterparty: 'b••@demo.test' } }), spanish)).toEqual({
      title: 'Transferencia recibida',
      detail: 'De b••@demo.test',
      status: null,
    });
  });

  it('names a kind it does not know by the platform’s words, or as a transaction when there are none', () => {
    expect(transactionWords(line({ kind: null, description: 'Weekly cashback' }), german)).toEqual({ title: 'Weekly cashback', detail: null, status: null });
    expect(transactionWords(line({ kind: null, description: '' }), german)).toEqual({ title: 'Transaktion', detail: null, status: null });
  });

  it('says where a deposit or a withdrawal stands in the player’s language, or in the platform’s word for a status it does not know (CSH-06, CSH-08)', () => {
    const { t: english } = createI18n('en');
    expect(transactionWords(line({ kind: 'withdrawal', status: { known: 'pending' } }), english).status).toBe('Pending');
    expect(transactionWords(line({ kind: 'deposit', status: { known: 'rejected' } }), spanish).status).toBe('Rechazado');
    expect(transactionWords(line({ kind: 'withdrawal', status: { known: 'cancelled' } }), german).status).toBe('Storniert');
    expect(transactionWords(line({ kind: 'deposit', status: { unknown: 'on hold' } }), german).status).toBe('on hold');
    expect(transactionWords(line({ kind: 'deposit', details: { ...NO_DETAILS, method: 'bank_transfer', bankAccount: 'DE •••• 3000' } }), english).detail).toBe('Bank transfer from DE •••• 3000');
  });

  it('signs money in that came in with a plus, money out with a true minus, and money that never came in with neither', () => {
    const euros = (minor: number) => ({ minor, currency: 'EUR' as CurrencyCode });
    expect(signedAmount(line({ kind: 'withdrawal', amount: euros(-2000), status: { known: 'pending' } }), 'en')).toBe('\u2212€20.00');
    expect(signedAmount(line({ kind: 'deposit', amount: euros(2500), status: { known: 'approved' } }), 'en')).toBe('+€25.00');
    expect(signedAmount(line({ kind: 'win', amount: euros(150) }), 'en')).toBe('+€1.50');
    expect(signedAmount(line({ kind: 'deposit', amount: euros(2500), status: { known: 'rejected' } }), 'en')).toBe('€25.00');
    expect(signedAmount(line({ kind: 'deposit', amount: euros(2500), status: { unknown: 'on hold' } }), 'en')).toBe('€25.00');
  });
});
