import type { Queryable } from '../../kernel/database/queryable.ts';
import { hashToken, newOpaqueToken } from '../../kernel/security/tokens.ts';
import { usernamesOf } from '../login/index.ts';

export const documentStatuses = ['BLOCKED', 'INVALID', 'PENDING', 'REQUESTED', 'VERIFIED'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
/** What the operator may decide about an uploaded document. */
export const documentDecisions = ['VERIFIED', 'INVALID', 'BLOCKED'] as const;
export type DocumentDecision = (typeof documentDecisions)[number];
export const documentType = 'ID_DOCUMENT';

/** A verification URL's transaction lives this long. */
export const transactionLifetimeMs = 30 * 60 * 1000;

export function isDocumentStatus(value: unknown): value is DocumentStatus {
  return documentStatuses.some((status) => status === value);
}

/** The player's status; a player the operator never asked for a document is VERIFIED. */
export async function documentStatusOf(db: Queryable, playerId: number): Promise<DocumentStatus> {
  const result = await db.query<{ status: string }>('SELECT status FROM document_verifications WHERE player_id = $1', [playerId]);
  const status = result.rows[0]?.status;
  return isDocumentStatus(status) ? status : 'VERIFIED';
}

export async function setDocumentStatus(db: Queryable, playerId: number, status: DocumentStatus, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO document_verifications (player_id, status, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (player_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`,
    [playerId, status, at],
  );
}

/** A template's status goes with its copies (the control API's fresh players). */
export async function copyDocumentStatus(db: Queryable, fromPlayerId: number, toPlayerId: number): Promise<void> {
  await db.query(
    `INSERT INTO document_verifications (player_id, status, updated_at)
     SELECT $2, status, updated_at FROM document_verifications WHERE player_id = $1`,
    [fromPlayerId, toPlayerId],
  );
}

/** A new transaction for the player: the token goes into the URL, only its hash into the database. */
export async function openTransaction(db: Queryable, playerId: number, nowMs: number): Promise<string> {
  const token = newOpaqueToken();
  await db.query('INSERT INTO identity_transactions (token_hash, player_id, expires_at) VALUES ($1, $2, $3)', [
    hashToken(token),
    playerId,
    new Date(nowMs + transactionLifetimeMs),
  ]);
  return token;
}

export type TransactionState = { kind: 'open'; playerId: number } | { kind: 'unknown' } | { kind: 'closed' };

/** An unknown token, and one that is used or expired, cannot take a document. */
export async function transactionState(db: Queryable, token: string, nowMs: number): Promise<TransactionState> {
  const result = await db.query<{ player_id: number; expires_at: Date; used_at: Date | null }>(
    'SELECT player_id, expires_at, used_at FROM identity_transactions WHERE token_hash = $1',
    [hashToken(token)],
  );
  const row = result.rows[0];
  if (!row) return { kind: 'unknown' };
  if (row.used_at !== null || new Date(row.expires_at).getTime() <= nowMs) return { kind: 'closed' };
  return { kind: 'open', playerId: row.player_id };
}

export interface UploadedDocument {
  contentType: string;
  bytes: Buffer;
}

/**
 * Stores the document and closes the transaction in one transaction: the token is claimed first
 * (`used_at IS NULL` under the row's lock), so two uploads on one token store one document.
 */
export async function storeDocument(db: Queryable, token: string, document: UploadedDocument, nowMs: number): Promise<'stored' | 'closed'> {
  const at = new Date(nowMs);
  const claimed = await db.query<{ player_id: number }>(
    `UPDATE identity_transactions SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING player_id`,
    [hashToken(token), at],
  );
  const playerId = claimed.rows[0]?.player_id;
  if (playerId === undefined) return 'closed';
  await db.query(
    `INSERT INTO identity_documents (player_id, content_type, size_bytes, bytes, status, uploaded_at) VALUES ($1, $2, $3, $4, 'PENDING', $5)`,
    [playerId, document.contentType, document.bytes.length, document.bytes, at],
  );
  await setDocumentStatus(db, playerId, 'PENDING', at);
  return 'stored';
}

export interface DocumentAwaitingDecision {
  id: number;
  playerId: number;
  username: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: Date;
}

/** The documents still PENDING, newest first (the console's list). */
export async function documentsAwaitingDecision(db: Queryable, limit = 50): Promise<DocumentAwaitingDecision[]> {
  const pending = await db.query<{ id: number; player_id: number; content_type: string; size_bytes: number; uploaded_at: Date }>(
    `SELECT id, player_id, content_type, size_bytes, uploaded_at
       FROM identity_documents WHERE status = 'PENDING' ORDER BY uploaded_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  const usernames = await usernamesOf(db, pending.rows.map((row) => row.player_id));
  const result = { rows: pending.rows.map((row) => ({ ...row, username: usernames.get(row.player_id) ?? '' })) };
  return result.rows.map((row) => ({
    id: row.id,
    playerId: row.player_id,
    username: row.username,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    uploadedAt: new Date(row.uploaded_at),
  }));
}

/** A stored document's bytes and sniffed type (the console's preview). */
export async function storedDocument(db: Queryable, documentId: number): Promise<UploadedDocument | null> {
  const result = await db.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM identity_documents WHERE id = $1', [documentId]);
  const row = result.rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

/**
 * The operator's decision on the player's latest document. VERIFIED needs an uploaded document
 * (`no-document` otherwise); INVALID and BLOCKED may be decided without one (a player the operator stops).
 */
export async function decideDocument(db: Queryable, playerId: number, decision: DocumentDecision, nowMs: number): Promise<'decided' | 'no-document'> {
  const at = new Date(nowMs);
  const latest = await db.query<{ id: number }>('SELECT id FROM identity_documents WHERE player_id = $1 ORDER BY uploaded_at DESC, id DESC LIMIT 1', [playerId]);
  const documentId = latest.rows[0]?.id;
  if (documentId === undefined && decision === 'VERIFIED') return 'no-document';
  if (documentId !== undefined) await db.query('UPDATE identity_documents SET status = $2, decided_at = $3 WHERE id = $1', [documentId, decision, at]);
  await setDocumentStatus(db, playerId, decision, at);
  return 'decided';
}
