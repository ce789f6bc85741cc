import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../kernel/database/database.ts';
import { formatMinor, minorUnitsOf, unitsOfMinor } from '../../kernel/money.ts';
import { playerAccount, postTransaction } from '../wallet/index.ts';
import { heldIn, type LockedHoldings, type MoneyAnswer } from './idempotent-movement.ts';
import { maskedEmail } from './payment-players.ts';

export interface TransferToMake {
  senderId: number;
  recipient: { id: number; email: string };
  amount: number;
  currency: string;
  at: Date;
}

/** The sender's cash → the recipient's cash, one ledger transaction, from the sender's withdrawable balance only. */
export async function makeTransfer(db: Queryable, holdings: LockedHoldings, transfer: TransferToMake): Promise<MoneyAnswer> {
  const amount = unitsOfMinor(transfer.amount, transfer.currency);
  const withdrawable = heldIn(holdings.get(transfer.senderId), 'cash', transfer.currency);
  if (amount > withdrawable) {
    return {
      status: 402,
      body: { errorCode: 'INSUFFICIENT_FUNDS', message: 'The withdrawable balance is smaller.', withdrawable: minorUnitsOf(withdrawable > 0n ? withdrawable : 0n, transfer.currency) },
    };
  }
  const id = `trf_${randomBytes(9).toString('base64url')}`;
  await db.query('INSERT INTO transfers (id, sender_id, recipient_id, amount, currency, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    transfer.senderId,
    transfer.recipient.id,
    transfer.amount,
    transfer.currency,
    transfer.at,
  ]);
  await postTransaction(db, {
    kind: 'transfer',
    idempotencyKey: `transfer:${id}`,
    reference: id,
    at: transfer.at,
    postings: [
      { account: playerAccount(transfer.senderId, 'cash', transfer.currency), amount: -amount },
      { account: playerAccount(transfer.recipient.id, 'cash', transfer.currency), amount },
    ],
  });
  return {
    status: 201,
    body: {
      id,
      status: 'COMPLETED',
      amount: transfer.amount,
      currency: transfer.currency,
      formattedAmount: formatMinor(transfer.amount, transfer.currency),
      recipient: maskedEmail(transfer.recipient.email),
      createdAt: transfer.at.toISOString(),
    },
  };
}
