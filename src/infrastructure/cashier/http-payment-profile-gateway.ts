import { map, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { PaymentProfile, PaymentProfileGateway } from '../../domain/cashier';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, ShortString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';

const InfoBody = t.type({ cp: BoundedArray(ShortString, 50), ct: ShortString, ftd: t.boolean });

/** CASH-02: `GET /services/payment/profiles/{session}/info`. */
export class HttpPaymentProfileGateway implements PaymentProfileGateway {
  constructor(private readonly http: HttpClient) {}

  async info(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, PaymentProfile>> {
    const body = await this.http.json({ method: 'GET', path: sessionPath`/services/payment/profiles/${session}/info`, session, signal }, InfoBody);
    return map((info: t.TypeOf<typeof InfoBody>): PaymentProfile => ({ cp: [...info.cp], ct: info.ct, ftd: info.ftd }))(body);
  }
}
