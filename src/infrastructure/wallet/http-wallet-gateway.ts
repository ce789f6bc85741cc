import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { isBalanceType, parseCurrency, toMinorUnits, type BalanceEntry, type WalletGateway } from '../../domain/wallet';
import { BoundedArray, NonNegativeAmount, ShortString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';

const BalancesBody = BoundedArray(t.type({ type: ShortString, amount: NonNegativeAmount, currency: ShortString }), 100);

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
