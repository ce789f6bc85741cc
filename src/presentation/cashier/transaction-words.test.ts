import { describe, expect, it } from 'vitest';
import { NO_DETAILS, type Transaction } from '../../domain/cashier';
import type { CurrencyCode } from '../../domain/wallet';
import { createI18n } from '../app/i18n';
import '../app/i18n-all';
import { transactionWords } from './transaction-words';

const line = (overrides: Partial<Transaction>): Transaction => ({
  id: 'txn_1',
  kind: 'adjustment',
  amount: { minor: 100, currency: 'EUR' as CurrencyCode },
  formattedAmount: '€1.00',
  createdAt: '2026-11-01T10:00:00.000Z',
  description: 'Balance adjustment',
  details: NO_DETAILS,
  ...overrides,
});

describe('a transaction in the player’s words (EDGE-05)', () => {
  const { t: spanish } = createI18n('es');
  const { t: german } = createI18n('de');

  it('names a known kind in the player’s language, never with the platform’s English', () => {
    expect(transactionWords(line({}), spanish)).toEqual({ title: 'Ajuste', detail: null });
    expect(transactionWords(line({ kind: 'withdrawal', details: { ...NO_DETAILS, method: 'bank_transfer', bankAccount: 'MT84 •••• 6789' } }), german)).toEqual({
      title: 'Auszahlung',
      detail: 'Banküberweisung auf MT84 •••• 6789',
    });
    expect(transactionWords(line({ kind: 'transfer_in', details: { ...NO_DETAILS, counterparty: 'b••@demo.test' } }), spanish)).toEqual({
      title: 'Transferencia recibida',
      detail: 'De b••@demo.test',
    });
  });

  it('names a kind it does not know by the platform’s words, or as a transaction when there are none', () => {
    expect(transactionWords(line({ kind: null, description: 'Weekly cashback' }), german)).toEqual({ title: 'Weekly cashback', detail: null });
    expect(transactionWords(line({ kind: null, description: '' }), german)).toEqual({ title: 'Transaktion', detail: null });
  });
});
