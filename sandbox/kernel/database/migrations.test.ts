// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readMigrations } from './migrations.ts';

describe('the migrations', () => {
  it('hold 001 as it shipped, declared in parts by the services owning its tables, and recorded once under its name', async () => {
    const migrations = await readMigrations();
    expect(migrations.filter((migration) => migration.version === 1).map((migration) => migration.name)).toEqual(['001_initial.sql']);
    const created = [...(migrations[0]?.sql ?? '').matchAll(/CREATE TABLE (\w+)/g)].map((match) => match[1]);
    // The kernel's part first, then the services' in name order: players comes before the tables that refer to it.
    expect(created).toEqual(['sandbox_meta', 'captcha_tokens', 'players', 'sessions', 'action_tokens', 'outbox', 'site_config', 'balances']);
  });

  it('keep one sequence of versions', async () => {
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });
});
