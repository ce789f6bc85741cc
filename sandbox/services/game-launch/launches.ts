import type { Queryable } from '../../kernel/database/database.ts';
import { minutes } from '../../kernel/clock.ts';
import { hashToken, newOpaqueToken } from '../../kernel/security/tokens.ts';
import { touchSessionByHash } from '../login/index.ts';

/** A launch token opens the game page once, within this time. */
export const launchTokenLifetimeMs = minutes(2);
/** A game page may keep playing for this long after its last round. */
export const playIdleLimitMs = minutes(30);

export type LaunchMode = 'real' | 'practice';
export type Channel = 'desktop' | 'mobile';

export interface LaunchRequest {
  playerId: number | null;
  /** Real play: the session it was launched from (only its hash is stored). */
  sessionId: string | null;
  gameId: number;
  mode: LaunchMode;
  currency: string;
  language: string;
  channel: Channel;
  /** The site the launch was asked from: the only origin the game page frames into and posts to. */
  siteOrigin: string;
  /** Play money for practice play (major units, decimal string); null for real play. */
  practiceBalance: string | null;
  /** SG-15: what the launch's jurisdiction allows. */
  autoplayAllowed: boolean;
  quickSpinAllowed: boolean;
  /** SG-09: practice play asked for by a logged-in player (never their money: `playerId` stays null). */
  practisingPlayerId?: number | null;
}

export interface Launch {
  id: number;
  playerId: number | null;
  gameId: number;
  mode: LaunchMode;
  currency: string;
  language: string;
  channel: Channel;
  siteOrigin: string;
  practiceBalance: string | null;
  autoplayAllowed: boolean;
  quickSpinAllowed: boolean;
  practisingPlayerId: number | null;
}

interface LaunchRow {
  id: number;
  player_id: number | null;
  game_id: number;
  mode: LaunchMode;
  currency: string;
  language: string;
  channel: Channel;
  site_origin: string;
  practice_balance: string | null;
  autoplay_allowed: boolean;
  quick_spin_allowed: boolean;
  practising_player_id: number | null;
}

const launchColumns = 'id, player_id, game_id, mode, currency, language, channel, site_origin, practice_balance::text AS practice_balance, autoplay_allowed, quick_spin_allowed, practising_player_id';

function launchOf(row: LaunchRow): Launch {
  return {
    id: row.id,
    playerId: row.player_id,
    gameId: row.game_id,
    mode: row.mode,
    currency: row.currency,
    language: row.language,
    channel: row.channel,
    siteOrigin: row.site_origin,
    practiceBalance: row.practice_balance,
    autoplayAllowed: row.autoplay_allowed,
    quickSpinAllowed: row.quick_spin_allowed,
    practisingPlayerId: row.practising_player_id,
  };
}

/** How many dead launches one new launch clears away at most (so the cost of a launch stays bounded). */
const purgeBatch = 50;

/**
 * Forgets launches nobody can use any more: never opened and expired (any mode), and practice
 * launches idle beyond the play limit, with their play-money rounds. Real-money launches that were
 * played stay: their rounds are the history of the player's money.
 */
async function purgeDeadLaunches(db: Queryable, nowMs: number): Promise<void> {
  await db.query(
    `DELETE FROM game_launches WHERE id IN (
       SELECT id FROM game_launches
       WHERE (opened_at IS NULL AND expires_at <= $1) OR (mode = 'practice' AND last_active_at < $2)
       LIMIT $3)`,
    [new Date(nowMs), new Date(nowMs - playIdleLimitMs), purgeBatch],
  );
}

/** How many real-money games a player may have open at once (tabs, devices); a new one retires the oldest. */
export const maxOpenRealLaunches = 4;

/**
 * Makes room for one more real-money launch of the player: beyond the newest `maxOpenRealLaunches - 1`
 * that can still play (opened and not idle, or not opened yet and not expired), the older ones can
 * play no more (their next round is refused as a game that has ended), so no number of tabs adds up
 * to more play than a few. The pace between rounds holds per player in any case (game-provider).
 */
async function retireOldestRealLaunches(db: Queryable, playerId: number, nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  await db.query(
    `UPDATE game_launches SET play_token_hash = NULL, expires_at = LEAST(expires_at, $2)
     WHERE id IN (
       SELECT id FROM game_launches
       WHERE player_id = $1 AND mode = 'real'
         AND ((opened_at IS NOT NULL AND play_token_hash IS NOT NULL AND last_active_at >= $3) OR (opened_at IS NULL AND expires_at > $2))
       ORDER BY created_at DESC, id DESC
       OFFSET $4)`,
    [playerId, now, new Date(nowMs - playIdleLimitMs), maxOpenRealLaunches - 1],
  );
}

/**
 * Stores a launch and returns its one-time launch token (only its hash is kept). Each launch also
 * clears a few dead ones, so anonymous practice launches cannot grow the database without bound.
 */
export async function issueLaunchToken(db: Queryable, launch: LaunchRequest, nowMs: number): Promise<string> {
  await purgeDeadLaunches(db, nowMs);
  if (launch.mode === 'real' && launch.playerId !== null) await retireOldestRealLaunches(db, launch.playerId, nowMs);
  const token = newOpaqueToken();
  await db.query(
    `INSERT INTO game_launches (token_hash, player_id, game_id, mode, currency, language, channel, site_origin,
                                created_at, expires_at, practice_balance, session_hash, autoplay_allowed, quick_spin_allowed, practising_player_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      hashToken(token), launch.playerId, launch.gameId, launch.mode, launch.currency, launch.language, launch.channel,
      launch.siteOrigin, new Date(nowMs), new Date(nowMs + launchTokenLifetimeMs), launch.practiceBalance,
      launch.sessionId === null ? null : hashToken(launch.sessionId), launch.autoplayAllowed, launch.quickSpinAllowed,
      launch.practisingPlayerId ?? null,
    ],
  );
  return token;
}

/**
 * Opens a launch with its token: once only, before it expires. Returns the launch and the play
 * token that the page's rounds carry, or null (unknown, used or expired token).
 */
export async function openLaunch(db: Queryable, launchToken: string, nowMs: number): Promise<{ launch: Launch; playToken: string } | null> {
  const playToken = newOpaqueToken();
  const now = new Date(nowMs);
  const result = await db.query<LaunchRow>(
    `UPDATE game_launches SET opened_at = $2, last_active_at = $2, play_token_hash = $3
     WHERE token_hash = $1 AND opened_at IS NULL AND expires_at > $2
     RETURNING ${launchColumns}`,
    [hashToken(launchToken), now, hashToken(playToken)],
  );
  const row = result.rows[0];
  return row === undefined ? null : { launch: launchOf(row), playToken };
}

/**
 * The opened launch a page's play token belongs to, if it has played within the idle limit, and,
 * for real money, if the session it was launched from is still live. Both are renewed: a round is
 * the player's activity, as any authorised call is (the sessions' rule, docs/api.md).
 */
export async function launchForPlay(db: Queryable, playToken: string, nowMs: number): Promise<Launch | null> {
  const now = new Date(nowMs);
  const result = await db.query<LaunchRow & { session_hash: string | null }>(
    `UPDATE game_launches SET last_active_at = $2
     WHERE play_token_hash = $1 AND last_active_at >= $3
     RETURNING ${launchColumns}, session_hash`,
    [hashToken(playToken), now, new Date(nowMs - playIdleLimitMs)],
  );
  const row = result.rows[0];
  if (row === undefined) return null;
  if (row.mode === 'real') {
    if (row.session_hash === null || row.player_id === null || !(await touchSessionByHash(db, row.session_hash, row.player_id, nowMs))) return null;
  }
  return launchOf(row);
}

/** Practice play's play money after a round (inside the round's transaction). */
export async function setPracticeBalance(db: Queryable, launchId: number, balance: string): Promise<void> {
  await db.query('UPDATE game_launches SET practice_balance = $2 WHERE id = $1', [launchId, balance]);
}

/** Practice play's play money now, the launch's row locked until the round's transaction ends. */
export async function lockedPracticeBalance(db: Queryable, launchId: number): Promise<string> {
  const result = await db.query<{ balance: string | null }>(
    'SELECT practice_balance::text AS balance FROM game_launches WHERE id = $1 FOR UPDATE',
    [launchId],
  );
  return result.rows[0]?.balance ?? '0';
}
