import type { Queryable } from '../../kernel/database/database.ts';

export type Selection = 'HOME' | 'DRAW' | 'AWAY';
export const selections: readonly Selection[] = ['HOME', 'DRAW', 'AWAY'];
export type Sport = 'football' | 'tennis' | 'basketball';

/** Decimal odds as the wire carries them: two decimals, e.g. "2.10". */
export type Odds = Partial<Record<Selection, string>> & { HOME: string; AWAY: string };

export interface Fixture {
  id: string;
  sport: Sport;
  competition: string;
  home: string;
  away: string;
  startsAt: string;
  status: 'OPEN' | 'SETTLED';
  /** Football has a draw; tennis and basketball do not (their market has HOME and AWAY only). */
  odds: Odds;
  result?: Selection;
}

interface SeededFixture {
  id: string;
  sport: Sport;
  competition: string;
  home: string;
  away: string;
  /** Hours after the sandbox was seeded. */
  startsAfterHours: number;
  odds: Odds;
}

/** A dozen fixtures, the same after every reset; their kick-off times follow the seed's time. */
const seededFixtures: readonly SeededFixture[] = [
  { id: 'fx-1', sport: 'football', competition: 'Premier League', home: 'Northbridge United', away: 'Eastport City', startsAfterHours: 26, odds: { HOME: '2.10', DRAW: '3.40', AWAY: '3.25' } },
  { id: 'fx-2', sport: 'football', competition: 'Premier League', home: 'Harbour Rovers', away: 'Kingsford Athletic', startsAfterHours: 28, odds: { HOME: '1.75', DRAW: '3.60', AWAY: '4.50' } },
  { id: 'fx-3', sport: 'football', competition: 'La Liga', home: 'Real Costa', away: 'Atlético Sierra', startsAfterHours: 50, odds: { HOME: '2.45', DRAW: '3.10', AWAY: '2.90' } },
  { id: 'fx-4', sport: 'football', competition: 'La Liga', home: 'Deportivo Valle', away: 'Club Montaña', startsAfterHours: 52, odds: { HOME: '3.80', DRAW: '3.30', AWAY: '1.95' } },
  { id: 'fx-5', sport: 'football', competition: 'Serie A', home: 'Virtus Lago', away: 'Sporting Colle', startsAfterHours: 74, odds: { HOME: '2.00', DRAW: '3.20', AWAY: '3.90' } },
  { id: 'fx-6', sport: 'tennis', competition: 'ATP Valletta Open', home: 'A. Moreno', away: 'L. Fischer', startsAfterHours: 4, odds: { HOME: '1.60', AWAY: '2.30' } },
  { id: 'fx-7', sport: 'tennis', competition: 'ATP Valletta Open', home: 'K. Tanaka', away: 'D. Okafor', startsAfterHours: 6, odds: { HOME: '2.05', AWAY: '1.75' } },
  { id: 'fx-8', sport: 'tennis', competition: 'WTA Malta Classic', home: 'S. Novak', away: 'E. Laurent', startsAfterHours: 30, odds: { HOME: '1.40', AWAY: '2.85' } },
  { id: 'fx-9', sport: 'tennis', competition: 'WTA Malta Classic', home: 'M. Rossi', away: 'J. Becker', startsAfterHours: 32, odds: { HOME: '1.90', AWAY: '1.90' } },
  { id: 'fx-10', sport: 'basketball', competition: 'EuroLeague', home: 'Bayside Titans', away: 'Ridgeway Comets', startsAfterHours: 8, odds: { HOME: '1.55', AWAY: '2.45' } },
  { id: 'fx-11', sport: 'basketball', competition: 'EuroLeague', home: 'Capital Wolves', away: 'Lakeside Giants', startsAfterHours: 10, odds: { HOME: '2.20', AWAY: '1.68' } },
  { id: 'fx-12', sport: 'basketball', competition: 'Liga ACB', home: 'Puerto Marinos', away: 'Ciudad Halcones', startsAfterHours: 56, odds: { HOME: '1.85', AWAY: '1.95' } },
];

export function isSelection(value: unknown): value is Selection {
  return typeof value === 'string' && (selections as readonly string[]).includes(value);
}

async function seededAtMs(db: Queryable): Promise<number> {
  const row = (await db.query<{ value: string }>("SELECT value FROM sandbox_meta WHERE key = 'seeded_at'")).rows[0];
  const parsed = row === undefined ? Number.NaN : Date.parse(row.value);
  return Number.isFinite(parsed) ? parsed : 0;
}

async function results(db: Queryable): Promise<Map<string, Selection>> {
  const rows = (await db.query<{ fixture_id: string; result: Selection }>('SELECT fixture_id, result FROM sports_fixture_results')).rows;
  return new Map(rows.map((row) => [row.fixture_id, row.result]));
}

function fixtureOf(seeded: SeededFixture, seededAt: number, result: Selection | undefined): Fixture {
  const { startsAfterHours, ...fields } = seeded;
  const startsAt = new Date(seededAt + startsAfterHours * 3_600_000).toISOString();
  return result === undefined ? { ...fields, startsAt, status: 'OPEN' } : { ...fields, startsAt, status: 'SETTLED', result };
}

/** Every fixture, in kick-off order. */
export async function listFixtures(db: Queryable): Promise<Fixture[]> {
  const [seededAt, settled] = [await seededAtMs(db), await results(db)];
  return seededFixtures
    .map((seeded) => fixtureOf(seeded, seededAt, settled.get(seeded.id)))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

export async function findFixture(db: Queryable, id: string): Promise<Fixture | null> {
  const seeded = seededFixtures.find((fixture) => fixture.id === id);
  if (seeded === undefined) return null;
  const row = (await db.query<{ result: Selection }>('SELECT result FROM sports_fixture_results WHERE fixture_id = $1', [id])).rows[0];
  return fixtureOf(seeded, await seededAtMs(db), row?.result);
}
