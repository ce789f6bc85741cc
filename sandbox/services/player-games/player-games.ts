import type { Queryable } from '../../kernel/database/database.ts';

/** How many games the recent and most-played lists answer. */
export const listedGames = 20;
/** Recent launches kept per player beyond those listed (older ones are pruned). */
const keptRecentGames = 50;
/** The most favourites a player may have. */
export const maxFavourites = 500;

export async function recordRecentGame(db: Queryable, playerId: number, gameId: number, playedAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO recent_games (player_id, game_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (player_id, game_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
    [playerId, gameId, playedAt],
  );
  await db.query(
    `DELETE FROM recent_games WHERE player_id = $1 AND game_id NOT IN (
       SELECT game_id FROM recent_games WHERE player_id = $1 ORDER BY played_at DESC, game_id LIMIT $2)`,
    [playerId, keptRecentGames],
  );
}

export async function listRecentGames(db: Queryable, playerId: number): Promise<{ gameId: number; playedAt: string }[]> {
  const result = await db.query<{ game_id: number; played_at: Date }>(
    'SELECT game_id, played_at FROM recent_games WHERE player_id = $1 ORDER BY played_at DESC, game_id LIMIT $2',
    [playerId, listedGames],
  );
  return result.rows.map((row) => ({ gameId: row.game_id, playedAt: new Date(row.played_at).toISOString() }));
}

/** GAME-12: one more play of the game → its new count. */
export async function countPlay(db: Queryable, playerId: number, gameId: number, playedAt: Date): Promise<number> {
  const result = await db.query<{ play_count: number }>(
    `INSERT INTO most_played (player_id, game_id, play_count, last_played_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (player_id, game_id) DO UPDATE SET play_count = most_played.play_count + 1, last_played_at = EXCLUDED.last_played_at
     RETURNING play_count`,
    [playerId, gameId, playedAt],
  );
  return result.rows[0]?.play_count ?? 0;
}

export async function listMostPlayed(db: Queryable, playerId: number): Promise<{ id: number; count: number }[]> {
  const result = await db.query<{ game_id: number; play_count: number }>(
    `SELECT game_id, play_count FROM most_played WHERE player_id = $1
     ORDER BY play_count DESC, last_played_at DESC, game_id LIMIT $2`,
    [playerId, listedGames],
  );
  return result.rows.map((row) => ({ id: row.game_id, count: row.play_count }));
}

export async function listFavourites(db: Queryable, playerId: number): Promise<number[]> {
  const result = await db.query<{ game_id: number }>('SELECT game_id FROM favourite_games WHERE player_id = $1 ORDER BY starred_at DESC, game_id', [playerId]);
  return result.rows.map((row) => row.game_id);
}

/** Stars a game; starring it again changes nothing. False when the player already has the most favourites. */
export async function starGame(db: Queryable, playerId: number, gameId: number, starredAt: Date): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO favourite_games (player_id, game_id, starred_at)
     SELECT $1, $2, $3 WHERE (SELECT count(*) FROM favourite_games WHERE player_id = $1) < $4
     ON CONFLICT (player_id, game_id) DO NOTHING`,
    [playerId, gameId, starredAt, maxFavourites],
  );
  if ((inserted.affectedRows ?? 0) > 0) return true;
  const existing = await db.query('SELECT 1 FROM favourite_games WHERE player_id = $1 AND game_id = $2', [playerId, gameId]);
  return existing.rows.length > 0;
}

export async function unstarGame(db: Queryable, playerId: number, gameId: number): Promise<void> {
  await db.query('DELETE FROM favourite_games WHERE player_id = $1 AND game_id = $2', [playerId, gameId]);
}
