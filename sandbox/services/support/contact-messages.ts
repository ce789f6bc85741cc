import type { Queryable } from '../../kernel/database/database.ts';
import type { JsonObject } from '../../kernel/http/validation.ts';
import { newReference } from './references.ts';
import { optionalPastDate, optionalText, requiredEmail, requiredText, type SupportFieldError } from './support-fields.ts';

export const messageLength = { min: 10, max: 5000 } as const;

/** A contact message as the form sent it, checked but for its `username` (which needs the session). */
export interface ContactDraft {
  email: string;
  subject: string | null;
  message: string;
  birthDate: string | null;
  /** As sent; the plugin checks it against the `X-Session-Id` session's player. */
  username: string | null;
}

export type DraftReading = { ok: true; draft: ContactDraft } | { ok: false; errors: SupportFieldError[] };

/**
 * HELP-06 and HELP-07 as the platform enforces them: e-mail and message required; a subject from the
 * configured ones whenever there are any (none configured: no subject); never a PIN.
 */
export function readContactDraft(body: JsonObject, subjects: readonly string[], nowMs: number): DraftReading {
  const errors: SupportFieldError[] = [];
  const email = requiredEmail(body, 'email', errors);
  const message = requiredText(body, 'message', { ...messageLength, multiline: true }, errors);
  const subject = readSubject(body, subjects, errors);
  const birthDate = optionalPastDate(body, 'birthDate', nowMs, errors);
  if (body.pinCode !== undefined && body.pinCode !== null) errors.push({ field: 'pinCode', cause: 'NOT_ALLOWED' });
  const username = optionalText(body, 'username', { max: 254 }, errors);
  if (errors.length > 0 || email === undefined || message === undefined) return { ok: false, errors };
  return { ok: true, draft: { email, subject, message, birthDate, username } };
}

function readSubject(body: JsonObject, subjects: readonly string[], errors: SupportFieldError[]): string | null {
  const subject = body.subject;
  if (subject === undefined || subject === null || subject === '') {
    if (subjects.length > 0) errors.push({ field: 'subject', cause: 'REQUIRED' });
    return null;
  }
  if (typeof subject !== 'string' || !subjects.includes(subject)) {
    errors.push({ field: 'subject', cause: 'NOT_ALLOWED' });
    return null;
  }
  return subject;
}

export interface StoredContactMessage {
  reference: string;
  receivedAt: string;
  language: string;
  email: string;
  subject: string | null;
  message: string;
  birthDate: string | null;
  username: string | null;
}

export async function storeContactMessage(
  db: Queryable,
  message: ContactDraft & { playerId: number | null; language: string; sourceHash: string; nowMs: number },
): Promise<string> {
  const reference = newReference('C');
  await db.query(
    `INSERT INTO contact_messages (reference, email, subject, message, birth_date, username, player_id, language, source_hash, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [reference, message.email, message.subject, message.message, message.birthDate, message.username, message.playerId, message.language, message.sourceHash, new Date(message.nowMs)],
  );
  return reference;
}

interface ContactRow {
  reference: string;
  received_at: Date;
  language: string;
  email: string;
  subject: string | null;
  message: string;
  birth_date: string | null;
  username: string | null;
}

/** The latest messages, newest first (the console's and the test-control API's view). */
export async function latestContactMessages(db: Queryable, limit = 50): Promise<StoredContactMessage[]> {
  const result = await db.query<ContactRow>(
    `SELECT reference, received_at, language, email, subject, message, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, username
       FROM contact_messages ORDER BY received_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return result.rows.map((row) => ({
    reference: row.reference,
    receivedAt: row.received_at.toISOString(),
    language: row.language,
    email: row.email,
    subject: row.subject,
    message: row.message,
    birthDate: row.birth_date,
    username: row.username,
  }));
}
