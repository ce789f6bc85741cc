import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { IdempotencyKey, Redemption, RedemptionFailure, RedemptionGateway } from '../../domain/loyalty';
import type { SessionId } from '../../domain/session';
import { parseCurrency } from '../../domain/wallet';
import { BoundedString, Count, NonNegativeAmount, ShortString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';
import { redemptionFailureOf } from './redemption-failures';

const RedemptionBody = t.type({
  redeemedPoints: Count,
  bonusAmount: Count,
  currency: ShortString,
  formattedAmount: BoundedString(64),
  remainingPoints: NonNegativeAmount,
});

const toRedemption = (body: t.TypeOf<typeof RedemptionBody>): Either<RedemptionFailure, Redemption> => {
  const currency = parseCurrency(body.currency);
  if (currency === null) return left({ code: 'REFUSED' });
  return right({
    redeemedPoints: body.redeemedPoints,
    bonus: { minor: body.bonusAmount, currency },
    formattedAmount: body.formattedAmount,
    remainingPoints: body.remainingPoints,
  });
};

/** LOY-05: redeeming points for bonus money. */
export class HttpRedemptionGateway implements RedemptionGateway {
  constructor(private readonly http: HttpClient) {}

  /** LOY-05: `POST /services/loyalty-points/v1/players/{session}/redeem` with `{points}` and the attempt's `Idempotency-Key`. */
  async redeem(session: SessionId, points: number, key: IdempotencyKey): Promise<Either<RedemptionFailure, Redemption>> {
    const body = await this.http.json(
      { method: 'POST', path: sessionPath`/services/loyalty-points/v1/players/${session}/redeem`, session, headers: { 'Idempotency-Key': key }, body: { points } },
      RedemptionBody,
    );
    return body._tag === 'Right' ? toRedemption(body.right) : left(redemptionFailureOf(body.left));
  }
}
