import type { Database, Queryable } from '../../kernel/database/database.ts';
import { findAccountById, lockAccount } from '../login/index.ts';
import { heldByPlayer } from '../wallet/index.ts';
import { identityKeys, phoneKeyOf, type Identity, type IdentityKeys } from './identity-keys.ts';
import type { StoredExclusion } from './exclusions-store.ts';

/** Where the register stopped someone (the console says which). */
export type RegisterOccasion = 'SIGN_UP' | 'LOGIN' | 'SELF_EXCLUSION' | 'PHONE_CHANGE';
export type MatchedOn = 'NAME_AND_BIRTH_DATE' | 'PHONE_AND_BIRTH_DATE';

/** A register entry in force that an identity matches. */
export interface RegisterMatch {
  entryId: number;
  matchedOn: MatchedOn;
  startedAt: Date;
  endsAt: Date;
  liftsAt: Date | null;
}

interface MatchRow {
  id: number;
  matched_on: MatchedOn;
  started_at: Date;
  ends_at: Date;
  lifts_at: Date | null;
}

/**
 * Sign-ups and self-exclusions of one birth date run one after the other: a sign-up either sees
 * the entry of a self-exclusion starting beside it, or is seen by that self-exclusion's look for
 * the person's other accounts. Call inside the transaction.
 */
export async function lockIdentity(tx: Queryable, keys: IdentityKeys): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('identity:' || $1::text))", [keys.birthDate]);
}

/** The player's identity, as kept at sign-up (in the transaction that creates the player). */
export async function recordIdentity(tx: Queryable, playerId: number, keys: IdentityKeys): Promise<void> {
  await tx.query('INSERT INTO player_identities (player_id, name_key, reversed_key, birth_date, phone_key) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (player_id) DO NOTHING', [
    playerId,
    keys.nameKey,
    keys.reversedKey,
    keys.birthDate,
    keys.phoneKey,
  ]);
}

/** A condition on a player id column: the register keeps no identity for that player yet. */
export const identityMissingSql = (playerIdColumn: string): string => `NOT EXISTS (SELECT 1 FROM player_identities i WHERE i.player_id = ${playerIdColumn})`;

async function identityOf(db: Queryable, playerId: number): Promise<IdentityKeys | null> {
  const result = await db.query<{ name_key: string; reversed_key: string; birth_date: string; phone_key: string | null }>(
    "SELECT name_key, reversed_key, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, phone_key FROM player_identities WHERE player_id = $1",
    [playerId],
  );
  const row = result.rows[0];
  return row === undefined ? null : { nameKey: row.name_key, reversedKey: row.reversed_key, birthDate: row.birth_date, phoneKey: row.phone_key };
}

/**
 * The register's one comparison: the same birth date, and the same name (either way round) or the
 * same mobile number; an entry in force (its self-exclusion not yet ended). A player's own entries,
 * and those already applied to the player, are not matched again.
 */
export async function registerMatchFor(db: Queryable, keys: IdentityKeys, nowMs: number, exceptPlayerId: number | null = null): Promise<RegisterMatch | null> {
  const result = await db.query<MatchRow>(
    `SELECT r.id,
            CASE WHEN $2 IN (r.name_key, r.reversed_key) THEN 'NAME_AND_BIRTH_DATE' ELSE 'PHONE_AND_BIRTH_DATE' END AS matched_on,
            r.started_at, r.ends_at, r.lifts_at
       FROM self_exclusion_register r
      WHERE r.birth_date = $1::date
        AND ($2 IN (r.name_key, r.reversed_key) OR r.phone_key = $3)
        AND (r.lifts_at IS NULL OR r.lifts_at > $4)
        AND (r.exclusion_id IS NULL OR r.exclusion_id NOT IN (SELECT id FROM player_exclusions WHERE player_id = $5))
        AND NOT EXISTS (SELECT 1 FROM player_exclusions x WHERE x.player_id = $5 AND x.register_entry_id = r.id)
      ORDER BY r.started_at, r.id LIMIT 1`,
    [keys.birthDate, keys.nameKey, keys.phoneKey, new Date(nowMs), exceptPlayerId],
  );
  const row = result.rows[0];
  return row === undefined ? null : { entryId: row.id, matchedOn: row.matched_on, startedAt: row.started_at, endsAt: row.ends_at, liftsAt: row.lifts_at };
}

/** What the console shows of a match: when, where, with which details, and who tried. */
export async function recordRegisterMatch(db: Queryable, match: RegisterMatch, occasion: RegisterOccasion, username: string, nowMs: number): Promise<void> {
  await db.query('INSERT INTO self_exclusion_register_matches (entry_id, matched_at, occasion, username, matched_on) VALUES ($1, $2, $3, $4, $5)', [
    match.entryId,
    new Date(nowMs),
    occasion,
    username,
    match.matchedOn,
  ]);
}

/**
 * A sign-up's look at the register, in the transaction that would create the player: the match
 * (recorded for the console), or null and the identity kept for the new player once created.
 */
export async function signUpRegisterMatch(tx: Queryable, identity: Identity, username: string, nowMs: number): Promise<RegisterMatch | null> {
  const keys = identityKeys(identity);
  await lockIdentity(tx, keys);
  const match = await registerMatchFor(tx, keys, nowMs);
  if (match !== null) await recordRegisterMatch(tx, match, 'SIGN_UP', username, nowMs);
  return match;
}

/**
 * A self-exclusion just started (inside its transaction, under the player's lock): written in the
 * register under the player's identity (none for a player who never signed up), and the other
 * accounts of the same person returned, to be excluded once it is committed.
 */
export async function registerSelfExclusion(
  tx: Queryable,
  exclusion: StoredExclusion,
  player: { id: number; username: string; displayName: string },
): Promise<number[]> {
  const keys = await identityOf(tx, player.id);
  if (keys === null) return [];
  await lockIdentity(tx, keys);
  await tx.query(
    `INSERT INTO self_exclusion_register (exclusion_id, username, display_name, name_key, reversed_key, birth_date, phone_key, started_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [exclusion.id, player.username, player.displayName, keys.nameKey, keys.reversedKey, keys.birthDate, keys.phoneKey, exclusion.startedAt, exclusion.endsAt],
  );
  const others = await tx.query<{ player_id: number }>(
    `SELECT player_id FROM player_identities
      WHERE birth_date = $1::date AND player_id <> $4
        AND (name_key IN ($2, $3) OR phone_key = $5)
      ORDER BY player_id`,
    [keys.birthDate, keys.nameKey, keys.reversedKey, player.id, keys.phoneKey],
  );
  return others.rows.map((row) => row.player_id);
}

/**
 * The register applied to one account (at login, when its phone changes, and to the other accounts
 * of a player who has just self-excluded): an account of a person in the register gets that
 * self-exclusion, with its dates, under the lock every money movement takes, whatever break of its
 * own it is on (a time-out, or a shorter self-exclusion, ends before the person's does). Every path
 * that refuses an excluded player then refuses this one (SG-09); the player may still log in to
 * withdraw and see their history. The match is recorded for the console. Read once without a lock
 * first: almost every login matches nothing, and takes no lock for it.
 */
export async function applyRegisteredExclusion(db: Database, player: { id: number; username: string }, occasion: RegisterOccasion, nowMs: number): Promise<boolean> {
  const keys = await identityOf(db, player.id);
  if (keys === null || (await registerMatchFor(db, keys, nowMs, player.id)) === null) return false;
  return db.transaction(async (tx) => {
    await heldByPlayer(tx, player.id, { lock: true });
    await lockAccount(tx, player.id);
    const match = await registerMatchFor(tx, keys, nowMs, player.id);
    if (match === null) return false;
    await tx.query(
      `INSERT INTO player_exclusions (player_id, kind, started_at, ends_at, end_requested_at, ends_after_request_at, register_entry_id)
       VALUES ($1, 'SELF_EXCLUSION', $2, $3, $4, $5, $6)`,
      [player.id, match.startedAt, match.endsAt, match.liftsAt === null ? null : new Date(nowMs), match.liftsAt, match.entryId],
    );
    await recordRegisterMatch(tx, match, occasion, player.username, nowMs);
    return true;
  });
}

/** A player's mobile number changed (added, corrected or reset): the register compares the new one, at once. */
export async function identityPhoneChanged(db: Database, playerId: number, phone: Identity['phone'], nowMs: number): Promise<void> {
  const updated = await db.query<{ player_id: number }>('UPDATE player_identities SET phone_key = $2 WHERE player_id = $1 RETURNING player_id', [playerId, phoneKeyOf(phone)]);
  if (updated.rows.length === 0) return;
  const account = await findAccountById(db, playerId);
  if (account !== null) await applyRegisteredExclusion(db, { id: playerId, username: account.username }, 'PHONE_CHANGE', nowMs);
}

/**
 * SG-10 for a person: asking to end a self-exclusion on any of their accounts asks it of the
 * register entry and of every account it was applied to, with one wait. Call under the asking
 * player's lock, once the exclusion has reached its end date.
 */
export async function requestPersonExclusionEnd(tx: Queryable, exclusion: StoredExclusion, nowMs: number, liftsAt: Date): Promise<void> {
  const entry = await tx.query<{ id: number; exclusion_id: number | null }>(
    'SELECT id, exclusion_id FROM self_exclusion_register WHERE id = $1 OR exclusion_id = $2 LIMIT 1',
    [exclusion.registerEntryId, exclusion.id],
  );
  const found = entry.rows[0];
  const requestedAt = new Date(nowMs);
  if (found === undefined) {
    await tx.query('UPDATE player_exclusions SET end_requested_at = $2, ends_after_request_at = $3 WHERE id = $1', [exclusion.id, requestedAt, liftsAt]);
    return;
  }
  await tx.query('UPDATE self_exclusion_register SET lifts_at = $2 WHERE id = $1 AND lifts_at IS NULL', [found.id, liftsAt]);
  await tx.query(
    `UPDATE player_exclusions SET end_requested_at = $3, ends_after_request_at = $4
      WHERE (id = $2 OR register_entry_id = $1) AND kind = 'SELF_EXCLUSION' AND end_requested_at IS NULL`,
    [found.id, found.exclusion_id ?? exclusion.id, requestedAt, liftsAt],
  );
}

export interface RegisterMatchListing {
  matchedAt: Date;
  occasion: RegisterOccasion;
  username: string;
  matchedOn: MatchedOn;
  excludedUsername: string;
  excludedName: string;
  entryInForce: boolean;
}

/** The latest matches, newest first, with the entry each matched (the console). */
export async function latestRegisterMatches(db: Queryable, nowMs: number, limit = 50): Promise<RegisterMatchListing[]> {
  const result = await db.query<{
    matched_at: Date;
    occasion: RegisterOccasion;
    username: string;
    matched_on: MatchedOn;
    excluded_username: string;
    display_name: string;
    in_force: boolean;
  }>(
    `SELECT m.matched_at, m.occasion, m.username, m.matched_on, r.username AS excluded_username, r.display_name,
            (r.lifts_at IS NULL OR r.lifts_at > $2) AS in_force
       FROM self_exclusion_register_matches m JOIN self_exclusion_register r ON r.id = m.entry_id
      ORDER BY m.matched_at DESC, m.id DESC LIMIT $1`,
    [limit, new Date(nowMs)],
  );
  return result.rows.map((row) => ({
    matchedAt: row.matched_at,
    occasion: row.occasion,
    username: row.username,
    matchedOn: row.matched_on,
    excludedUsername: row.excluded_username,
    excludedName: row.display_name,
    entryInForce: row.in_force,
  }));
}

/** How many identities the register holds in force (the console's summary). */
export async function registerEntriesInForce(db: Queryable, nowMs: number): Promise<number> {
  const result = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM self_exclusion_register WHERE lifts_at IS NULL OR lifts_at > $1', [new Date(nowMs)]);
  return result.rows[0]?.count ?? 0;
}
