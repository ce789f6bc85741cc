/** Country calling codes of the countries the site offers a mobile number for (one country per code). */
const CALLING_CODES: Readonly<Record<string, string>> = {
  MT: '+356', GB: '+44', IE: '+353', ES: '+34', DE: '+49', FI: '+358', SE: '+46', NO: '+47', CA: '+1',
  AT: '+43', BE: '+32', CH: '+41', CY: '+357', DK: '+45', FR: '+33', GR: '+30', IT: '+39', NL: '+31', PL: '+48', PT: '+351',
};

export interface CallingCode {
  /** ISO 3166-1 alpha-2, e.g. `MT`. */
  readonly country: string;
  /** `+356`. */
  readonly prefix: string;
}

/** Every calling code the prefix select offers. */
export const CALLING_CODE_LIST: readonly CallingCode[] = Object.entries(CALLING_CODES).map(([country, prefix]) => ({ country, prefix }));

/**
 * JRN-01: the calling code of a country or jurisdiction (`MT`, `CA-ON` → its country's), or null
 * when the site offers none for it.
 */
export const callingCodeOf = (countryOrJurisdiction: string | null): string | null => {
  const country = (countryOrJurisdiction ?? '').split('-')[0]?.toUpperCase() ?? '';
  return Object.hasOwn(CALLING_CODES, country) ? (CALLING_CODES[country] ?? null) : null;
};
