import type { Queryable } from '../../kernel/database/database.ts';
import { catalogue, findGame } from '../content/catalogue.ts';

/** The currencies whose jackpots a reset writes; another currency starts from the seed amount on first use. */
export const seededJackpotCurrencies = ['EUR', 'GBP', 'USD'] as const;

/** The share of a real-money stake that goes into the game's jackpot. */
const contributionRate = 0.01;

const lowestSeedMinor = 50_000_00;
const highestSeedMinor = 3_500_000_00;

/**
 * A jackpot's starting amount, the same on every reset: spread on a log scale between 50,000.00
 * and 3,500,000.00, so the lobby shows both plain and abbreviated (k/m) amounts.
 */
export function seedJackpotMinor(gameId: number): number {
  const hash = Math.imul(gameId ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  const fraction = (hash % 10_000) / 9_999;
  const amount = lowestSeedMinor * Math.pow(highestSeedMinor / lowestSeedMinor, fraction);
  return Math.round(amount);
}

export const jackpotGameIds = (): number[] => catalogue().games.filter((game) => game.jackpot).map((game) => game.id);

export interface Jackpot {
  gameId: number;
  amount: number;
}

export async function seedJackpots(db: Queryable): Promise<void> {
  for (const currency of seededJackpotCurrencies) {
    for (const gameId of jackpotGameIds()) {
      await db.query('INSERT INTO jackpots (game_id, currency, amount_minor) VALUES ($1, $2, $3)', [gameId, currency, seedJackpotMinor(gameId)]);
    }
  }
}

/** Every jackpot game's amount in the currency, in minor units. */
export async function listJackpots(db: Queryable, currency: string): Promise<Jackpot[]> {
  const stored = await db.query<{ game_id: number; amount_minor: string | number }>(
    'SELECT game_id, amount_minor FROM jackpots WHERE currency = $1',
    [currency],
  );
  const amounts = new Map(stored.rows.map((row) => [row.game_id, Number(row.amount_minor)]));
  return jackpotGameIds().map((gameId) => ({ gameId, amount: amounts.get(gameId) ?? seedJackpotMinor(gameId) }));
}

/** The game's jackpot, or undefined when the game has none. */
export async function findJackpot(db: Queryable, gameId: number, currency: string): Promise<Jackpot | undefined> {
  if (findGame(gameId)?.jackpot !== true) return undefined;
  const stored = await db.query<{ amount_minor: string | number }>(
    'SELECT amount_minor FROM jackpots WHERE game_id = $1 AND currency = $2',
    [gameId, currency],
  );
  const row = stored.rows[0];
  return { gameId, amount: row === undefined ? seedJackpotMinor(gameId) : Number(row.amount_minor) };
}

/** Sets a jackpot's amount (the test-control API), creating the row for a currency not seeded. */
export async function setJackpot(db: Queryable, gameId: number, currency: string, amountMinor: number): Promise<void> {
  await db.query(
    `INSERT INTO jackpots (game_id, currency, amount_minor) VALUES ($1, $2, $3)
     ON CONFLICT (game_id, currency) DO UPDATE SET amount_minor = EXCLUDED.amount_minor`,
    [gameId, currency, amountMinor],
  );
}

/**
 * GAME-02: a share of each real-money stake grows the game's jackpot. A game without a jackpot,
 * or a stake that is not a positive whole number of minor units, changes nothing (→ null);
 * otherwise → the jackpot's new amount in minor units. Call it inside the round's transaction.
 */
export async function contributeToJackpot(db: Queryable, gameId: number, currency: string, stakeMinor: number): Promise<number | null> {
  if (findGame(gameId)?.jackpot !== true) return null;
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) return null;
  const contribution = Math.max(1, Math.floor(stakeMinor * contributionRate));
  const result = await db.query<{ amount_minor: string | number }>(
    `INSERT INTO jackpots (game_id, currency, amount_minor) VALUES ($1, $2, $3::bigint + $4::bigint)
     ON CONFLICT (game_id, currency) DO UPDATE SET amount_minor = jackpots.amount_minor + $4::bigint
     RETURNING amount_minor`,
    [gameId, currency, seedJackpotMinor(gameId), contribution],
  );
  return Number(result.rows[0]?.amount_minor);
}
