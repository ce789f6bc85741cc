// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCliSettings } from './cli.ts';

const databaseUrl = 'postgres://sandbox@127.0.0.1:5432/sandbox';

describe('SANDBOX_PROCESSES', () => {
  it('is one process unless set', () => {
    expect(readCliSettings({}).processes).toBe(1);
    expect(readCliSettings({ SANDBOX_PROCESSES: ' ' }).processes).toBe(1);
  });

  it('runs several on a PostgreSQL server', () => {
    expect(readCliSettings({ SANDBOX_PROCESSES: '3', DATABASE_URL: databaseUrl }).processes).toBe(3);
  });

  it('refuses several on PGlite, saying why and what to do', () => {
    expect(() => readCliSettings({ SANDBOX_PROCESSES: '2' })).toThrow(/needs DATABASE_URL: PGlite .* only one process/);
    expect(readCliSettings({ SANDBOX_PROCESSES: '1' }).processes).toBe(1);
  });

  it.each(['0', '-1', '1.5', 'two', '65', '1e3', 'NaN'])('refuses %s', (value) => {
    expect(() => readCliSettings({ SANDBOX_PROCESSES: value, DATABASE_URL: databaseUrl })).toThrow(/SANDBOX_PROCESSES=.* is not a whole number from 1 to 64/);
  });
});
