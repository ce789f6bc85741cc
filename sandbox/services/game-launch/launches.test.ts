// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/database/database.ts';
import { openTestDatabase } from '../../test-support/harness.ts';
import { issueLaunchToken, openLaunch, type LaunchRequest } from './launches.ts';

const practice: LaunchRequest = {
  playerId: null,
  sessionId: null,
  gameId: 1001,
  mode: 'practice',
  currency: 'EUR',
  language: 'en',
  channel: 'desktop',
  siteOrigin: 'http://127.0.0.1:8080',
  practiceBalance: '1000',
  autoplayAllowed: true,
  quickSpinAllowed: true,
};

const minute = 60_000;

describe('launch records', { timeout: 30_000 }, () => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, close } = await openTestDatabase()));
  afterAll(() => close());

  const count = async () => Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM game_launches')).rows[0]?.n);

  it('are cleared once dead, so anonymous practice launches cannot grow the database without bound', async () => {
    const start = Date.UTC(2026, 10, 23, 12);
    for (let index = 0; index < 5; index += 1) await issueLaunchToken(db, practice, start);
    const played = await issueLaunchToken(db, practice, start);
    expect(await openLaunch(db, played, start + minute)).not.toBeNull();
    expect(await count()).toBe(6);

    // Three minutes on: the five never opened have expired; the opened one is still in play.
    await issueLaunchToken(db, practice, start + 3 * minute);
    expect(await count()).toBe(2);

    // Idle for longer than the play limit, the practice game that was played goes too (with its
    // play-money rounds), as does the launch of three minutes in; only the new one is left.
    await issueLaunchToken(db, practice, start + 40 * minute);
    expect(await count()).toBe(1);
  });
});
