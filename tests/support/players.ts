import type { User } from '../../src/domain/session';
import { type BalanceEntry, type BalanceType, type CurrencyCode, toMinorUnits } from '../../src/domain/wallet';

export const aUser = (overrides: Partial<User> = {}): User => ({
  email: 'ada@demo.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  nickname: 'ada',
  currency: 'EUR',
  language: 'en',
  countryCode: 'MT',
  subdivision: 'MT-01',
  phones: ['99123456'],
  phonePrefix: '+356',
  personaLinkedAccounts: [],
  hasPinCode: true,
  phoneStatus: 'VALIDATED',
  ...overrides,
});

/** Balances as the platform states them, in major units: `balances('EUR', { Playable: 125.5 })`. */
export const balances = (currency: string, amounts: Partial<Record<BalanceType, number>>): BalanceEntry[] =>
  Object.entries(amounts).map(([type, major]) => {
    const minor = toMinorUnits(major ?? 0, currency);
    if (minor === null) throw new Error(`unusable amount ${major}`);
    return { type: type as BalanceType, amount: { minor, currency: currency as CurrencyCode } };
  });
