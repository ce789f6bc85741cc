import type { Queryable } from '../../kernel/database/database.ts';
import { findProfile } from '../profile/profiles.ts';

/** What the payment service reads of a player: their wallet currency and where they live. */
export interface PaymentPlayer {
  id: number;
  email: string;
  currency: string;
  countryCode: string;
  subdivision: string | null;
  /** The subdivision when known, else the country: what the routing service is asked about. */
  region: string;
}

export async function paymentPlayer(db: Queryable, playerId: number): Promise<PaymentPlayer> {
  const profile = await findProfile(db, playerId);
  return {
    id: playerId,
    email: profile.email,
    currency: profile.currency,
    countryCode: profile.country_code,
    subdivision: profile.subdivision,
    region: profile.subdivision ?? profile.country_code,
  };
}

export interface JurisdictionSettings {
  code: string;
  withdrawalReversal: boolean;
}

const fallbackJurisdiction = 'MT';

/** The player's jurisdiction (docs/api.md): their subdivision when it has a row, else their country's, else MT's. */
export async function jurisdictionOf(db: Queryable, player: Pick<PaymentPlayer, 'countryCode' | 'subdivision'>): Promise<JurisdictionSettings> {
  const result = await db.query<{ code: string; withdrawal_reversal: boolean }>(
    `SELECT code, withdrawal_reversal FROM jurisdictions WHERE code = ANY ($1::text[])
     ORDER BY array_position($1::text[], code) LIMIT 1`,
    [[player.subdivision ?? '', player.countryCode, fallbackJurisdiction]],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error(`No jurisdiction row for ${player.countryCode} nor ${fallbackJurisdiction}`);
  return { code: row.code, withdrawalReversal: row.withdrawal_reversal };
}

export async function updateJurisdiction(db: Queryable, code: string, settings: { withdrawalReversal: boolean }): Promise<JurisdictionSettings | null> {
  const result = await db.query<{ code: string; withdrawal_reversal: boolean }>(
    'UPDATE jurisdictions SET withdrawal_reversal = $2 WHERE code = $1 RETURNING code, withdrawal_reversal',
    [code, settings.withdrawalReversal],
  );
  const row = result.rows[0];
  return row === undefined ? null : { code: row.code, withdrawalReversal: row.withdrawal_reversal };
}

/** `b••@demo.test`: enough for the sender to recognise the recipient, not to read their address. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '••';
  return `${email.slice(0, 1)}••${email.slice(at)}`;
}
