import type { Queryable } from '../../kernel/database/database.ts';

/** What the limits read of the player's jurisdiction: its cooling-off and the clock its periods follow. */
export interface LimitJurisdiction {
  code: string;
  coolingOffHours: number;
  timeZone: string;
}

const fallbackJurisdiction = 'MT';
const defaultCoolingOffHours = 24;

/** Each jurisdiction's calendar (docs/api.md "Limits"); one without an entry counts in Malta's. */
const timeZones: Readonly<Record<string, string>> = {
  GB: 'Europe/London',
  MT: 'Europe/Malta',
  ES: 'Europe/Madrid',
  'CA-ON': 'America/Toronto',
};

/**
 * The player's jurisdiction as the withdrawals find it (subdivision, else country, else MT). The
 * row is read whole as JSON so a database without the cooling-off column (older than migration
 * 140) still answers, with the 24-hour default.
 */
export async function limitJurisdictionOf(db: Queryable, playerId: number): Promise<LimitJurisdiction> {
  const result = await db.query<{ code: string; cooling_off_hours: string | null }>(
    `SELECT j.code, to_jsonb(j) ->> 'cooling_off_hours' AS cooling_off_hours
     FROM profiles p, jurisdictions j
     WHERE p.player_id = $1 AND j.code IN (coalesce(p.subdivision, ''), p.country_code, $2)
     ORDER BY CASE j.code WHEN coalesce(p.subdivision, '') THEN 0 WHEN p.country_code THEN 1 ELSE 2 END LIMIT 1`,
    [playerId, fallbackJurisdiction],
  );
  const row = result.rows[0];
  const code = row?.code ?? fallbackJurisdiction;
  const hours = Number(row?.cooling_off_hours ?? defaultCoolingOffHours);
  return {
    code,
    coolingOffHours: Number.isFinite(hours) && hours > 0 ? hours : defaultCoolingOffHours,
    timeZone: timeZones[code] ?? 'Europe/Malta',
  };
}
