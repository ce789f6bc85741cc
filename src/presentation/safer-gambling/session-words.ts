import type { TFunction } from 'i18next';
import { hoursAndMinutes } from '../../domain/safer-gambling';
import { formatMoney, type Money } from '../../domain/wallet';

/** SG-07, SG-08: "won 12,50 €" or "lost …" since login, in the player's language. */
export const netPositionSentence = (netPosition: Money, language: string, t: TFunction): string => {
  if (netPosition.minor === 0) return t('playerSession.netEven');
  const amount = formatMoney({ ...netPosition, minor: Math.abs(netPosition.minor) }, language);
  return t(netPosition.minor > 0 ? 'playerSession.netWon' : 'playerSession.netLost', { amount });
};

/** The net position as the session clock shows it: signed, in the player's currency. */
export const signedMoney = (netPosition: Money, language: string): string => {
  const amount = formatMoney({ ...netPosition, minor: Math.abs(netPosition.minor) }, language);
  return netPosition.minor > 0 ? `+${amount}` : netPosition.minor < 0 ? `−${amount}` : amount;
};

export const playedWords = (ms: number): { readonly hours: number; readonly minutes: number } => hoursAndMinutes(ms);

/** The previous login's date and time in the player's language (their device's time zone). */
export { dateTimeText as loginDate } from '../shared/date-time-text';
