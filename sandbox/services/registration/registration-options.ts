import { passwordMaxLength, passwordMinLength } from '../../kernel/security/password-rules.ts';

/** A region whose rules are its own: the age to play there (Canada's provinces and territories). */
export interface SignUpRegion {
  readonly code: string;
  readonly name: string;
  readonly minimumAge: number;
}

/**
 * The countries whose minimum age differs by region, each region with its own (issue 21). Canada: 18
 * in Alberta, Manitoba and Quebec, 19 elsewhere (Ontario's is also its jurisdiction's, `CA-ON`).
 */
const regions: Readonly<Record<string, readonly SignUpRegion[]>> = {
  CA: [
    { code: 'CA-AB', name: 'Alberta', minimumAge: 18 },
    { code: 'CA-BC', name: 'British Columbia', minimumAge: 19 },
    { code: 'CA-MB', name: 'Manitoba', minimumAge: 18 },
    { code: 'CA-NB', name: 'New Brunswick', minimumAge: 19 },
    { code: 'CA-NL', name: 'Newfoundland and Labrador', minimumAge: 19 },
    { code: 'CA-NS', name: 'Nova Scotia', minimumAge: 19 },
    { code: 'CA-NT', name: 'Northwest Territories', minimumAge: 19 },
    { code: 'CA-NU', name: 'Nunavut', minimumAge: 19 },
    { code: 'CA-ON', name: 'Ontario', minimumAge: 19 },
    { code: 'CA-PE', name: 'Prince Edward Island', minimumAge: 19 },
    { code: 'CA-QC', name: 'Quebec', minimumAge: 18 },
    { code: 'CA-SK', name: 'Saskatchewan', minimumAge: 19 },
    { code: 'CA-YT', name: 'Yukon', minimumAge: 19 },
  ],
};

/** What the sign-up form may offer and the limits it is checked against (`GET /services/registration/v1/options`). */
export const registrationOptions = {
  countries: ['MT', 'GB', 'ES', 'DE', 'IE', 'FI', 'SE', 'NO', 'CA'],
  currencies: ['EUR', 'GBP', 'USD', 'SEK', 'NOK', 'CAD'],
  minimumAge: 18,
  regions,
  passwordMinLength,
  passwordMaxLength,
} as const;

/** The regions a sign-up from this country must name (none where the country's rules are one). */
export const regionsOf = (country: string): readonly SignUpRegion[] => regions[country] ?? [];

/** The age to join at: the region's; the strictest of the country's when the region is not known; else the platform's. */
export function minimumAgeFor(country: string | undefined, region: string | null): number {
  const known = country === undefined ? [] : regionsOf(country);
  const chosen = known.find((candidate) => candidate.code === region);
  return chosen?.minimumAge ?? known.reduce<number>((strictest, candidate) => Math.max(strictest, candidate.minimumAge), registrationOptions.minimumAge);
}

/** First and last names: 1 to this many characters. */
export const nameMaxLength = 50;

/** An e-mail address: at most this many characters (RFC 5321's path limit). */
export const emailMaxLength = 254;

/** Sign-ups per source (the client address) in any hour. */
export const registrationsPerSourcePerHour = 5;
