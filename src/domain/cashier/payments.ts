import type { User } from '../session';
import type { GeoLocation } from '../shared/geo-filter';

/** CASH-02: the player's payment profile, from `/services/payment/profiles/{session}/info`. */
export interface PaymentProfile {
  /** The player's payment profiles (codes). */
  readonly cp: readonly string[];
  /** Customer type. */
  readonly ct: string;
  /** Whether the player has made a first deposit. */
  readonly ftd: boolean;
}

export type PaymentChannel = 'DESKTOP' | 'MOBILE';

/** `D` deposit, `W` withdrawal. */
export type PaymentType = 'D' | 'W';

/** CASH-03: what the method groups are asked with (brand, currency, device, country and subdivision). */
export interface MethodGroupQuery {
  readonly brand: string;
  readonly channel: PaymentChannel;
  readonly cp: readonly string[];
  readonly ct: string;
  readonly currency: string;
  readonly paymentType: PaymentType;
  readonly region: string;
}

export interface MethodGroup {
  readonly code: string;
  readonly name: string;
  readonly methods: readonly string[];
}

const SUBDIVISION = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;
const COUNTRY = /^[A-Z]{2}$/;

/**
 * CASH-03's region: the subdivision of the player's address (ISO 3166-2), else its country, else
 * where the site located the player. The address comes first because payments follow the player's
 * jurisdiction, which the platform reads from the address too (docs/decisions.md).
 */
export const paymentRegionOf = (user: Pick<User, 'countryCode' | 'subdivision'>, located: GeoLocation | null): string | null => {
  const subdivision = user.subdivision?.toUpperCase() ?? '';
  if (SUBDIVISION.test(subdivision)) return subdivision;
  const country = user.countryCode?.toUpperCase() ?? '';
  if (COUNTRY.test(country)) return country;
  if (located !== null && SUBDIVISION.test(located.subdivision)) return located.subdivision;
  if (located !== null && COUNTRY.test(located.country)) return located.country;
  return null;
};

/** CASH-03: the withdrawal method groups' query for this player on this device. */
export const withdrawalGroupsQuery = (
  profile: PaymentProfile,
  player: { readonly currency: string; readonly region: string },
  site: { readonly brand: string; readonly channel: PaymentChannel },
): MethodGroupQuery => ({
  brand: site.brand,
  channel: site.channel,
  cp: profile.cp,
  ct: profile.ct,
  currency: player.currency,
  paymentType: 'W',
  region: player.region,
});
