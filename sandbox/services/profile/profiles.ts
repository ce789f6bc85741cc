import type { Queryable } from '../../kernel/database/database.ts';
import { PlayerTable } from '../../kernel/database/player-table.ts';

/** A row of `profiles`: who the player is and how to reach them. */
export interface ProfileRow {
  player_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  currency: string;
  language: string;
  country_code: string;
  subdivision: string | null;
  phone_prefix: string | null;
  phone_number: string | null;
  phone_status: string;
}

/** A profile as the test-control API and the demo players spell it. */
export interface ProfileFields {
  email: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  currency: string;
  language: string;
  countryCode: string;
  subdivision: string | null;
  phonePrefix: string | null;
  phoneNumber: string | null;
  phoneStatus: string;
}

export const profiles = new PlayerTable<ProfileRow>('profiles', [
  'first_name', 'last_name', 'nickname', 'currency', 'language', 'country_code', 'subdivision', 'phone_prefix',
  'phone_number', 'phone_status',
]);

export function findProfile(db: Queryable, playerId: number): Promise<ProfileRow> {
  return profiles.find(db, playerId);
}

export function profileFields(row: ProfileRow): ProfileFields {
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    nickname: row.nickname,
    currency: row.currency,
    language: row.language,
    countryCode: row.country_code,
    subdivision: row.subdivision,
    phonePrefix: row.phone_prefix,
    phoneNumber: row.phone_number,
    phoneStatus: row.phone_status,
  };
}

export function profileColumns(fields: Partial<ProfileFields>) {
  return {
    email: fields.email,
    first_name: fields.firstName,
    last_name: fields.lastName,
    nickname: fields.nickname,
    currency: fields.currency,
    language: fields.language,
    country_code: fields.countryCode,
    subdivision: fields.subdivision,
    phone_prefix: fields.phonePrefix,
    phone_number: fields.phoneNumber,
    phone_status: fields.phoneStatus,
  };
}
