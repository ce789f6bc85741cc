import type { Queryable } from '../../kernel/database/database.ts';

/** Feedback answers a source may give in an hour (docs/api.md "Help centre"). */
export const feedbackPerHour = 30;
const hourMs = 60 * 60_000;

export interface HelpFeedback {
  readonly contentId: string;
  readonly helpful: boolean;
  readonly language: string;
  readonly sourceHash: string;
  readonly nowMs: number;
}

export type FeedbackVerdict = { readonly stored: true } | { readonly stored: false; readonly retryAfterSeconds: number };

/**
 * Stores an answer unless its source gave `feedbackPerHour` in the last hour (counted from the
 * table, so the count survives a restart and a reset forgets it); then the wait lasts until the
 * oldest answer of the hour is an hour old.
 */
export async function storeFeedback(db: Queryable, feedback: HelpFeedback): Promise<FeedbackVerdict> {
  // Two answers of one source at once on a PostgreSQL server: the second waits for the first's count.
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`help_feedback:${feedback.sourceHash}`]);
  const recent = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM help_feedback WHERE source_hash = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT ${feedbackPerHour}`,
    [feedback.sourceHash, new Date(feedback.nowMs - hourMs)],
  );
  if (recent.rows.length >= feedbackPerHour) {
    const oldest = recent.rows[recent.rows.length - 1]?.created_at.getTime() ?? feedback.nowMs;
    return { stored: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + hourMs - feedback.nowMs) / 1000)) };
  }
  await db.query('INSERT INTO help_feedback (content_id, helpful, language, source_hash, created_at) VALUES ($1, $2, $3, $4, $5)', [
    feedback.contentId,
    feedback.helpful,
    feedback.language,
    feedback.sourceHash,
    new Date(feedback.nowMs),
  ]);
  return { stored: true };
}

export interface FeedbackCount {
  readonly contentId: string;
  readonly yes: number;
  readonly no: number;
}

/** The console's "Help feedback": yes and no answers per article, the most answered first. */
export async function feedbackCounts(db: Queryable): Promise<FeedbackCount[]> {
  const result = await db.query<{ content_id: string; yes: number; no: number }>(
    `SELECT content_id, count(*) FILTER (WHERE helpful)::int AS yes, count(*) FILTER (WHERE NOT helpful)::int AS no
       FROM help_feedback GROUP BY content_id ORDER BY count(*) DESC, content_id LIMIT 200`,
  );
  return result.rows.map((row) => ({ contentId: row.content_id, yes: row.yes, no: row.no }));
}
