import type { Queryable } from '../../kernel/database/database.ts';
import { formatMinor, minorUnitsOf, unitsOf } from '../../kernel/money.ts';
import { maskedEmail } from './payment-players.ts';

export const historyKinds = [
  'deposit', 'withdrawal', 'withdrawal_reversal', 'withdrawal_rejection', 'bet', 'win', 'sports_bet', 'sports_win',
  'transfer_in', 'transfer_out', 'redemption', 'adjustment',
] as const;
export type HistoryKind = (typeof historyKinds)[number];

export interface HistoryFilter {
  kinds: readonly HistoryKind[] | null;
  /** Inclusive, from midnight UTC. */
  from: Date | null;
  /** Exclusive: midnight UTC after the last day asked for. */
  until: Date | null;
}

export interface HistoryLine {
  id: string;
  kind: HistoryKind;
  /** The signed change to the player's money, in minor units. */
  amount: number;
  currency: string;
  formattedAmount: string;
  createdAt: string;
  /** The platform's own words for the line, in English: a client shows it only for a kind it does not know. */
  description: string;
  /** What a client needs to say the line in its player's language (docs/api.md). */
  details: HistoryDetails;
  /** CSH-06: where a deposit or a withdrawal stands; other lines have none. */
  status?: HistoryStatus;
}

/** CSH-06: a deposit's or a withdrawal's status, in the history's words. */
export type HistoryStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

export interface HistoryDetails {
  method?: 'card' | 'bank_transfer' | 'e_wallet';
  /** A deposit's card. */
  cardLast4?: string;
  /** A bank transfer's account, as the player named it (masked). */
  bankAccount?: string;
  /** The other player of a transfer, masked. */
  counterparty?: string;
}

/**
 * One line per ledger transaction and currency touching the player: the sum of its entries over
 * the player's accounts, a pending withdrawal not counting as the player's money (it left at the
 * request, so its payout is no line). A re-denomination of the wallet (`currency_change`) is no
 * movement of money. A transfer is `transfer_out` or `transfer_in` by its sign.
 */
const historyLines = `
  WITH lines AS (
    SELECT t.id, t.kind AS ledger_kind, t.reference, t.created_at, a.currency,
           sum(e.amount) FILTER (WHERE a.kind <> 'pending_withdrawal') AS amount
    FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.player_id = $1 AND t.kind NOT IN ('withdrawal_payout', 'currency_change')
    GROUP BY t.id, a.currency
  )
  SELECT id::text AS id, reference, created_at, currency, amount, NULL::bigint AS minor_amount, id AS seq,
         CASE ledger_kind
           WHEN 'transfer' THEN CASE WHEN amount < 0 THEN 'transfer_out' ELSE 'transfer_in' END
           WHEN 'opening_balance' THEN 'adjustment'
           ELSE ledger_kind
         END AS kind
  FROM lines WHERE amount IS NOT NULL AND amount <> 0
  UNION ALL
  -- CSH-06: a deposit that moved no money (waiting for its confirmation, declined, failed) is a
  -- line too, with the amount asked: its status says that nothing moved.
  SELECT d.id, d.id, d.created_at, d.currency, NULL, d.amount, NULL, 'deposit'
  FROM deposits d WHERE d.player_id = $1 AND d.status <> 'COMPLETED'`;

const matching = `
  SELECT * FROM (${historyLines}) AS history
  WHERE ($2::text[] IS NULL OR kind = ANY ($2::text[]))
    AND ($3::timestamptz IS NULL OR created_at >= $3)
    AND ($4::timestamptz IS NULL OR created_at < $4)`;

interface HistoryRow {
  id: string;
  kind: HistoryKind;
  amount: string | null;
  /** A deposit that moved no money: the amount asked, in minor units. */
  minor_amount: string | null;
  currency: string;
  created_at: Date;
  card_last4: string | null;
  deposit_method: string | null;
  deposit_status: string | null;
  account_hint: string | null;
  withdrawal_status: string | null;
  withdrawal_method: string | null;
  account_label: string | null;
  sender_email: string | null;
  recipient_email: string | null;
}

function describe(row: HistoryRow): string {
  switch (row.kind) {
    case 'deposit':
      if (row.deposit_method === 'CBT') return `Bank transfer deposit${row.account_hint === null ? '' : ` from ${row.account_hint}`}`;
      if (row.deposit_method === 'EWL') return `E-wallet deposit${row.account_hint === null ? '' : ` from ${row.account_hint}`}`;
      return row.card_last4 === null ? 'Deposit' : `Card deposit •••• ${row.card_last4}`;
    case 'withdrawal':
      if (row.withdrawal_method === 'CBT') return `Withdrawal by bank transfer${row.account_label === null ? '' : ` to ${row.account_label}`}`;
      return 'Withdrawal to card';
    case 'withdrawal_reversal':
      return 'Withdrawal cancelled';
    case 'withdrawal_rejection':
      return 'Withdrawal rejected';
    case 'bet':
      return 'Casino bet';
    case 'win':
      return 'Casino win';
    case 'sports_bet':
      return 'Sports bet';
    case 'sports_win':
      return 'Sports win';
    case 'transfer_out':
      return row.recipient_email === null ? 'Transfer sent' : `Sent to ${maskedEmail(row.recipient_email)}`;
    case 'transfer_in':
      return row.sender_email === null ? 'Transfer received' : `Received from ${maskedEmail(row.sender_email)}`;
    case 'redemption':
      return 'Loyalty points redeemed';
    case 'adjustment':
      return 'Balance adjustment';
  }
}

function detailsOf(row: HistoryRow): HistoryDetails {
  switch (row.kind) {
    case 'deposit':
      if (row.deposit_method === 'CBT') return row.account_hint === null ? { method: 'bank_transfer' } : { method: 'bank_transfer', bankAccount: row.account_hint };
      if (row.deposit_method === 'EWL') return { method: 'e_wallet' };
      return row.card_last4 === null ? {} : { method: 'card', cardLast4: row.card_last4 };
    case 'withdrawal':
      if (row.withdrawal_method === 'CBT') return row.account_label === null ? { method: 'bank_transfer' } : { method: 'bank_transfer', bankAccount: row.account_label };
      return { method: 'card' };
    case 'transfer_out':
      return row.recipient_email === null ? {} : { counterparty: maskedEmail(row.recipient_email) };
    case 'transfer_in':
      return row.sender_email === null ? {} : { counterparty: maskedEmail(row.sender_email) };
    default:
      return {};
  }
}

const depositStatuses: Readonly<Record<string, HistoryStatus>> = { COMPLETED: 'approved', CONFIRMATION_REQUIRED: 'pending', DECLINED: 'rejected', FAILED: 'cancelled' };
const withdrawalStatuses: Readonly<Record<string, HistoryStatus>> = { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected', REVERSED: 'cancelled' };

/** CSH-06: a deposit's status from its deposit, a withdrawal's from its withdrawal; none for other lines. */
function statusOf(row: HistoryRow): HistoryStatus | undefined {
  if (row.kind === 'deposit' && row.deposit_status !== null) return depositStatuses[row.deposit_status];
  if (row.kind === 'withdrawal' && row.withdrawal_status !== null) return withdrawalStatuses[row.withdrawal_status];
  return undefined;
}

function line(row: HistoryRow): HistoryLine {
  const amount = row.minor_amount !== null ? Number(row.minor_amount) : minorUnitsOf(unitsOf(row.amount ?? '0'), row.currency);
  const status = statusOf(row);
  return {
    id: `txn_${row.id}`,
    kind: row.kind,
    amount,
    currency: row.currency,
    formattedAmount: formatMinor(amount, row.currency),
    createdAt: row.created_at.toISOString(),
    description: describe(row),
    details: detailsOf(row),
    ...(status === undefined ? {} : { status }),
  };
}

function parameters(playerId: number, filter: HistoryFilter): unknown[] {
  return [playerId, filter.kinds, filter.from, filter.until];
}

/** The player's lines matching the filter, newest first, `limit` of them after skipping `offset`. */
export async function historyPage(db: Queryable, playerId: number, filter: HistoryFilter, limit: number, offset: number): Promise<HistoryLine[]> {
  const result = await db.query<HistoryRow>(
    `SELECT h.id, h.kind, h.amount::text AS amount, h.minor_amount::text AS minor_amount, h.currency, h.created_at,
            d.card_last4, d.method AS deposit_method, d.status AS deposit_status, d.account_hint, w.status AS withdrawal_status, w.method AS withdrawal_method, la.label AS account_label,
            sender.email AS sender_email, recipient.email AS recipient_email
     FROM (${matching}) AS h
     LEFT JOIN deposits d ON d.id = h.reference
     LEFT JOIN withdrawals w ON w.id = h.reference
     LEFT JOIN linked_accounts la ON la.player_id = w.player_id AND la.id = w.account_id
     LEFT JOIN transfers tr ON tr.id = h.reference
     LEFT JOIN profiles sender ON sender.player_id = tr.sender_id
     LEFT JOIN profiles recipient ON recipient.player_id = tr.recipient_id
     ORDER BY h.created_at DESC, h.seq DESC NULLS LAST, h.id DESC
     LIMIT $5 OFFSET $6`,
    [...parameters(playerId, filter), limit, offset],
  );
  return result.rows.map(line);
}

export async function historyCount(db: Queryable, playerId: number, filter: HistoryFilter): Promise<number> {
  const result = await db.query<{ total: number }>(`SELECT count(*)::integer AS total FROM (${matching}) AS h`, parameters(playerId, filter));
  return result.rows[0]?.total ?? 0;
}
