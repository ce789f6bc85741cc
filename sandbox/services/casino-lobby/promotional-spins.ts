import type { Queryable } from '../../kernel/database/database.ts';

/** GAME-05: the games the player has promotional spins on, lowest id first. */
export async function playableSpinGames(db: Queryable, playerId: number): Promise<number[]> {
  const result = await db.query<{ game_id: number }>('SELECT game_id FROM promotional_spins WHERE player_id = $1 ORDER BY game_id', [playerId]);
  return result.rows.map((row) => row.game_id);
}

/** Replaces the player's promotional spins (seed, control API). */
export async function replaceSpinGames(db: Queryable, playerId: number, gameIds: readonly number[]): Promise<void> {
  await db.query('DELETE FROM promotional_spins WHERE player_id = $1', [playerId]);
  for (const gameId of new Set(gameIds)) {
    await db.query('INSERT INTO promotional_spins (player_id, game_id) VALUES ($1, $2)', [playerId, gameId]);
  }
}

/** A copy of a template player gets the template's promotional spins. */
export async function copySpinGames(db: Queryable, fromPlayerId: number, toPlayerId: number): Promise<void> {
  await db.query('INSERT INTO promotional_spins (player_id, game_id) SELECT $2, game_id FROM promotional_spins WHERE player_id = $1', [fromPlayerId, toPlayerId]);
}
