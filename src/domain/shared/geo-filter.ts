/**
 * GEO-01: `notIn.countrySubdivision`, a mapping of country (ISO 3166-1 alpha-2) to the excluded
 * subdivisions (ISO 3166-2, e.g. `ES-MD`); an empty list excludes the whole country.
 */
export interface GeoFilter {
  readonly notIn: { readonly countrySubdivision: Readonly<Record<string, readonly string[]>> };
}

/** Where the player is: `st` cookie value `{country}-{subdivision}`, e.g. `ES-MD`. */
export interface GeoLocation {
  readonly country: string;
  readonly subdivision: string;
}

export const isExcludedFrom = (filter: GeoFilter | null, location: GeoLocation | null): boolean => {
  if (filter === null || location === null) return false;
  const excluded = filter.notIn.countrySubdivision[location.country];
  if (excluded === undefined) return false;
  return excluded.length === 0 || excluded.includes(location.subdivision);
};
