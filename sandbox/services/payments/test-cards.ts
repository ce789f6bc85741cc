import { isJsonObject } from '../../kernel/http/validation.ts';
import type { MoneyFieldError } from './money-request.ts';

/** What the sandbox's card provider does with a card, like a payment provider's test mode. */
export type CardOutcome = 'APPROVED' | 'DECLINED' | 'CONFIRMATION_REQUIRED';

const testCards: ReadonlyMap<string, CardOutcome> = new Map([
  ['4242424242424242', 'APPROVED'],
  ['4000000000000002', 'DECLINED'],
  ['4000000000003220', 'CONFIRMATION_REQUIRED'],
]);

/** The code the confirmation step accepts (the legacy page shows it as a hint). */
export const testConfirmationCode = '1234';

export interface Card {
  number: string;
  expiry: string;
  cvc: string;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` of this month or later (a card is valid to the end of its month), at `now` in UTC. */
function isLiveExpiry(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (match === null) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** The card of a deposit request; each bad part is a field error (`card.number`, `card.expiry`, `card.cvc`). */
export function readCard(value: unknown, now: Date, errors: MoneyFieldError[]): Card | undefined {
  if (!isJsonObject(value)) {
    errors.push({ field: 'card', cause: value === undefined || value === null ? 'REQUIRED' : 'INVALID_FORMAT' });
    return undefined;
  }
  const { number, expiry, cvc } = value;
  const before = errors.length;
  const digits = typeof number === 'string' ? number.replace(/ /g, '') : '';
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.push({ field: 'card.number', cause: 'INVALID_FORMAT' });
  if (typeof expiry !== 'string' || !isLiveExpiry(expiry, now)) errors.push({ field: 'card.expiry', cause: 'INVALID_FORMAT' });
  if (typeof cvc !== 'string' || !/^\d{3,4}$/.test(cvc)) errors.push({ field: 'card.cvc', cause: 'INVALID_FORMAT' });
  if (errors.length > before) return undefined;
  return { number: digits, expiry: expiry as string, cvc: cvc as string };
}

/** Any valid number that is not a test card is declined, as in a provider's test mode. */
export const outcomeOf = (card: Card): CardOutcome => testCards.get(card.number) ?? 'DECLINED';

/** The security code of a remembered card's deposit (`savedCard: { id, cvc }`): only its format is read, and it is kept nowhere. */
export function readSavedCardCvc(value: unknown, errors: MoneyFieldError[]): string | undefined {
  const cvc = isJsonObject(value) ? value.cvc : undefined;
  if (typeof cvc === 'string' && /^\d{3,4}$/.test(cvc)) return cvc;
  errors.push({ field: 'savedCard.cvc', cause: cvc === undefined ? 'REQUIRED' : 'INVALID_FORMAT' });
  return undefined;
}
