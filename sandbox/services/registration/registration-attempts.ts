import type { Database } from '../../kernel/database/database.ts';
import { registrationsPerSourcePerHour } from './registration-options.ts';

const hourMs = 3_600_000;

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a sign-up attempt of `source` unless it already made the hour's allowance; one
 * transaction, so parallel attempts cannot both take the last place.
 */
export async function takeRegistrationAttempt(db: Database, source: string, nowMs: number): Promise<AttemptVerdict> {
  return db.transaction(async (tx) => {
    const hourAgo = new Date(nowMs - hourMs);
    // One source at a time: the count and the insert below see each other's rows.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`registration:${source}`]);
    // Every source's attempts older than the hour go, so the table holds one hour of sign-ups at most.
    await tx.query('DELETE FROM registration_attempts WHERE attempted_at <= $1', [hourAgo]);
    const recent = await tx.query<{ attempted_at: Date }>(
      'SELECT attempted_at FROM registration_attempts WHERE source = $1 ORDER BY attempted_at ASC',
      [source],
    );
    if (recent.rows.length >= registrationsPerSourcePerHour) {
      const oldest = recent.rows[0]?.attempted_at.getTime() ?? nowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + hourMs - nowMs) / 1000)) };
    }
    await tx.query('INSERT INTO registration_attempts (source, attempted_at) VALUES ($1, $2)', [source, new Date(nowMs)]);
    return { allowed: true };
  });
}

/** Test control: every source may sign up again at once. */
export async function forgetRegistrationAttempts(db: Database): Promise<void> {
  await db.query('DELETE FROM registration_attempts');
}
