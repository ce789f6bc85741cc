// @vitest-environment node
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../kernel/database/database.ts';
import { readMigrations } from '../../kernel/database/migrations.ts';
import { newDataDir } from '../../test-support/harness.ts';
import { tierStanding } from './loyalty-accounts.ts';

/** The migration that split status points from the points a player spends. */
const STATUS_POINTS_MIGRATION = 163;

/** Players as a data dir held them when one pot of points decided the tier and paid for redemptions. */
const heldBefore = [
  { username: 'starter@old.test', points: '999.5', tierBefore: null },
  { username: 'bronze@old.test', points: '1240', tierBefore: 'bronze' },
  { username: 'edge@old.test', points: '5000', tierBefore: 'silver' },
  { username: 'gold@old.test', points: '25000.75', tierBefore: 'gold' },
] as const;

const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('moving to status points (migration 163, LOYP-04)', { timeout: 30_000 }, () => {
  it('gives every player as many status points as the points they held, so nobody drops a tier, and leaves their points to spend as they were', async () => {
    const dataDir = await newDataDir();
    dataDirs.push(dataDir);
    const history = (await readMigrations()).filter((migration) => migration.version < STATUS_POINTS_MIGRATION);
    const before = await openDatabase(dataDir, history);
    try {
      for (const player of heldBefore) {
        const inserted = await before.query<{ id: number }>("INSERT INTO players (username, password_hash, created_at) VALUES ($1, 'x', now()) RETURNING id", [player.username]);
        await before.query('INSERT INTO loyalty_accounts (player_id, points) VALUES ($1, $2)', [inserted.rows[0]?.id, player.points]);
      }
    } finally {
      await before.close();
    }

    const after = await openDatabase(dataDir);
    try {
      const rows = await after.query<{ username: string; points: string; status_points: string }>(
        'SELECT p.username, l.points::text AS points, l.status_points::text AS status_points FROM loyalty_accounts l JOIN players p ON p.id = l.player_id ORDER BY l.points',
      );
      expect(rows.rows.map((row) => [row.username, Number(row.points), Number(row.status_points)])).toEqual(
        heldBefore.map((player) => [player.username, Number(player.points), Number(player.points)]),
      );
      for (const [index, player] of heldBefore.entries()) {
        expect((await tierStanding(after, rows.rows[index]?.status_points ?? '0')).currentTierId, player.username).toBe(player.tierBefore);
      }
    } finally {
      await after.close();
    }
  });
});
