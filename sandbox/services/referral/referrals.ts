import { randomInt } from 'node:crypto';
import type { Queryable } from '../../kernel/database/database.ts';

export type ReferralType = 'PROFILE' | 'AFFILIATE';

export interface KnownToken {
  readonly token: string;
  readonly type: ReferralType;
  readonly referringSites: readonly string[];
}

export interface ReferralProfile {
  readonly referralCode: string;
  readonly referredPlayers: number;
  readonly clicks: number;
}

/** What a token may look like on the wire (docs/api.md): anything else is unknown without asking the database. */
export const tokenPattern = /^[A-Za-z0-9_-]{1,64}$/;
const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `P` + 7 of `[A-Z0-9]`: short enough to read out, and a PROFILE referral by REF-02's rule. */
export function newReferralCode(): string {
  let code = 'P';
  for (let index = 0; index < 7; index += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

const sitesOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((site): site is string => typeof site === 'string') : []);

/** An affiliate's token or a player's code, or null when neither. */
export async function findToken(db: Queryable, token: string): Promise<KnownToken | null> {
  if (!tokenPattern.test(token)) return null;
  const affiliate = await db.query<{ referring_sites: unknown }>('SELECT referring_sites FROM referral_affiliates WHERE token = $1', [token]);
  const row = affiliate.rows[0];
  if (row !== undefined) return { token, type: 'AFFILIATE', referringSites: sitesOf(row.referring_sites) };
  const profile = await db.query('SELECT 1 FROM referral_profiles WHERE referral_code = $1', [token]);
  return profile.rows.length > 0 ? { token, type: 'PROFILE', referringSites: [] } : null;
}

/** One more arrival with a known token today (UTC). */
export async function recordClick(db: Queryable, token: string, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO referral_clicks (token, day, clicks) VALUES ($1, $2::date, 1)
     ON CONFLICT (token, day) DO UPDATE SET clicks = referral_clicks.clicks + 1`,
    [token, new Date(nowMs).toISOString().slice(0, 10)],
  );
}

/** The player's code, made on the first request (a new random code on the rare clash with another player's). */
export async function referralCodeOf(db: Queryable, playerId: number, nowMs: number, makeCode: () => string = newReferralCode): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const known = await db.query<{ referral_code: string }>('SELECT referral_code FROM referral_profiles WHERE player_id = $1', [playerId]);
    if (known.rows[0] !== undefined) return known.rows[0].referral_code;
    // ON CONFLICT DO NOTHING: a clash of codes, or a first request of the same player at the same time; the loop reads again.
    await db.query('INSERT INTO referral_profiles (player_id, referral_code, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [playerId, makeCode(), new Date(nowMs)]);
  }
  throw new Error('no free referral code after 10 attempts');
}

/** The code, the players who joined with it (H3's registrations) and the arrivals it brought. */
export async function referralProfileOf(db: Queryable, playerId: number, nowMs: number, makeCode?: () => string): Promise<ReferralProfile> {
  const referralCode = await referralCodeOf(db, playerId, nowMs, makeCode);
  const referred = await db.query<{ count: number | string }>("SELECT count(*) AS count FROM player_registrations WHERE referral->>'token' = $1", [referralCode]);
  const clicks = await db.query<{ clicks: number | string | null }>('SELECT sum(clicks) AS clicks FROM referral_clicks WHERE token = $1', [referralCode]);
  return { referralCode, referredPlayers: Number(referred.rows[0]?.count ?? 0), clicks: Number(clicks.rows[0]?.clicks ?? 0) };
}

export interface TokenClicks {
  readonly token: string;
  readonly type: ReferralType;
  readonly clicks: number;
  readonly referredPlayers: number;
}

/** For the console: every affiliate and every player's code that brought an arrival or a player, the most clicked first. */
export async function referralActivity(db: Queryable, limit = 50): Promise<TokenClicks[]> {
  const result = await db.query<{ token: string; type: ReferralType; clicks: number | string; referred: number | string }>(
    `WITH tokens AS (
       SELECT token, 'AFFILIATE' AS type FROM referral_affiliates
       UNION ALL SELECT referral_code, 'PROFILE' FROM referral_profiles
     )
     SELECT tokens.token, tokens.type,
       COALESCE((SELECT sum(clicks) FROM referral_clicks WHERE referral_clicks.token = tokens.token), 0) AS clicks,
       (SELECT count(*) FROM player_registrations WHERE referral->>'token' = tokens.token) AS referred
     FROM tokens`,
  );
  return result.rows
    .map((row) => ({ token: row.token, type: row.type, clicks: Number(row.clicks), referredPlayers: Number(row.referred) }))
    .filter((row) => row.type === 'AFFILIATE' || row.clicks > 0 || row.referredPlayers > 0)
    .sort((a, b) => b.clicks - a.clicks || b.referredPlayers - a.referredPlayers || a.token.localeCompare(b.token))
    .slice(0, limit);
}
