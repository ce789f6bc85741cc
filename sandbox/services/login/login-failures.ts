import type { Queryable } from '../../kernel/database/database.ts';
import { minutes } from '../../kernel/clock.ts';
import { normaliseUsername } from './accounts.ts';

/** Wrong passwords in a row from one source that block the username for that source. */
export const maxFailedLogins = 5;
export const loginBlockMs = minutes(15);
/** Failures from every source together after which every login at the username needs a captcha. */
export const captchaAfterFailures = 10;
/** The all-sources count is forgotten this long after its last failure. */
export const allSourcesWindowMs = minutes(15);
/** A source's count (not blocked) is forgotten this long after its last failure, so the table stays small. */
export const sourceMemoryMs = minutes(24 * 60);

/** The source of the row that counts every source's failures. */
export const allSources = '*';

export interface SourceFailures {
  failures: number;
  blockedUntil: Date | null;
}

export interface FailureView {
  /** This source's count and block (a block already over reads as count 0, no block). */
  source: SourceFailures;
  /** Failures from every source within the window. */
  allSources: number;
}

interface FailureRow {
  source: string;
  failures: number;
  last_failure_at: Date;
  blocked_until: Date | null;
}

/** A row's count as it stands at `nowMs`: a finished block or an old count starts again from 0. */
function effective(row: FailureRow | undefined, nowMs: number, memoryMs: number): SourceFailures {
  if (row === undefined) return { failures: 0, blockedUntil: null };
  if (row.blocked_until !== null) {
    return row.blocked_until.getTime() > nowMs ? { failures: row.failures, blockedUntil: row.blocked_until } : { failures: 0, blockedUntil: null };
  }
  return row.last_failure_at.getTime() < nowMs - memoryMs ? { failures: 0, blockedUntil: null } : { failures: row.failures, blockedUntil: null };
}

/** The failures counted against a username from one source, and from all of them. */
export async function findFailures(db: Queryable, username: string, source: string, nowMs: number): Promise<FailureView> {
  const result = await db.query<FailureRow>('SELECT * FROM login_failures WHERE username = $1 AND source IN ($2, $3)', [
    normaliseUsername(username),
    source,
    allSources,
  ]);
  const rowOf = (wanted: string) => result.rows.find((row) => row.source === wanted);
  return {
    source: effective(rowOf(source), nowMs, sourceMemoryMs),
    allSources: effective(rowOf(allSources), nowMs, allSourcesWindowMs).failures,
  };
}

/**
 * Counts one more wrong password from `source` (and in the all-sources row), in SQL so that
 * concurrent attempts cannot lose a count; the fifth in a row blocks the username for that source
 * for 15 minutes. Returns the source's new count.
 */
export async function recordFailure(db: Queryable, username: string, source: string, nowMs: number): Promise<number> {
  const name = normaliseUsername(username);
  const now = new Date(nowMs);
  const result = await db.query<{ failures: number }>(
    `INSERT INTO login_failures AS f (username, source, failures, last_failure_at, blocked_until)
     VALUES ($1, $2, 1, $3, CASE WHEN 1 >= $4 THEN $5::timestamptz END)
     ON CONFLICT (username, source) DO UPDATE SET
       failures = CASE WHEN f.blocked_until <= $3 OR (f.blocked_until IS NULL AND f.last_failure_at < $6) THEN 1 ELSE f.failures + 1 END,
       last_failure_at = $3,
       blocked_until = CASE
         WHEN (CASE WHEN f.blocked_until <= $3 OR (f.blocked_until IS NULL AND f.last_failure_at < $6) THEN 1 ELSE f.failures + 1 END) >= $4
           THEN $5::timestamptz
         ELSE NULL END
     RETURNING failures`,
    [name, source, now, maxFailedLogins, new Date(nowMs + loginBlockMs), new Date(nowMs - sourceMemoryMs)],
  );
  await db.query(
    `INSERT INTO login_failures AS f (username, source, failures, last_failure_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (username, source) DO UPDATE SET
       failures = CASE WHEN f.last_failure_at < $4 THEN 1 ELSE f.failures + 1 END, last_failure_at = $3`,
    [name, allSources, now, new Date(nowMs - allSourcesWindowMs)],
  );
  return result.rows[0]?.failures ?? maxFailedLogins;
}

/** A right password from `source` clears that source's count (the all-sources count runs out on its own). */
export async function clearSourceFailures(db: Queryable, username: string, source: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE username = $1 AND source = $2', [normaliseUsername(username), source]);
}

/** A new password clears every count and block of the username. */
export async function clearAllFailures(db: Queryable, username: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE username = $1', [normaliseUsername(username)]);
}

/** Every source's row of a username, for the test-control API (the all-sources row included, as '*'). */
export async function listFailures(db: Queryable, username: string): Promise<FailureRow[]> {
  const result = await db.query<FailureRow>('SELECT * FROM login_failures WHERE username = $1 ORDER BY source', [normaliseUsername(username)]);
  return result.rows;
}

/** Sets (or, with count 0 and no block, removes) one source's row: the test-control API's patch. */
export async function setFailures(db: Queryable, username: string, source: string, value: SourceFailures, nowMs: number): Promise<void> {
  const name = normaliseUsername(username);
  if (value.failures === 0 && value.blockedUntil === null) {
    await db.query('DELETE FROM login_failures WHERE username = $1 AND source = $2', [name, source]);
    return;
  }
  await db.query(
    `INSERT INTO login_failures (username, source, failures, last_failure_at, blocked_until) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (username, source) DO UPDATE SET failures = $3, last_failure_at = $4, blocked_until = $5`,
    [name, source, value.failures, new Date(nowMs), value.blockedUntil],
  );
}

/** Forgets counts that no longer matter (no block, last failure long ago), so a spray of names cannot grow the table for ever. */
export async function pruneFailures(db: Queryable, nowMs: number): Promise<void> {
  await db.query(
    `DELETE FROM login_failures
      WHERE (blocked_until IS NULL OR blocked_until <= $1)
        AND last_failure_at < CASE WHEN source = $2 THEN $3::timestamptz ELSE $4::timestamptz END`,
    [new Date(nowMs), allSources, new Date(nowMs - allSourcesWindowMs), new Date(nowMs - sourceMemoryMs)],
  );
}
