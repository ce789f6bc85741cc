import type { Database, Queryable } from '../../kernel/database/database.ts';
import { insertAccount } from '../login/index.ts';
import { loyaltyAccounts } from '../loyalty/index.ts';
import { profileColumns, profiles } from '../profile/index.ts';
import { identityKeys, identityMissingSql, recordIdentity, signUpRegisterMatch, type Identity } from '../responsible-gambling/index.ts';
import { replaceBalances } from '../wallet/index.ts';
import type { Referral, SignUp } from './sign-up-form.ts';

/** The balance types a new player's wallet reports, all at zero, in the chosen currency. */
const openingBalanceTypes = ['Playable', 'Withdrawable', 'Total'] as const;

export interface NewPlayer {
  signUp: SignUp;
  passwordHash: string;
  language: string;
  nowMs: number;
}

export type RegistrationOutcome = { created: true; playerId: number } | { created: false; refusal: 'EMAIL_UNAVAILABLE' | 'SELF_EXCLUDED' };

/** Whether an address (already canonical) is taken, as a username or as a profile's e-mail, compared the same way. */
async function isTaken(db: Queryable, email: string): Promise<boolean> {
  const result = await db.query(
    `SELECT 1 FROM players WHERE normalize(username, NFKC) = $1
     UNION ALL
     SELECT 1 FROM profiles WHERE lower(normalize(email, NFKC)) = $1
     LIMIT 1`,
    [email],
  );
  return result.rows.length > 0;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Creates the player in every service, as the seed writes a demo player: the login account, the
 * profile (phone not validated), an empty wallet in the chosen currency (and an empty inbox) and a
 * loyalty account at zero (Starter), and the identity the self-exclusion register compares; two-factor
 * has no row, which reads as PENDING. A person the register holds is refused first. One
 * transaction, so a refused or failed sign-up leaves nothing behind; of two sign-ups with one address
 * the second finds it taken (or, on a server running both at once, breaks the username's uniqueness).
 */
export async function registerPlayer(db: Database, player: NewPlayer): Promise<RegistrationOutcome> {
  const { signUp, nowMs } = player;
  const at = new Date(nowMs);
  try {
    return await db.transaction(async (tx) => {
      // A person in the self-exclusion register opens no account, whichever address they give.
      const identity: Identity = { firstName: signUp.firstName, lastName: signUp.lastName, birthDate: signUp.birthDate, phone: signUp.phone };
      if ((await signUpRegisterMatch(tx, identity, signUp.email, nowMs)) !== null) return { created: false, refusal: 'SELF_EXCLUDED' };
      if (await isTaken(tx, signUp.email)) return { created: false, refusal: 'EMAIL_UNAVAILABLE' };
      const playerId = await insertAccount(tx, {
        username: signUp.email,
        password_hash: player.passwordHash,
        pin_hash: null,
        disabled: false,
        captcha_required: false,
        mfa_login_method: null,
        required_action: null,
        created_at: at,
      });
      await profiles.insert(
        tx,
        playerId,
        profileColumns({
          email: signUp.email,
          firstName: signUp.firstName,
          lastName: signUp.lastName,
          nickname: null,
          currency: signUp.currency,
          language: player.language,
          countryCode: signUp.country,
          // The province the sign-up named: its jurisdiction's rules apply (CA-ON's age, help, messages).
          subdivision: signUp.region,
          phonePrefix: signUp.phone?.phonePrefix ?? null,
          phoneNumber: signUp.phone?.phone ?? null,
          phoneStatus: 'NOT_VALIDATED',
        }),
      );
      await replaceBalances(tx, playerId, openingBalanceTypes.map((type) => ({ type, amount: 0, currency: signUp.currency })), at);
      await loyaltyAccounts.insert(tx, playerId, { points: 0 });
      await recordIdentity(tx, playerId, identityKeys(identity));
      await tx.query(
        `INSERT INTO player_registrations (player_id, username, email, country, currency, birth_date, referral, registered_at)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $7)`,
        [playerId, signUp.email, signUp.country, signUp.currency, signUp.birthDate, signUp.referral === null ? null : JSON.stringify(signUp.referral), at],
      );
      return { created: true, playerId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { created: false, refusal: 'EMAIL_UNAVAILABLE' };
    throw error;
  }
}

export interface Registration {
  registeredAt: string;
  referral: Referral | null;
}

/** The player's registration (test control), or null for a seeded or copied player, who never signed up. */
export async function registrationOf(db: Queryable, playerId: number): Promise<Registration | null> {
  const result = await db.query<{ registered_at: Date; referral: Referral | null }>(
    'SELECT registered_at, referral FROM player_registrations WHERE player_id = $1',
    [playerId],
  );
  const row = result.rows[0];
  return row === undefined ? null : { registeredAt: row.registered_at.toISOString(), referral: row.referral };
}

export interface RegistrationListing {
  username: string;
  country: string;
  currency: string;
  registeredAt: Date;
  referral: Referral | null;
}

/** The latest sign-ups, newest first (the console). */
export async function latestRegistrations(db: Queryable, limit = 50): Promise<RegistrationListing[]> {
  const result = await db.query<{ username: string; country: string; currency: string; registered_at: Date; referral: Referral | null }>(
    'SELECT username, country, currency, registered_at, referral FROM player_registrations ORDER BY registered_at DESC, player_id DESC LIMIT $1',
    [limit],
  );
  return result.rows.map((row) => ({ username: row.username, country: row.country, currency: row.currency, registeredAt: row.registered_at, referral: row.referral }));
}

/**
 * The players who joined before the self-exclusion register kept identities (migration 220) get
 * theirs from their registration and profile, once: otherwise their self-exclusions would write no
 * entry and their accounts would never be matched.
 */
export async function backfillIdentities(db: Queryable): Promise<number> {
  const missing = await db.query<{ player_id: number; first_name: string | null; last_name: string | null; birth_date: string; phone_prefix: string | null; phone_number: string | null }>(
    `SELECT r.player_id, p.first_name, p.last_name, to_char(r.birth_date, 'YYYY-MM-DD') AS birth_date, p.phone_prefix, p.phone_number
       FROM player_registrations r JOIN profiles p ON p.player_id = r.player_id
      WHERE ${identityMissingSql('r.player_id')}`,
  );
  for (const row of missing.rows) {
    const phone = row.phone_prefix !== null && row.phone_number !== null ? { phonePrefix: row.phone_prefix, phone: row.phone_number } : null;
    await recordIdentity(db, row.player_id, identityKeys({ firstName: row.first_name ?? '', lastName: row.last_name ?? '', birthDate: row.birth_date, phone }));
  }
  return missing.rows.length;
}
