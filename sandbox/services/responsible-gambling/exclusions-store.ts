import type { Database, Queryable } from '../../kernel/database/database.ts';
import { findAccountById, lockAccount } from '../login/index.ts';

export type ExclusionKind = 'TIME_OUT' | 'SELF_EXCLUSION';

/** SG-09: a time-out lasts 1 to 42 days; a self-exclusion 6 to 60 months. */
export const timeOutDays = { min: 1, max: 42 } as const;
export const selfExclusionMonths = { min: 6, max: 60 } as const;

export interface StoredExclusion {
  id: number;
  kind: ExclusionKind;
  startedAt: Date;
  endsAt: Date;
  endRequestedAt: Date | null;
  endsAfterRequestAt: Date | null;
  /** The register entry it came from, when the same person self-excluded on another account. */
  registerEntryId: number | null;
}

/** The exclusion as docs/api.md "Time-out and self-exclusion" answers it. */
export interface ExclusionView {
  kind: ExclusionKind;
  startedAt: string;
  endsAt: string;
  expired: boolean;
  endRequestedAt: string | null;
  endsAfterRequestAt: string | null;
  /** Applied because the same person self-excluded on another account (the register). */
  fromAnotherAccount: boolean;
}

interface ExclusionRow {
  id: number;
  kind: ExclusionKind;
  started_at: Date;
  ends_at: Date;
  end_requested_at: Date | null;
  ends_after_request_at: Date | null;
  register_entry_id: number | null;
}

/** The read of `exclusionInForce`: $1 the player, $2 now. Also a subquery of `movementRefusal`'s one read. */
export const exclusionInForceSql = `SELECT id, kind, started_at, ends_at, end_requested_at, ends_after_request_at, register_entry_id FROM player_exclusions
     WHERE player_id = $1
       AND CASE kind WHEN 'TIME_OUT' THEN ends_at > $2 ELSE ends_after_request_at IS NULL OR ends_after_request_at > $2 END
     ORDER BY started_at DESC, id DESC LIMIT 1`;

/** `exclusionInForceSql`'s row as `row_to_json` gives it (timestamps as ISO text). */
export interface ExclusionJson {
  id: number;
  kind: ExclusionKind;
  started_at: string;
  ends_at: string;
  end_requested_at: string | null;
  ends_after_request_at: string | null;
  register_entry_id: number | null;
}

const dateOrNull = (text: string | null): Date | null => (text === null ? null : new Date(text));

export const exclusionFromJson = (json: ExclusionJson): StoredExclusion =>
  storedExclusion({
    id: json.id,
    kind: json.kind,
    started_at: new Date(json.started_at),
    ends_at: new Date(json.ends_at),
    end_requested_at: dateOrNull(json.end_requested_at),
    ends_after_request_at: dateOrNull(json.ends_after_request_at),
    register_entry_id: json.register_entry_id,
  });

const dayMs = 86_400_000;
const hourMs = 3_600_000;

const storedExclusion = (row: ExclusionRow): StoredExclusion => ({
  id: row.id,
  kind: row.kind,
  startedAt: row.started_at,
  endsAt: row.ends_at,
  endRequestedAt: row.end_requested_at,
  endsAfterRequestAt: row.ends_after_request_at,
  registerEntryId: row.register_entry_id,
});

export function exclusionView(exclusion: StoredExclusion, nowMs: number): ExclusionView {
  return {
    kind: exclusion.kind,
    startedAt: exclusion.startedAt.toISOString(),
    endsAt: exclusion.endsAt.toISOString(),
    expired: exclusion.endsAt.getTime() <= nowMs,
    endRequestedAt: exclusion.endRequestedAt?.toISOString() ?? null,
    endsAfterRequestAt: exclusion.endsAfterRequestAt?.toISOString() ?? null,
    fromAnotherAccount: exclusion.registerEntryId !== null,
  };
}

/** The moment the platform lets the player back, as far as it is known now (an expired self-exclusion not yet asked to end: its end date). */
export function exclusionLiftsAt(exclusion: StoredExclusion): Date {
  return exclusion.endsAfterRequestAt ?? exclusion.endsAt;
}

/**
 * A self-exclusion of `months` calendar months (in UTC), the day kept or, past the month's last
 * day, that last day: 31 August plus 6 months is 28 (or 29) February.
 */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export function exclusionEnd(kind: ExclusionKind, length: number, start: Date): Date {
  return kind === 'TIME_OUT' ? new Date(start.getTime() + length * dayMs) : addMonths(start, length);
}

/**
 * The exclusion in force now, or null: a time-out until `endsAt` (it ends by itself); a
 * self-exclusion until the cooling-off after the player asked to end it (SG-10), however long ago
 * it expired.
 */
export async function exclusionInForce(db: Queryable, playerId: number, nowMs: number): Promise<StoredExclusion | null> {
  const result = await db.query<ExclusionRow>(exclusionInForceSql, [playerId, new Date(nowMs)]);
  const row = result.rows[0];
  return row === undefined ? null : storedExclusion(row);
}

/** Call under the player's lock, after checking that none is in force. */
export async function startExclusion(db: Queryable, exclusion: { playerId: number; kind: ExclusionKind; startedAt: Date; endsAt: Date }): Promise<StoredExclusion> {
  const inserted = await db.query<ExclusionRow>(
    `INSERT INTO player_exclusions (player_id, kind, started_at, ends_at) VALUES ($1, $2, $3, $4)
     RETURNING id, kind, started_at, ends_at, end_requested_at, ends_after_request_at, register_entry_id`,
    [exclusion.playerId, exclusion.kind, exclusion.startedAt, exclusion.endsAt],
  );
  const row = inserted.rows[0];
  if (row === undefined) throw new Error('INSERT INTO player_exclusions returned no row');
  return storedExclusion(row);
}

/** SG-09: 5 wrong passwords within an hour, then none is checked until the oldest is an hour old. */
export const passwordAttemptsPerHour = 5;

export type PasswordAttempt = { allowed: true; attemptId: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a password attempt before it is checked (the check is a slow hash, done outside any lock):
 * under the player's row lock, refused when the last hour already holds 5 wrong ones. The caller
 * forgets the attempt when the password was right.
 */
export async function reservePasswordAttempt(db: Database, playerId: number, nowMs: number): Promise<PasswordAttempt> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, playerId);
    const windowStart = new Date(nowMs - hourMs);
    await tx.query('DELETE FROM exclusion_password_attempts WHERE player_id = $1 AND attempted_at <= $2', [playerId, windowStart]);
    const recent = await tx.query<{ attempted_at: Date }>(
      'SELECT attempted_at FROM exclusion_password_attempts WHERE player_id = $1 ORDER BY attempted_at ASC',
      [playerId],
    );
    const oldest = recent.rows[0];
    if (recent.rows.length >= passwordAttemptsPerHour && oldest !== undefined) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest.attempted_at.getTime() + hourMs - nowMs) / 1000)) };
    }
    const inserted = await tx.query<{ id: number }>('INSERT INTO exclusion_password_attempts (player_id, attempted_at) VALUES ($1, $2) RETURNING id', [playerId, new Date(nowMs)]);
    return { allowed: true, attemptId: inserted.rows[0]?.id ?? -1 };
  });
}

export async function forgetPasswordAttempt(db: Queryable, attemptId: number): Promise<void> {
  await db.query('DELETE FROM exclusion_password_attempts WHERE id = $1', [attemptId]);
}

export async function passwordHashOf(db: Queryable, playerId: number): Promise<string | null> {
  return (await findAccountById(db, playerId))?.password_hash ?? null;
}
