import { left, right, type Either } from 'fp-ts/Either';
import type { Bonus, BonusFailure, BonusGateway, BonusOverview } from '../../domain/bonus';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { sessionPath, type HttpClient } from '../shared/http-client';
import { bonusOf, overviewOf, WireBonus, WireOverview } from './bonus-codec';
import { bonusFailureOf } from './bonus-failures';

/** Issue 22: `/services/wallet-gateway/v1/profiles/{session}/bonuses` (docs/api.md "Bonuses"). */
export class HttpBonusGateway implements BonusGateway {
  constructor(private readonly http: HttpClient) {}

  async overview(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, BonusOverview>> {
    const body = await this.http.json({ method: 'GET', path: sessionPath`/services/wallet-gateway/v1/profiles/${session}/bonuses`, session, signal }, WireOverview);
    return body._tag === 'Left' ? body : overviewOf(body.right);
  }

  async optIn(session: SessionId, offerId: string): Promise<Either<BonusFailure, Bonus>> {
    const body = await this.http.json({ method: 'POST', path: sessionPath`/services/wallet-gateway/v1/profiles/${session}/bonuses`, session, body: { offerId } }, WireBonus);
    return this.bonusFrom(body);
  }

  async forfeit(session: SessionId, bonusId: string): Promise<Either<BonusFailure, Bonus>> {
    const body = await this.http.json({ method: 'POST', path: sessionPath`/services/wallet-gateway/v1/profiles/${session}/bonuses/${bonusId}/forfeit`, session, body: {} }, WireBonus);
    return this.bonusFrom(body);
  }

  private bonusFrom(body: Either<GatewayError, typeof WireBonus._A>): Either<BonusFailure, Bonus> {
    if (body._tag === 'Left') return left(bonusFailureOf(body.left));
    const bonus = bonusOf(body.right);
    return bonus === null ? left({ code: 'UNAVAILABLE' }) : right(bonus);
  }
}
