import { map, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { MethodGroup, MethodGroupQuery, MethodGroupsGateway } from '../../domain/cashier';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, ShortString } from '../shared/codecs';
import type { HttpClient } from '../shared/http-client';

const GroupsBody = BoundedArray(t.type({ code: ShortString, name: ShortString, methods: BoundedArray(ShortString, 100) }), 100);

/** CASH-03: `GET /services/routing/config/payment-methods/method-groups?brand&channel&cp&ct&currency&paymentType&region` (no session). */
export class HttpMethodGroupsGateway implements MethodGroupsGateway {
  constructor(private readonly http: HttpClient) {}

  async groups(query: MethodGroupQuery, signal?: AbortSignal): Promise<Either<GatewayError, readonly MethodGroup[]>> {
    const body = await this.http.json(
      {
        method: 'GET',
        path: '/services/routing/config/payment-methods/method-groups',
        query: {
          brand: query.brand,
          channel: query.channel,
          cp: query.cp.join(','),
          ct: query.ct,
          currency: query.currency,
          paymentType: query.paymentType,
          region: query.region,
        },
        signal,
      },
      GroupsBody,
    );
    return map((groups: t.TypeOf<typeof GroupsBody>): readonly MethodGroup[] => groups.map((group) => ({ code: group.code, name: group.name, methods: [...group.methods] })))(body);
  }
}
