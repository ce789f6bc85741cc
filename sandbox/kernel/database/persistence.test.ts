// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../security/tokens.ts';
import { startSandbox } from '../../server.ts';
import { startTestSandbox, type TestSandbox } from '../../test-support/harness.ts';
import { openDataDirDatabase } from '../../test-support/test-postgres.ts';
import { readMigrations } from './migrations.ts';

/** One sandbox life: data written, the sandbox closed, the files inspected, then reopened. */
let first: TestSandbox;
let reopened: TestSandbox | null = null;
const sessionIds: string[] = [];
let createdUsername = '';

beforeAll(async () => {
  // A data dir the sandbox creates and seeds itself, as on a developer's first start.
  first = await startTestSandbox({ fromTemplate: false });
  const created = await first.createPlayer({ password: 'Persisted-Pass-1', firstName: 'Persisted' });
  createdUsername = created.username;
  sessionIds.push(await first.sessionFor(created.username, 'Persisted-Pass-1'));
  sessionIds.push(await first.sessionFor(created.username, 'Persisted-Pass-1'));
  await first.control('PATCH', '/sandbox/control/site-config', { brandCode: 'persisted' });
}, 60_000);

afterAll(async () => {
  await reopened?.close();
});

describe('the data dir', { timeout: 30_000 }, () => {
  it('is held by one sandbox at a time', async () => {
    await expect(startSandbox({ dataDir: first.dataDir })).rejects.toThrow(/in use/);
  });

  it('stores sessions only as SHA-256 hashes and passwords only as scrypt hashes', async () => {
    await first.close({ keepData: true });
    const db = await openDataDirDatabase(first.dataDir);
    try {
      expect(sessionIds[0]).not.toBe(sessionIds[1]);
      const stored = await db.query<{ id_hash: string }>(
        'SELECT s.id_hash FROM sessions s JOIN players p ON p.id = s.player_id WHERE p.username = $1 ORDER BY s.created_at',
        [createdUsername],
      );
      expect(stored.rows.map((row) => row.id_hash).sort()).toEqual(sessionIds.map(hashToken).sort());
      const dump = JSON.stringify((await db.query('SELECT * FROM sessions')).rows);
      for (const id of sessionIds) expect(dump).not.toContain(id);

      const players = await db.query<{ password_hash: string }>('SELECT password_hash FROM players');
      expect(players.rows.length).toBeGreaterThanOrEqual(14);
      for (const { password_hash } of players.rows) expect(password_hash).toMatch(/^scrypt\$(131072|1024)\$8\$1\$/);
      expect(JSON.stringify(players.rows)).not.toContain('Persisted-Pass-1');

      const migrations = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      const files = await readMigrations();
      expect(migrations.rows.map((row) => row.version)).toEqual(files.map((migration) => migration.version));
    } finally {
      await db.close();
    }
  });

  it('keeps players, sessions and site config across a restart (here with the control API off)', async () => {
    reopened = await startTestSandbox({ dataDir: first.dataDir, control: false });
    expect((await reopened.request('GET', '/services/site-config/v1/site-config')).body).toMatchObject({
      brandCode: 'persisted',
    });
    expect((await reopened.request('GET', `/services/profile/v1/profiles/${sessionIds[0]}`)).body).toMatchObject({
      email: createdUsername,
      firstName: 'Persisted',
    });
    expect((await reopened.login(createdUsername, 'Persisted-Pass-1')).status).toBe(200);
    expect((await reopened.login('ready@demo.test', 'Ready-Player-1')).status).toBe(200);
  });

  it('has no test-control API when control is off', async () => {
    if (!reopened) throw new Error('the previous test did not reopen the sandbox');
    for (const [method, path] of [
      ['GET', '/sandbox/players'],
      ['GET', '/sandbox/outbox'],
      ['POST', '/sandbox/control/players'],
      ['POST', '/sandbox/control/reset'],
      ['POST', '/sandbox/control/faults'],
      ['PATCH', '/sandbox/control/site-config'],
    ] as const) {
      // With the control header, so the 404 is the API's absence, not the header check.
      expect(await reopened.control(method, path, method === 'GET' ? undefined : {})).toMatchObject({
        status: 404,
        body: { errorCode: 'NOT_FOUND' },
      });
    }
    expect((await reopened.request('GET', '/services/site-config/v1/site-config')).body).toMatchObject({
      brandCode: 'persisted',
    });
  });
});
