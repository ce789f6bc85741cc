import type { Queryable } from '../../kernel/database/database.ts';
import { boundsOf, scaledBounds, type AmountBounds } from './payment-limits.ts';

export type PaymentType = 'D' | 'W';
export type Channel = 'DESKTOP' | 'MOBILE';

export interface MethodGroup {
  code: string;
  name: string;
  methods: string[];
  /** CSH-02: the smallest and largest amount of the group, in minor units of the query's currency. */
  limits: AmountBounds;
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
  const result = await db.query<{ code: string; name: string; methods: string[]; min_cents: string | null; max_cents: string | null }>(
    `SELECT code, name, methods, min_cents, max_cents FROM payment_method_groups
     WHERE payment_type = $1
       AND (currencies IS NULL OR $2 = ANY (currencies))
       AND (channels IS NULL OR $3::text IS NULL OR $3 = ANY (channels))
       AND NOT ($4 = ANY (excluded_regions) OR $5 = ANY (excluded_regions))
     ORDER BY position, code`,
    [query.paymentType, query.currency, query.channel ?? null, query.region, countryOf(query.region)],
  );
  const operation = boundsOf(query.paymentType === 'D' ? 'deposit' : 'withdrawal', query.currency);
  return result.rows.map((row) => {
    const own = scaledBounds(row.min_cents === null ? null : Number(row.min_cents), row.max_cents === null ? null : Number(row.max_cents), query.currency);
    // A group's limits lie within the operation's: the narrower bound wins.
    const limits = { min: Math.max(operation.min, own.min ?? operation.min), max: Math.min(operation.max, own.max ?? operation.max) };
    return { code: row.code, name: row.name, methods: [...row.methods], limits };
  });
}

/** Whether the group `code` is offered for the query. */
export async function offersGroup(db: Queryable, code: string, query: MethodGroupQuery): Promise<boolean> {
  return (await methodGroups(db, query)).some((group) => group.code === code);
}

/** The group `code` as offered for the query (its limits with it), or null when it is not offered. */
export async function offeredGroup(db: Queryable, code: string, query: MethodGroupQuery): Promise<MethodGroup | null> {
  return (await methodGroups(db, query)).find((group) => group.code === code) ?? null;
}
