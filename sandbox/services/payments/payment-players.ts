import type { Queryable } from '../../kernel/database/database.ts';
import { findProfile } from '../profile/index.ts';

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

// The jurisdiction's rules live in jurisdictions.ts; withdrawals and the control API have always read them from here.
export { jurisdictionOf, updateJurisdiction, type JurisdictionSettings } from './jurisdictions.ts';

/** `b••@demo.test`: enough for the sender to recognise the recipient, not to read their address. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '••';
  return `${email.slice(0, 1)}••${email.slice(at)}`;
}
