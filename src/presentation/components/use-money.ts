import { useCallback } from 'react';
import { formatMoney, type Money } from '../../domain/wallet/money';
import { useLanguage } from '../hooks/services';

/** Formats money in the player's language and the currency's display unit (WAL-09, WAL-10). */
export const useFormatMoney = (): ((amount: Money) => string) => {
  const language = useLanguage();
  return useCallback((amount: Money) => formatMoney(amount, language), [language]);
};
