export type PinCode = string & { readonly _brand: 'PinCode' };

/** PIN-01: four digits. */
export const parsePinCode = (raw: string): PinCode | null => (/^\d{4}$/.test(raw) ? (raw as PinCode) : null);
