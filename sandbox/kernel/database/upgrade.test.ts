// @vitest-environment node
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../security/passwords.ts';
import { newDataDir, record, startTestSandbox, type TestSandbox } from '../../test-support/harness.ts';
import { openDataDirDatabase } from '../../test-support/test-postgres.ts';
import { readMigrations } from './migrations.ts';

/**
 * A data dir written before the services owned their tables: only migrations 001 and 002 applied,
 * and every player's data in the one wide `players` table.
 */
async function oldLayoutDataDir(): Promise<string> {
  const dataDir = await newDataDir();
  const history = (await readMigrations()).filter((migration) => migration.version <= 2);
  const db = await openDataDirDatabase(dataDir, history);
  try {
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO players (username, email, password_hash, first_name, last_name, nickname, currency, language,
                            country_code, subdivision, phone_prefix, phone_number, phone_status, pin_hash, totp_secret,
                            notifications_acknowledged, notifications_deleted, notifications_total,
                            loyalty_points, loyalty_excluded, created_at)
       VALUES ('old@demo.test', 'old@demo.test', $1, 'Olga', 'Oldtimer', 'olga', 'EUR', 'es', 'MT', 'MT-01', '+356',
               '99000001', 'VALIDATED', NULL, 'JBSWY3DPEHPK3PXP', 2, 1, 7, 5000, false, now())
       RETURNING id`,
      [await hashSecret('Old-Layout-1')],
    );
    const playerId = inserted.rows[0]?.id;
    await db.query("INSERT INTO balances (player_id, position, type, amount, currency) VALUES ($1, 0, 'Playable', 42.5, 'EUR')", [
      playerId,
    ]);
    await db.query("INSERT INTO site_config (id, config) VALUES (1, '{\"brandCode\":\"old\"}')");
    await db.query("INSERT INTO sandbox_meta (key, value) VALUES ('seeded_at', '2025-01-01T00:00:00.000Z')");
  } finally {
    await db.close();
  }
  return dataDir;
}

let sandbox: TestSandbox | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await sandbox?.close();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

describe('an old-layout data dir', { timeout: 30_000 }, () => {
  it('upgrades at start: the player keeps their login, profile, balances, messages and points', async () => {
    dataDir = await oldLayoutDataDir();
    sandbox = await startTestSandbox({ dataDir });

    const session = await sandbox.sessionFor('old@demo.test', 'Old-Layout-1');
    expect((await sandbox.request('GET', `/services/profile/v1/profiles/${session}`)).body).toMatchObject({
      email: 'old@demo.test',
      firstName: 'Olga',
      lastName: 'Oldtimer',
      nickname: 'olga',
      attributes: { currency: 'EUR', language: 'es' },
      phones: ['99000001'],
      hasPinCode: false,
    });
    expect((await sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`)).body).toEqual([
      { type: 'Playable', amount: 42.5, currency: 'EUR' },
    ]);
    expect((await sandbox.request('GET', `/services/notifications/v1/profiles/${session}/summary`)).body).toEqual({
      acknowledged: 2,
      deleted: 1,
      numberOfMessages: 7,
    });
    expect((await sandbox.request('GET', `/services/loyalty-points/v2/players/${session}/external`)).body).toMatchObject({
      tierPoints: 5000,
      currentTierId: 'silver',
      excluded: false,
    });
    // Not re-seeded: the old data stays, and no demo player appears.
    expect(record((await sandbox.request('GET', '/services/site-config/v1/site-config')).body).brandCode).toBe('old');
    expect((await sandbox.request('GET', '/sandbox/control/players/ready@demo.test')).status).toBe(404);
  });

  it('records every migration, and players keeps only the login service columns', async () => {
    await sandbox?.close({ keepData: true });
    sandbox = undefined;
    if (dataDir === undefined) throw new Error('the previous test did not create the data dir');
    const db = await openDataDirDatabase(dataDir);
    try {
      const applied = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(applied.rows.map((row) => row.version)).toEqual((await readMigrations()).map((migration) => migration.version));
      const columns = await db.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'players' ORDER BY ordinal_position",
      );
      expect(columns.rows.map((row) => row.column_name)).toEqual([
        'id', 'username', 'password_hash', 'pin_hash', 'disabled', 'captcha_required', 'mfa_login_method',
        'required_action', 'required_action_shape', 'mfa_failures',
        'verification_blocked_until', 'created_at',
      ]);
    } finally {
      await db.close();
    }
  });
});
