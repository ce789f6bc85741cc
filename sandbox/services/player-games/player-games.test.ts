// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openTestDatabase, record } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { deleteAccount } from '../login/index.ts';
import { countPlay, maxFavourites, recordRecentGame, starGame } from './player-games.ts';

const sandbox = useTestSandbox({ own: true });
const tracker = (session: string) => `/services/recent-activity-tracker/v1/profile/${session}`;
const favourites = (session: string) => `/services/player-favourites/v1/profiles/${session}/games`;

const freshSession = async () => {
  const player = await sandbox.createPlayer();
  return { ...player, session: await sandbox.sessionFor(player.username, player.password) };
};

/** For tests that change nothing: one login (they are slow by design) serves them all. */
let shared: Promise<{ session: string }> | undefined;
const sharedSession = () => (shared ??= freshSession());

describe('recent activity (GAME-11)', () => {
  it('answers 202 and lists the launched games newest first, each once', async () => {
    const { session } = await freshSession();
    for (const gameId of [1001, 1002, 1001, 1331]) {
      const posted = await sandbox.request('POST', `${tracker(session)}/casino`, { body: { gameId } });
      expect(posted.status).toBe(202);
      expect(posted.text).toBe('');
      sandbox.advanceClock(1000);
    }
    const recent = record((await sandbox.request('GET', `${tracker(session)}/casino`)).body);
    expect((recent.games as { gameId: number }[]).map((game) => game.gameId)).toEqual([1331, 1001, 1002]);
    expect((recent.games as { playedAt: string }[])[0]?.playedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('lists at most 20', async () => {
    const { session } = await freshSession();
    for (let gameId = 1001; gameId < 1026; gameId++) {
      await sandbox.request('POST', `${tracker(session)}/casino`, { body: { gameId } });
      sandbox.advanceClock(10);
    }
    const games = record((await sandbox.request('GET', `${tracker(session)}/casino`)).body).games as { gameId: number }[];
    expect(games).toHaveLength(20);
    expect(games[0]?.gameId).toBe(1025);
  });

  it('refuses a bad body (422), an unknown game (404) and an unknown session (401)', async () => {
    const { session } = await sharedSession();
    expect((await sandbox.request('POST', `${tracker(session)}/casino`, { body: { gameId: '1001' } })).status).toBe(422);
    expect((await sandbox.request('POST', `${tracker(session)}/casino`, { body: { gameId: 1.5 } })).status).toBe(422);
    expect((await sandbox.request('POST', `${tracker(session)}/casino`, { body: {} })).status).toBe(422);
    expect((await sandbox.request('POST', `${tracker(session)}/casino`, { body: { gameId: 99 } })).status).toBe(404);
    expect((await sandbox.request('POST', `${tracker('no-such-session')}/casino`, { body: { gameId: 1001 } })).status).toBe(401);
  });
});

describe('most played (GAME-12)', () => {
  it('counts plays per game and lists the highest first', async () => {
    const { session } = await freshSession();
    const counts = [];
    for (const id of [1002, 1001, 1002, 1002, 1001, 1331]) {
      counts.push(record((await sandbox.request('POST', `${tracker(session)}/most-played`, { body: { id } })).body).count);
    }
    expect(counts).toEqual([1, 1, 2, 3, 2, 1]);
    expect((await sandbox.request('GET', `${tracker(session)}/most-played`)).body).toEqual([
      { id: 1002, count: 3 },
      { id: 1001, count: 2 },
      { id: 1331, count: 1 },
    ]);
    expect((await sandbox.request('POST', `${tracker(session)}/most-played`, { body: { id: 123456789 } })).status).toBe(404);
  });
});

describe('favourites', () => {
  it('stars and unstars games, idempotently, newest first', async () => {
    const { session } = await freshSession();
    expect((await sandbox.request('GET', favourites(session))).body).toEqual({ games: [] });
    for (const gameId of [1001, 1331, 1001]) {
      expect((await sandbox.request('PUT', `${favourites(session)}/${gameId}`, { headers: { 'content-type': 'application/json' } })).status).toBe(204);
      sandbox.advanceClock(1000);
    }
    expect((await sandbox.request('GET', favourites(session))).body).toEqual({ games: [1331, 1001] });
    for (let i = 0; i < 2; i++) expect((await sandbox.request('DELETE', `${favourites(session)}/1331`)).status).toBe(204);
    expect((await sandbox.request('GET', favourites(session))).body).toEqual({ games: [1001] });
  });

  it('is 404 for an unknown or malformed game id', async () => {
    const { session } = await sharedSession();
    for (const gameId of ['99', 'abc', '1001.5', '-1', '0', '1e3', '%00']) {
      expect((await sandbox.request('PUT', `${favourites(session)}/${gameId}`, { headers: { 'content-type': 'application/json' } })).status, gameId).toBe(404);
    }
  });

  it('keeps at most 500 per player', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const player = await db.query<{ id: number }>('SELECT id FROM players ORDER BY id LIMIT 1');
      const playerId = player.rows[0]?.id as number;
      await db.query(
        'INSERT INTO favourite_games (player_id, game_id, starred_at) SELECT $1, id, now() FROM generate_series(1001, $2) AS id',
        [playerId, 1000 + maxFavourites],
      );
      expect(await starGame(db, playerId, 2000, new Date())).toBe(false);
      expect(await starGame(db, playerId, 1001, new Date())).toBe(true);
    } finally {
      await close();
    }
  });

  it('goes with the player when the player is deleted', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const player = await db.query<{ id: number }>('SELECT id FROM players ORDER BY id LIMIT 1');
      const playerId = player.rows[0]?.id as number;
      await starGame(db, playerId, 1001, new Date());
      await recordRecentGame(db, playerId, 1001, new Date());
      await countPlay(db, playerId, 1001, new Date());
      await deleteAccount(db, playerId);
      for (const table of ['favourite_games', 'recent_games', 'most_played']) {
        expect((await db.query(`SELECT 1 FROM ${table} WHERE player_id = $1`, [playerId])).rows, table).toEqual([]);
      }
    } finally {
      await close();
    }
  });
});
