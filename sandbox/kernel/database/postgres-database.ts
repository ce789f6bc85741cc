import pg from 'pg';
import type { Database, QueryResult, Queryable } from './queryable.ts';
import { applyMigrations, type Migration } from './migrations.ts';
import { registerSharedLock, type SharedLock } from './exclusive.ts';

const oids = { int8: 20, int8Array: 1016, date: 1082, timestamp: 1114, timestamptz: 1184 } as const;

/** As PGlite answers int8 (counts, bigint ids): a number when it is a safe integer, else a bigint. */
function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value < BigInt(Number.MIN_SAFE_INTEGER) || value > BigInt(Number.MAX_SAFE_INTEGER) ? value : Number(value);
}

/** As PGlite answers dates and timestamps: `new Date` of the server's text (the session is in UTC). */
function parseDate(text: string): Date | number {
  if (text === 'infinity') return Infinity;
  if (text === '-infinity') return -Infinity;
  return new Date(text);
}

function parseInt8Array(text: string): (number | bigint | null)[] {
  if (text === '{}') return [];
  return text.slice(1, -1).split(',').map((element) => (element === 'NULL' ? null : parseInt8(element)));
}

const parsers = new Map<number, (text: string) => unknown>([
  [oids.int8, parseInt8],
  [oids.int8Array, parseInt8Array],
  [oids.date, parseDate],
  [oids.timestamp, parseDate],
  [oids.timestamptz, parseDate],
]);

/** node-postgres's parsers, except where PGlite answers otherwise: the services see the same types on both. */
const pgliteTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' ? (parsers.get(oid) ?? pg.types.getTypeParser(oid, 'text')) : pg.types.getTypeParser(oid, 'binary')) as pg.CustomTypesConfig['getTypeParser'],
};

/** PGlite sends a Date as its ISO text (UTC); node-postgres would send the process's local time. */
const paramsLikePglite = (params: readonly unknown[] | undefined): unknown[] | undefined =>
  params?.map((param) => (param instanceof Date ? param.toISOString() : param));

const countingCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

function resultOf<Row>(result: pg.QueryResult | pg.QueryResult[]): QueryResult<Row> {
  // A text without parameters may hold several statements: the last one answers, as with PGlite's exec.
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  if (last === undefined) return { rows: [] };
  return {
    rows: last.rows as Row[],
    ...(countingCommands.has(last.command) ? { affectedRows: last.rowCount ?? 0 } : {}),
  };
}

type Runner = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** Distinct statement texts given a name, at most: beyond, a text is sent unnamed (parsed and planned each time). */
const maxNamedStatements = 2_000;
const statementNames = new Map<string, string>();
/** `SANDBOX_DB_PREPARED=off`: every statement unnamed, as before (a pooler that cannot keep prepared statements, a comparison). */
const preparedStatements = process.env.SANDBOX_DB_PREPARED !== 'off';

/**
 * The name a statement with parameters is prepared under, on each connection once (node-postgres
 * remembers which it has parsed): the server then binds and runs it without parsing and planning
 * it again (a generic plan after five runs, where it costs no more than a custom one). One name per
 * text, the same in every pool. A text without parameters may hold several statements and is sent
 * as it is.
 */
function statementName(sql: string, params: readonly unknown[] | undefined): string | undefined {
  if (params === undefined || params.length === 0 || !preparedStatements) return undefined;
  const known = statementNames.get(sql);
  if (known !== undefined || statementNames.size >= maxNamedStatements) return known;
  const name = `sandbox_${statementNames.size + 1}`;
  statementNames.set(sql, name);
  return name;
}

function queryableOver(runner: Runner): Queryable {
  return {
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      const name = statementName(sql, params);
      const values = paramsLikePglite(params);
      return resultOf<Row>(await (name === undefined ? runner.query(sql, values) : runner.query({ name, text: sql, values })));
    },
    async exec(sql: string): Promise<unknown> {
      return runner.query(sql);
    },
  };
}

/** A client whose ROLLBACK failed (its connection dropped) must not go back to the pool. */
const brokenClients = new WeakSet<pg.PoolClient>();

/** BEGIN … COMMIT on one client; any failure (the commit's included) rolls back and is thrown. */
async function inTransaction<T>(client: pg.PoolClient, run: (tx: Queryable) => Promise<T>): Promise<T> {
  await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
  try {
    const result = await run(queryableOver(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => brokenClients.add(client));
    throw error;
  }
}

async function withClient<T>(pool: pg.Pool, use: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await use(client);
  } finally {
    client.release(brokenClients.has(client) ? new Error('The connection broke during a transaction') : undefined);
  }
}

/** One client as a whole database, for work that must stay on one connection (migrations under a session lock). */
function databaseOnClient(client: pg.PoolClient): Database {
  return {
    ...queryableOver(client),
    transaction: (run) => inTransaction(client, run),
    close: async () => undefined,
  };
}

/** Two sandboxes starting at once on one empty database migrate it one after the other. */
const migrationLockKey = 7_400_008;

/** The key space of `exclusively`'s locks (the first of the two int4 keys; the second is the key's hash). */
const exclusiveLockSpace = 7_400_020;

/**
 * A session advisory lock held on a connection of its own pool while the task runs on the main
 * pool: a holder never waits for a connection its waiters hold, and a waiter blocks only its own
 * connection. A process that dies mid-task loses its session, and the server frees the lock.
 */
function advisoryLock(lockPool: pg.Pool): SharedLock {
  return async (key, task) => {
    const client = await lockPool.connect();
    let broken: Error | undefined;
    const markBroken = (error: unknown) => {
      broken = error instanceof Error ? error : new Error(String(error));
    };
    try {
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [exclusiveLockSpace, key]).catch((error: unknown) => {
        markBroken(error);
        throw error;
      });
      try {
        return await task();
      } finally {
        // The task's outcome stands; a failed unlock only costs the connection (and so the lock).
        await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [exclusiveLockSpace, key]).catch(markBroken);
      }
    } finally {
      // A connection whose lock or unlock failed is closed, which frees whatever it held.
      client.release(broken);
    }
  };
}

export interface PostgresOptions {
  /** Connections in the pool. Default `SANDBOX_DB_POOL`, else 40 (docs/sandbox.md). */
  poolSize?: number;
}

const poolSizeFromEnvironment = (): number => {
  const size = Number(process.env.SANDBOX_DB_POOL);
  return Number.isInteger(size) && size >= 1 && size <= 500 ? size : 40;
};

/**
 * A database on a PostgreSQL server: a pool of connections whose sessions speak as PGlite does
 * (UTC, ISO dates), migrated with the same files. Each transaction is one pooled client's
 * BEGIN … COMMIT, READ COMMITTED.
 */
export async function openPostgresDatabase(url: string, migrations?: readonly Migration[], options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? poolSizeFromEnvironment(),
    types: pgliteTypes,
    // PGlite's session settings, sent with each connection's start-up (no extra round trip).
    options: '-c TimeZone=UTC -c DateStyle=ISO,MDY -c IntervalStyle=postgres',
  });
  // An idle client whose server went away must not take the process down: the next query fails instead.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  try {
    await withClient(pool, async (client) => {
      await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
      try {
        await applyMigrations(databaseOnClient(client), migrations);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
      }
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  const lockPool = new pg.Pool({
    connectionString: url,
    max: 4,
    // A holder's task takes a password check at most; a lock not had by then is an error, not a hang.
    options: '-c lock_timeout=30s',
  });
  lockPool.on('error', (error) => console.error(`PostgreSQL lock connection lost: ${error.message}`));
  const database: Database = {
    ...queryableOver(pool),
    transaction: (run) => withClient(pool, (client) => inTransaction(client, run)),
    close: async () => {
      await Promise.all([pool.end(), lockPool.end()]);
    },
  };
  registerSharedLock(database, advisoryLock(lockPool));
  return database;
}

/** Empties a server database (every table, function and type of the public schema), for `sandbox:reset`. */
export async function wipePostgresDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}
