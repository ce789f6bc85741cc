import { isJsonObject } from '../../kernel/http/validation.ts';
import type { MoneyFieldError } from './money-request.ts';
import { maskedEmail } from './payment-players.ts';

/** An IBAN: two letters, two check digits, up to 30 letters and digits, whose mod-97 check is 1 (ISO 13616). */
export function isIban(text: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(text)) return false;
  const moved = text.slice(4) + text.slice(0, 4);
  let remainder = 0;
  for (const character of moved) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A bank transfer deposit's account (`bankAccount: { iban }`), as it is kept and shown: its country and last four characters. */
export function readBankAccount(value: unknown, errors: MoneyFieldError[]): string | undefined {
  const iban = isJsonObject(value) && typeof value.iban === 'string' ? value.iban.replace(/\s/g, '').toUpperCase() : undefined;
  if (iban !== undefined && isIban(iban)) return `${iban.slice(0, 2)} •••• ${iban.slice(-4)}`;
  errors.push({ field: 'bankAccount.iban', cause: iban === undefined ? 'REQUIRED' : 'INVALID_FORMAT' });
  return undefined;
}

/** An e-wallet deposit's account (`wallet: { email }`), as it is kept and shown: masked. */
export function readWalletAccount(value: unknown, errors: MoneyFieldError[]): string | undefined {
  const email = isJsonObject(value) && typeof value.email === 'string' ? value.email.trim() : undefined;
  if (email !== undefined && email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return maskedEmail(email);
  errors.push({ field: 'wallet.email', cause: email === undefined ? 'REQUIRED' : 'INVALID_FORMAT' });
  return undefined;
}
