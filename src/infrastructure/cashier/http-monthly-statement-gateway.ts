import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { parseStatementMonth, type MonthlyStatement, type MonthlyStatementGateway, type StatementMonth } from '../../domain/cashier';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, ShortString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';
import { MinorAmount, moneyOf } from './cashier-codecs';

const StatementBody = t.type({
  currency: ShortString,
  months: BoundedArray(t.type({ month: ShortString, deposits: MinorAmount, withdrawals: MinorAmount, netPosition: MinorAmount }), 24),
});

const toStatement = (body: t.TypeOf<typeof StatementBody>): Either<GatewayError, MonthlyStatement> => {
  const months: StatementMonth[] = [];
  for (const wire of body.months) {
    const deposits = moneyOf(wire.deposits, body.currency);
    const withdrawals = moneyOf(wire.withdrawals, body.currency);
    const netPosition = moneyOf(wire.netPosition, body.currency);
    // A month the page could not name, or a currency it cannot format, would show wrong: the answer fails.
    if (deposits === null || withdrawals === null || netPosition === null || parseStatementMonth(wire.month) === null) {
      return left({ code: 'DECODE', detail: `unreadable statement month ${wire.month}` });
    }
    months.push({ month: wire.month, deposits, withdrawals, netPosition });
  }
  return right({ months });
};

/** SG-11: the monthly statement (docs/api.md "Monthly statement"). */
export class HttpMonthlyStatementGateway implements MonthlyStatementGateway {
  constructor(private readonly http: HttpClient) {}

  async statement(session: SessionId, months: number, signal?: AbortSignal): Promise<Either<GatewayError, MonthlyStatement>> {
    const body = await this.http.json(
      { method: 'GET', path: sessionPath`/services/payment/v1/profiles/${session}/statement`, query: { months }, session, signal },
      StatementBody,
    );
    return body._tag === 'Left' ? body : toStatement(body.right);
  }
}
