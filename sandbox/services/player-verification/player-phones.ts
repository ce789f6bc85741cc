import type { Queryable } from '../../kernel/database/database.ts';
import { findProfile } from '../profile/index.ts';
import { findAccountById, clearRequiredAction } from '../login/index.ts';

export const phonePrefixPattern = /^\+\d{1,4}$/;
export const phoneNumberPattern = /^\d{4,14}$/;
/** `{prefix+phone}` in a path: the prefix's + and the digits, nothing else. */
export const fullPhonePattern = /^\+\d{5,18}$/;

/** Who receives an SMS: the username (the outbox's `to`) and the number, +prefix and digits. */
export interface SmsRecipient {
  id: number;
  username: string;
  phone: string;
}

export interface PlayerPhone {
  recipient: SmsRecipient | null;
  validated: boolean;
}

/** The player's phone as the profile keeps it; no number (or no prefix) means nothing to send to. */
export async function playerPhone(db: Queryable, playerId: number): Promise<PlayerPhone> {
  const [profile, account] = await Promise.all([findProfile(db, playerId), findAccountById(db, playerId)]);
  const username = account?.username ?? profile.email;
  const phone = profile.phone_prefix !== null && profile.phone_number !== null ? `${profile.phone_prefix}${profile.phone_number}` : null;
  return {
    recipient: phone === null ? null : { id: playerId, username, phone },
    validated: profile.phone_status === 'VALIDATED',
  };
}

export async function markPhoneValidated(db: Queryable, playerId: number): Promise<void> {
  await db.query(`UPDATE profiles SET phone_status = 'VALIDATED' WHERE player_id = $1`, [playerId]);
}

/** A number the player added or corrected before validating it: it waits for its SMS code. */
export async function setUnvalidatedPhone(db: Queryable, playerId: number, phonePrefix: string, phoneNumber: string): Promise<void> {
  await db.query(`UPDATE profiles SET phone_prefix = $2, phone_number = $3, phone_status = 'NOT_VALIDATED' WHERE player_id = $1`, [
    playerId,
    phonePrefix,
    phoneNumber,
  ]);
}

/** A forced phone reset: the new number replaces the old one, validated, and the required action is done. */
export async function replacePhone(db: Queryable, playerId: number, phonePrefix: string, phoneNumber: string): Promise<void> {
  await db.query(`UPDATE profiles SET phone_prefix = $2, phone_number = $3, phone_status = 'VALIDATED' WHERE player_id = $1`, [
    playerId,
    phonePrefix,
    phoneNumber,
  ]);
  await clearRequiredAction(db, playerId, 'forcePhoneNumberReset');
}
