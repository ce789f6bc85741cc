import type { Queryable } from '../../kernel/database/database.ts';

/** Contact messages and affiliate applications a source may send in an hour (docs/api.md). */
export const submissionsPerHour = 5;
const hourMs = 60 * 60_000;

export type SubmissionTable = 'contact_messages' | 'affiliate_applications';

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether a source may submit once more: counted from what it stored in the last hour, so the count
 * survives a restart and a reset forgets it. When it may not, the wait lasts until its oldest
 * submission of the hour is an hour old. Call it in the transaction that stores the submission.
 */
export async function mayStoreAnother(db: Queryable, table: SubmissionTable, sourceHash: string, nowMs: number): Promise<LimitVerdict> {
  // Two submissions of one source at once on a PostgreSQL server: the second waits for the first's count.
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${table}:${sourceHash}`]);
  const result = await db.query<{ received_at: Date }>(
    `SELECT received_at FROM ${table} WHERE source_hash = $1 AND received_at > $2 ORDER BY received_at DESC LIMIT ${submissionsPerHour}`,
    [sourceHash, new Date(nowMs - hourMs)],
  );
  if (result.rows.length < submissionsPerHour) return { allowed: true };
  const oldestCounted = result.rows[result.rows.length - 1]?.received_at.getTime() ?? nowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldestCounted + hourMs - nowMs) / 1000)) };
}
