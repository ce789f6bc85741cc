import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { ReversalError, Withdrawal, WithdrawalsGateway } from '../../domain/cashier';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, ShortString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';
import { Identifier, Instant, MinorAmount, moneyOf } from './cashier-codecs';
import { idempotencyKeyFor } from './idempotency-key';

const WithdrawalBody = t.type({
  id: Identifier,
  status: t.keyof({ PENDING: null, APPROVED: null, REJECTED: null, REVERSED: null }),
  amount: MinorAmount,
  currency: ShortString,
  formattedAmount: ShortString,
  method: ShortString,
  createdAt: Instant,
  reversible: t.boolean,
});

type WithdrawalWire = t.TypeOf<typeof WithdrawalBody>;

const toWithdrawal = (wire: WithdrawalWire): Withdrawal | null => {
  const amount = moneyOf(wire.amount, wire.currency);
  if (amount === null || amount.minor <= 0) return null;
  return { id: wire.id, status: wire.status, amount, formattedAmount: wire.formattedAmount, method: wire.method, createdAt: wire.createdAt, reversible: wire.reversible };
};

const REVERSAL_REFUSALS: Readonly<Record<string, ReversalError['code']>> = {
  REVERSAL_NOT_ALLOWED: 'REVERSAL_NOT_ALLOWED',
  NOT_PENDING: 'NOT_PENDING',
  EXCLUDED: 'ON_BREAK',
};

const reversalErrorOf = (error: GatewayError): ReversalError => {
  if (error.code !== 'HTTP') return { code: 'FAILED', cause: error };
  const refusal = error.errorCode === undefined ? undefined : REVERSAL_REFUSALS[error.errorCode];
  if (refusal === 'REVERSAL_NOT_ALLOWED' && error.status === 403) return { code: 'REVERSAL_NOT_ALLOWED' };
  if (refusal === 'NOT_PENDING' && error.status === 409) return { code: 'NOT_PENDING' };
  if (refusal === 'ON_BREAK' && error.status === 403) return { code: 'ON_BREAK' };
  if (error.status === 404) return { code: 'NOT_FOUND' };
  return { code: 'FAILED', cause: error };
};

/** CASH-05: the player's pending withdrawals, and cancelling one (a reversal). */
export class HttpWithdrawalsGateway implements WithdrawalsGateway {
  constructor(private readonly http: HttpClient) {}

  async pending(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly Withdrawal[]>> {
    const body = await this.http.json(
      { method: 'GET', path: sessionPath`/services/payment/v1/profiles/${session}/withdrawals`, query: { status: 'PENDING' }, session, signal },
      BoundedArray(WithdrawalBody, 500),
    );
    if (body._tag === 'Left') return body;
    const withdrawals: Withdrawal[] = [];
    for (const wire of body.right) {
      const withdrawal = toWithdrawal(wire);
      // A withdrawal whose amount cannot be shown right is not shown wrong: the whole answer fails.
      if (withdrawal === null) return left({ code: 'DECODE', detail: `unreadable withdrawal ${wire.id}` });
      if (withdrawal.status === 'PENDING') withdrawals.push(withdrawal);
    }
    return right(withdrawals);
  }

  async reverse(session: SessionId, withdrawalId: string): Promise<Either<ReversalError, Withdrawal>> {
    const body = await this.http.json(
      {
        method: 'POST',
        path: sessionPath`/services/payment/v1/profiles/${session}/withdrawals/${withdrawalId}/reversal`,
        headers: { 'Idempotency-Key': idempotencyKeyFor('reversal', withdrawalId) },
        body: {},
        session,
      },
      WithdrawalBody,
    );
    if (body._tag === 'Left') return left(reversalErrorOf(body.left));
    const withdrawal = toWithdrawal(body.right);
    return withdrawal === null ? left({ code: 'FAILED', cause: { code: 'DECODE', detail: 'unreadable reversal' } }) : right(withdrawal);
  }
}
