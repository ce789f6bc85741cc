import type { Queryable } from '../../kernel/database/database.ts';

/** ISO 3166-2: a country (alpha-2) and a subdivision code, e.g. `ES-MD`. */
export const subdivisionCode = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

/** Where a visitor nobody placed is (the demo operator's home). */
export const defaultLocation = 'MT-01';

const overrideKey = 'geolocation_override';

/** The location the test-control API set, or null (kept in sandbox_meta, so a reset forgets it). */
export async function readLocationOverride(db: Queryable): Promise<string | null> {
  const result = await db.query<{ value: string }>('SELECT value FROM sandbox_meta WHERE key = $1', [overrideKey]);
  return result.rows[0]?.value ?? null;
}

export async function writeLocationOverride(db: Queryable, location: string | null): Promise<void> {
  if (location === null) {
    await db.query('DELETE FROM sandbox_meta WHERE key = $1', [overrideKey]);
    return;
  }
  await db.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [overrideKey, location]);
}

/** The player's address as a subdivision code, or null when the profile has none that reads as one. */
export async function playerLocation(db: Queryable, playerId: number): Promise<string | null> {
  const result = await db.query<{ country_code: string; subdivision: string | null }>('SELECT country_code, subdivision FROM profiles WHERE player_id = $1', [playerId]);
  const row = result.rows[0];
  if (row === undefined) return null;
  if (row.subdivision !== null && subdivisionCode.test(row.subdivision)) return row.subdivision;
  return null;
}

/**
 * Where the platform itself places a request: the test-control API's location, else the player's
 * address, else the default. Never the `st` cookie, which the browser can rewrite.
 */
export async function platformLocation(db: Queryable, playerId: number | null): Promise<string> {
  const override = await readLocationOverride(db);
  if (override !== null) return override;
  const address = playerId === null ? null : await playerLocation(db, playerId);
  return address ?? defaultLocation;
}

/** GEO-01 on the platform's side: a filter's country lists the subdivision, or is an empty list (the whole country). */
export function excludedFrom(filter: { readonly notIn: { readonly countrySubdivision: Readonly<Record<string, readonly string[]>> } } | null, location: string): boolean {
  if (filter === null) return false;
  const excluded = filter.notIn.countrySubdivision[location.slice(0, 2)];
  return excluded !== undefined && (excluded.length === 0 || excluded.includes(location));
}

/** One cookie's value from a `Cookie` header (the last one wins, as browsers send the most specific first). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  let found: string | undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      found ??= part.slice(separator + 1).trim();
    }
  }
  return found;
}
