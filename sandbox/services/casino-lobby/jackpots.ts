import type { Queryable } from '../../kernel/database/database.ts';
import { catalogue, findGame } from '../content/index.ts';

/** The currencies whose jackpots a reset writes; another currency starts from the seed amount on first use. */
export const seededJackpotCurrencies = ['EUR', 'GBP', 'USD'] as const;

/** The share of a real-money stake that goes into the game's jackpot. */
const contributionRate = 0.01;

const lowestSeedMinor = 50_000_00;
const highestSeedMinor = 3_500_000_00;

const spread = (gameId: number, salt: number): number => (Math.imul(gameId ^ salt, 0x85ebca6b) >>> 0) % 10_000;

/**
 * A jackpot's starting amount, the same on every reset: spread on a log scale between 50,000.00
 * and 3,500,000.00, so the lobby shows both plain and abbreviated (k/m) amounts.
 */
export function seedJackpotMinor(gameId: number): number {
  const fraction = spread(gameId, 0x9e3779b9) / 9_999;
  return Math.round(lowestSeedMinor * Math.pow(highestSeedMinor / lowestSeedMinor, fraction));
}

/**
 * Minor units a jackpot grows by each second with nobody in the sandbox playing it: 1 to 25, the
 * stakes of the operator's other players, so amounts tick in a demo.
 */
export function growthPerSecondMinor(gameId: number): number {
  return 1 + (spread(gameId, 0x27d4eb2f) % 25);
}

export const jackpotGameIds = (): number[] => catalogue().games.filter((game) => game.jackpot).map((game) => game.id);

export interface Jackpot {
  gameId: number;
  amount: number;
}

interface JackpotRow {
  game_id: number;
  amount_minor: string | number;
  updated_at: Date | string;
}

/** Where a jackpot is won: it starts again from its seed amount, so a data dir kept for months stays believable. */
export const jackpotCeilingMinor = 5_000_000_00;

/** An amount past the ceiling, as it stands after the wins it implies. */
function afterWins(gameId: number, amount: number): number {
  const seed = seedJackpotMinor(gameId);
  return amount <= jackpotCeilingMinor ? amount : seed + ((amount - seed) % (jackpotCeilingMinor - seed));
}

/** The amount a row holds at `nowMs`: as stored, plus its growth since (never less: clocks may differ). */
function amountAt(gameId: number, row: Pick<JackpotRow, 'amount_minor' | 'updated_at'>, nowMs: number): number {
  const elapsedSeconds = Math.max(0, Math.floor((nowMs - new Date(row.updated_at).getTime()) / 1000));
  return afterWins(gameId, Number(row.amount_minor) + elapsedSeconds * growthPerSecondMinor(gameId));
}

export async function seedJackpots(db: Queryable, nowMs: number): Promise<void> {
  for (const currency of seededJackpotCurrencies) {
    for (const gameId of jackpotGameIds()) {
      await db.query('INSERT INTO jackpots (game_id, currency, amount_minor, updated_at) VALUES ($1, $2, $3, $4)', [
        gameId,
        currency,
        seedJackpotMinor(gameId),
        new Date(nowMs),
      ]);
    }
  }
}

/** Every jackpot game's amount in the currency at `nowMs`, in minor units. */
export async function listJackpots(db: Queryable, currency: string, nowMs: number): Promise<Jackpot[]> {
  const stored = await db.query<JackpotRow>('SELECT game_id, amount_minor, updated_at FROM jackpots WHERE currency = $1', [currency]);
  const rows = new Map(stored.rows.map((row) => [row.game_id, row]));
  return jackpotGameIds().map((gameId) => {
    const row = rows.get(gameId);
    return { gameId, amount: row === undefined ? seedJackpotMinor(gameId) : amountAt(gameId, row, nowMs) };
  });
}

/** The game's jackpot at `nowMs`, or undefined when the game has none. */
export async function findJackpot(db: Queryable, gameId: number, currency: string, nowMs: number): Promise<Jackpot | undefined> {
  if (findGame(gameId)?.jackpot !== true) return undefined;
  const stored = await db.query<JackpotRow>('SELECT game_id, amount_minor, updated_at FROM jackpots WHERE game_id = $1 AND currency = $2', [gameId, currency]);
  const row = stored.rows[0];
  return { gameId, amount: row === undefined ? seedJackpotMinor(gameId) : amountAt(gameId, row, nowMs) };
}

/** Sets a jackpot's amount as of `nowMs` (the test-control API), creating the row for a currency not seeded. */
export async function setJackpot(db: Queryable, gameId: number, currency: string, amountMinor: number, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO jackpots (game_id, currency, amount_minor, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (game_id, currency) DO UPDATE SET amount_minor = EXCLUDED.amount_minor, updated_at = EXCLUDED.updated_at`,
    [gameId, currency, amountMinor, new Date(nowMs)],
  );
}

/**
 * GAME-02: a share of each real-money stake grows the game's jackpot. A game without a jackpot,
 * or a stake that is not a positive whole number of minor units, changes nothing (→ null);
 * otherwise → the jackpot's new amount in minor units. Call it inside the round's transaction.
 */
export async function contributeToJackpot(
  db: Queryable,
  gameId: number,
  currency: string,
  stakeMinor: number,
  nowMs: number = Date.now(),
): Promise<number | null> {
  if (findGame(gameId)?.jackpot !== true) return null;
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) return null;
  const contribution = Math.max(1, Math.floor(stakeMinor * contributionRate));
  // The row is locked for the rest of the transaction, so two rounds never add to the same old amount.
  const current = await db.query<JackpotRow>(
    'SELECT game_id, amount_minor, updated_at FROM jackpots WHERE game_id = $1 AND currency = $2 FOR UPDATE',
    [gameId, currency],
  );
  const row = current.rows[0];
  const before = row === undefined ? seedJackpotMinor(gameId) : amountAt(gameId, row, nowMs);
  const asOf = row === undefined ? nowMs : Math.max(nowMs, new Date(row.updated_at).getTime());
  const after = afterWins(gameId, before + contribution);
  await setJackpot(db, gameId, currency, after, asOf);
  return after;
}
