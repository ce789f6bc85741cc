import type { CodeRejection } from './confirmation-code';

export type PinCode = string & { readonly _brand: 'PinCode' };

/** PIN-01: four digits. */
export const parsePinCode = (raw: string): PinCode | null => (/^\d{4}$/.test(raw) ? (raw as PinCode) : null);

/** The platform's answer to a PIN change that was not a transport failure. */
export type PinChangeOutcome = { readonly kind: 'CHANGED' } | { readonly kind: 'REFUSED'; readonly rejection: CodeRejection };
