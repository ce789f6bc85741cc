import type { TFunction } from 'i18next';
import { isTimeLimit, MAX_LIMIT_UNITS, separatorsOf, SESSION_MINUTES, type LimitProblem, type LimitSlot, type LimitType } from '../../domain/safer-gambling';
import { decimalsOf, formatMoney, money, parseCurrency } from '../../domain/wallet/money';

/** A limit's value as the player reads it: money in their language, or minutes. */
export const valueText = (t: TFunction, type: LimitType, value: number, currency: string, language: string): string => {
  if (isTimeLimit(type)) return t('saferGambling.minutes', { count: value });
  const code = parseCurrency(currency);
  return code === null ? String(value) : formatMoney(money(value, code), language);
};

/** "daily deposit limit", "límite de depósito diario", "tägliches Einzahlungslimit". */
export const limitName = (t: TFunction, slot: LimitSlot): string =>
  t('saferGambling.limitName', { period: t(`saferGambling.periodName.${slot.period}`), type: t(`saferGambling.type.${slot.type}`) });

/** A date and time in the player's language, as the hub says when a pending change applies or a break ends. */
export { dateTimeText as dateText } from '../shared/date-time-text';

/** "1,000.50" in English, "1.000,50" in Spanish and German: how to type an amount. */
export const exampleAmount = (currency: string, language: string): string => {
  const { decimal, group } = separatorsOf(language);
  const decimals = decimalsOf(currency);
  return `1${group}000${decimals === 0 ? '' : decimal + '50'.padEnd(decimals, '0')}`;
};

export const largestAmount = (currency: string, language: string): string => {
  const code = parseCurrency(currency);
  const units = MAX_LIMIT_UNITS * 10 ** decimalsOf(currency);
  return code === null ? String(MAX_LIMIT_UNITS) : formatMoney(money(units, code), language);
};

/** A field problem in the player's words, with what they need to put it right. */
export const problemText = (t: TFunction, problem: LimitProblem, currency: string, language: string): string =>
  t([`saferGambling.error.${problem.field}.${problem.cause}`, `saferGambling.error.${problem.cause}`], {
    currency,
    decimals: decimalsOf(currency),
    example: exampleAmount(currency, language),
    max: problem.field === 'minutes' ? SESSION_MINUTES.max : largestAmount(currency, language),
    min: SESSION_MINUTES.min,
  });
