import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestPostgresDatabase, newTestPostgresDatabase, testPostgresUrl } from '../../test-support/test-postgres.ts';
import { exclusively } from './exclusive.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import type { Database } from './queryable.ts';

/** Two pools on one server database stand for two processes: each has its own in-process queue. */
const serverUrl = testPostgresUrl();
let url: string;
let first: Database;
let second: Database;

beforeAll(async () => {
  if (serverUrl === null) throw new Error('This test needs SANDBOX_TEST_POSTGRES_URL (node scripts/postgres-cluster.mjs -- …)');
  url = await newTestPostgresDatabase(serverUrl, { seeded: false });
  first = await openPostgresDatabase(url);
  second = await openPostgresDatabase(url);
}, 60_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  if (serverUrl !== null && url !== undefined) await dropTestPostgresDatabase(serverUrl, url);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('exclusively, on a PostgreSQL server', () => {
  it('never runs two tasks under one key at once, whichever database handle (process) they come through', async () => {
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(20);
      running -= 1;
    };
    await Promise.all(Array.from({ length: 12 }, (_, index) => exclusively(index % 2 === 0 ? first : second, 'login:same', task)));
    expect(most).toBe(1);
  });

  it('runs tasks under different keys at once', async () => {
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      if (running === 2) release();
      await Promise.race([gate, pause(5_000)]);
      running -= 1;
    };
    await Promise.all([exclusively(first, 'login:one', task), exclusively(second, 'login:two', task)]);
    expect(most).toBe(2);
  });

  it('frees the key when a task fails', async () => {
    await expect(exclusively(first, 'login:failing', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(exclusively(second, 'login:failing', async () => 'after')).resolves.toBe('after');
  });
});
