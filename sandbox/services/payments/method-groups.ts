import type { Queryable } from '../../kernel/database/database.ts';

export type PaymentType = 'D' | 'W';
export type Channel = 'DESKTOP' | 'MOBILE';

export interface MethodGroup {
  code: string;
  name: string;
  methods: string[];
}

export interface MethodGroupQuery {
  paymentType: PaymentType;
  currency: string;
  /** An ISO 3166-2 subdivision (`ES-MD`) or a country (`ES`). */
  region: string;
  /** Absent: a group limited to some channels is still offered (the platform asks on the player's behalf). */
  channel?: Channel;
}

/** The country of a region: `ES` of `ES-MD`, `MT` of `MT`. */
export const countryOf = (region: string): string => region.split('-')[0] ?? region;

/** The groups offered for a payment type, currency, region and channel, in the routing table's order. */
export async function methodGroups(db: Queryable, query: MethodGroupQuery): Promise<MethodGroup[]> {
  const result = await db.query<MethodGroup>(
    `SELECT code, name, methods FROM payment_method_groups
     WHERE payment_type = $1
       AND (currencies IS NULL OR $2 = ANY (currencies))
       AND (channels IS NULL OR $3::text IS NULL OR $3 = ANY (channels))
       AND NOT ($4 = ANY (excluded_regions) OR $5 = ANY (excluded_regions))
     ORDER BY position, code`,
    [query.paymentType, query.currency, query.channel ?? null, query.region, countryOf(query.region)],
  );
  return result.rows.map((row) => ({ code: row.code, name: row.name, methods: [...row.methods] }));
}

/** Whether the group `code` is offered for the query. */
export async function offersGroup(db: Queryable, code: string, query: MethodGroupQuery): Promise<boolean> {
  return (await methodGroups(db, query)).some((group) => group.code === code);
}
