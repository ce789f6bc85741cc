import type { Queryable } from '../db/database.ts';
import type { Balance, NotificationsSummary, PlayerRow, PlayerState } from './types.ts';

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findPlayerByUsername(db: Queryable, username: string): Promise<PlayerRow | null> {
  const result = await db.query<PlayerRow>('SELECT * FROM players WHERE username = $1', [normaliseUsername(username)]);
  return result.rows[0] ?? null;
}

export async function findPlayerById(db: Queryable, id: number): Promise<PlayerRow | null> {
  const result = await db.query<PlayerRow>('SELECT * FROM players WHERE id = $1', [id]);
  return result.rows[0] ?? null;
}

export async function listBalances(db: Queryable, playerId: number): Promise<Balance[]> {
  const result = await db.query<{ type: string; amount: string; currency: string }>(
    'SELECT type, amount, currency FROM balances WHERE player_id = $1 ORDER BY position',
    [playerId],
  );
  // numeric comes back as a string; the contract wants major units as JSON numbers.
  return result.rows.map((row) => ({ type: row.type, amount: Number(row.amount), currency: row.currency }));
}

export async function replaceBalances(db: Queryable, playerId: number, balances: readonly Balance[]): Promise<void> {
  await db.query('DELETE FROM balances WHERE player_id = $1', [playerId]);
  for (const [position, balance] of balances.entries()) {
    await db.query('INSERT INTO balances (player_id, position, type, amount, currency) VALUES ($1, $2, $3, $4, $5)', [
      playerId,
      position,
      balance.type,
      String(balance.amount),
      balance.currency,
    ]);
  }
}

export function notificationsOf(player: PlayerRow): NotificationsSummary {
  return {
    acknowledged: player.notifications_acknowledged,
    deleted: player.notifications_deleted,
    numberOfMessages: player.notifications_total,
  };
}

export async function playerState(db: Queryable, player: PlayerRow): Promise<PlayerState> {
  return {
    username: player.username,
    email: player.email,
    firstName: player.first_name,
    lastName: player.last_name,
    nickname: player.nickname,
    currency: player.currency,
    language: player.language,
    countryCode: player.country_code,
    subdivision: player.subdivision,
    phonePrefix: player.phone_prefix,
    phoneNumber: player.phone_number,
    phoneStatus: player.phone_status,
    hasPinCode: player.pin_hash !== null,
    disabled: player.disabled,
    captchaRequired: player.captcha_required,
    mfaLoginMethod: player.mfa_login_method,
    requiredAction: player.required_action,
    requiredActionShape: player.required_action_shape,
    failedLogins: player.failed_logins,
    blockedUntil: player.blocked_until?.toISOString() ?? null,
    mfaFailures: player.mfa_failures,
    verificationBlockedUntil: player.verification_blocked_until?.toISOString() ?? null,
    balances: await listBalances(db, player.id),
    notifications: notificationsOf(player),
    loyaltyPoints: Number(player.loyalty_points),
    loyaltyExcluded: player.loyalty_excluded,
  };
}

/** Column name → value; keys come only from code in this folder, never from a request. */
export type PlayerColumns = Partial<Record<Exclude<keyof PlayerRow, 'id'>, unknown>>;

export async function insertPlayer(db: Queryable, columns: PlayerColumns): Promise<number> {
  const names = Object.keys(columns);
  const placeholders = names.map((_, index) => `$${index + 1}`);
  const result = await db.query<{ id: number }>(
    `INSERT INTO players (${names.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  const row = result.rows[0];
  if (!row) throw new Error('INSERT INTO players returned no id');
  return row.id;
}

export async function updatePlayer(db: Queryable, playerId: number, columns: PlayerColumns): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  const assignments = names.map((name, index) => `${name} = $${index + 2}`);
  await db.query(`UPDATE players SET ${assignments.join(', ')} WHERE id = $1`, [playerId, ...Object.values(columns)]);
}

const copiedColumns = [
  'password_hash', 'first_name', 'last_name', 'nickname', 'currency', 'language', 'country_code', 'subdivision',
  'phone_prefix', 'phone_number', 'phone_status', 'pin_hash', 'disabled', 'captcha_required', 'mfa_login_method',
  'required_action', 'required_action_shape', 'notifications_acknowledged', 'notifications_deleted',
  'notifications_total', 'loyalty_points', 'loyalty_excluded',
] as const satisfies readonly (keyof PlayerRow)[];

/**
 * Copies a player's state (hashes included, so no slow re-hashing) under a new username. Counters,
 * blocks, sessions and messages are not copied: the copy starts fresh.
 */
export async function copyPlayer(
  db: Queryable,
  templateId: number,
  fresh: { username: string; totpSecret: string; nowMs: number },
): Promise<number> {
  const columns = copiedColumns.join(', ');
  const result = await db.query<{ id: number }>(
    `INSERT INTO players (username, email, totp_secret, created_at, ${columns})
     SELECT $2, $2, $3, $4, ${columns} FROM players WHERE id = $1
     RETURNING id`,
    [templateId, fresh.username, fresh.totpSecret, new Date(fresh.nowMs)],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`No template player with id ${templateId}`);
  await db.query(
    `INSERT INTO balances (player_id, position, type, amount, currency)
     SELECT $2, position, type, amount, currency FROM balances WHERE player_id = $1`,
    [templateId, row.id],
  );
  return row.id;
}
