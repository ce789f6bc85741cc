import { left, map, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { SessionId } from '../../domain/session/session-id';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { isBalanceType, type BalanceEntry } from '../../domain/wallet/balances';
import { parseCurrency, toMinorUnits } from '../../domain/wallet/money';
import type { NotificationSummary } from '../../domain/wallet/notifications';
import type { NotificationsGateway, WalletGateway } from '../../domain/wallet/ports';
import { BoundedArray, Count, FiniteNumber, ShortString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';

const BalancesBody = BoundedArray(t.type({ type: ShortString, amount: FiniteNumber, currency: ShortString }), 100);

/**
 * Builds the entries field by field. Unknown types are ignored (the platform may add some); a known
 * type with an unreadable currency or amount fails the whole answer, so no wrong balance is shown.
 */
const toEntries = (body: t.TypeOf<typeof BalancesBody>): Either<GatewayError, readonly BalanceEntry[]> => {
  const entries: BalanceEntry[] = [];
  for (const raw of body) {
    if (!isBalanceType(raw.type)) continue;
    const currency = parseCurrency(raw.currency);
    const minor = currency === null ? null : toMinorUnits(raw.amount, currency);
    if (currency === null || minor === null) return left({ code: 'DECODE', detail: `unreadable ${raw.type} balance` });
    entries.push({ type: raw.type, amount: { minor, currency } });
  }
  return right(entries);
};

/** WAL-02: `GET /services/wallet-gateway/v1/profiles/{session}/balances`. */
export class HttpWalletGateway implements WalletGateway {
  constructor(private readonly http: HttpClient) {}

  async balances(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly BalanceEntry[]>> {
    const body = await this.http.json(
      // Polled every 30 s: a background refresh, so an unattended page still lets the session expire.
      { method: 'GET', path: sessionPath`/services/wallet-gateway/v1/profiles/${session}/balances`, session, signal, background: true },
      BalancesBody,
    );
    return body._tag === 'Left' ? body : toEntries(body.right);
  }
}

const SummaryBody = t.type({ acknowledged: Count, deleted: Count, numberOfMessages: Count });

/** WAL-11: `GET /services/notifications/v1/profiles/{session}/summary` (path decided, docs/api.md). */
export class HttpNotificationsGateway implements NotificationsGateway {
  constructor(private readonly http: HttpClient) {}

  async summary(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, NotificationSummary>> {
    const body = await this.http.json(
      { method: 'GET', path: sessionPath`/services/notifications/v1/profiles/${session}/summary`, session, signal, background: true },
      SummaryBody,
    );
    return map((summary: NotificationSummary): NotificationSummary => ({ ...summary }))(body);
  }
}
