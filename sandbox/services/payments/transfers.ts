import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../kernel/database/database.ts';
import { formatMinor, minorUnitsOf, unitsOfMinor } from '../../kernel/money.ts';
import { movementRefusal } from '../responsible-gambling/index.ts';
import { houseAccount, playerAccount, postTransaction } from '../wallet/index.ts';
import { heldIn, type LockedHoldings, type MoneyAnswer } from './idempotent-movement.ts';
import { maskedEmail } from './payment-players.ts';

export interface TransferToMake {
  senderId: number;
  recipient: { id: number; email: string };
  amount: number;
  currency: string;
  at: Date;
}

/**
 * What the sender is told when the recipient may not receive the money now (a break, a deposit limit):
 * that it was not sent, not why, which is the recipient's own business (docs/decisions.md).
 */
export const recipientCannotReceiveBody = {
  errorCode: 'RECIPIENT_CANNOT_RECEIVE',
  message: 'This player cannot receive money now. Nothing was sent.',
} as const;

/**
 * The sender's cash → the recipient's cash, from the sender's withdrawable balance only, as two ledger
 * transactions through the house's transfer account: `transfer_out` on the sender's side and
 * `transfer_in` on the recipient's, so money coming in is counted as the recipient's (SG-04's deposit
 * limits). The caller holds both players' accounts locked: the recipient's break and deposit limits are
 * decided under the same lock as a deposit of theirs would be, before anything moves.
 */
export async function makeTransfer(db: Queryable, holdings: LockedHoldings, transfer: TransferToMake): Promise<MoneyAnswer> {
  const amount = unitsOfMinor(transfer.amount, transfer.currency);
  const withdrawable = heldIn(holdings.get(transfer.senderId), 'cash', transfer.currency);
  if (amount > withdrawable) {
    return {
      status: 402,
      body: { errorCode: 'INSUFFICIENT_FUNDS', message: 'The withdrawable balance is smaller.', withdrawable: minorUnitsOf(withdrawable > 0n ? withdrawable : 0n, transfer.currency) },
    };
  }
  const refused = await movementRefusal(db, { playerId: transfer.recipient.id, currency: transfer.currency, kind: 'DEPOSIT', amount: transfer.amount, nowMs: transfer.at.getTime() });
  if (refused !== null) return { status: 409, body: recipientCannotReceiveBody };
  const id = `trf_${randomBytes(9).toString('base64url')}`;
  await db.query('INSERT INTO transfers (id, sender_id, recipient_id, amount, currency, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    transfer.senderId,
    transfer.recipient.id,
    transfer.amount,
    transfer.currency,
    transfer.at,
  ]);
  const inTransit = houseAccount('house_transfers', transfer.currency);
  await postTransaction(db, {
    kind: 'transfer_out',
    idempotencyKey: `transfer-out:${id}`,
    reference: id,
    at: transfer.at,
    postings: [
      { account: playerAccount(transfer.senderId, 'cash', transfer.currency), amount: -amount },
      { account: inTransit, amount },
    ],
  });
  await postTransaction(db, {
    kind: 'transfer_in',
    idempotencyKey: `transfer-in:${id}`,
    reference: id,
    at: transfer.at,
    postings: [
      { account: inTransit, amount: -amount },
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
