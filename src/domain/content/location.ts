import type { GeoLocation } from '../shared/geo-filter';

/** GEO-03: the cookie the location is read from. */
export const LOCATION_COOKIE = 'st';

/** The `st` cookie's value `{country}-{subdivision}` (ISO 3166-2, e.g. `ES-MD`), or null when unreadable. */
export const parseLocation = (value: string | null): GeoLocation | null => {
  if (value === null) return null;
  const match = /^([A-Z]{2})-([A-Z0-9]{1,3})$/.exec(value.trim().toUpperCase());
  if (match === null) return null;
  return { country: match[1] ?? '', subdivision: `${match[1] ?? ''}-${match[2] ?? ''}` };
};
