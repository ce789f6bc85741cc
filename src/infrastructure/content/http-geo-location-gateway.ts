import { left, right, type Either } from 'fp-ts/Either';
import type { GeoLocationGateway } from '../../domain/content';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import type { HttpClient } from '../shared/http-client';

export const GEOLOCATION_PATH = '/services/geolocation/subdivision';

/** GEO-03: the platform locates the player and sets the `st` cookie; it must answer 202. */
export class HttpGeoLocationGateway implements GeoLocationGateway {
  constructor(private readonly http: HttpClient) {}

  async locate(signal?: AbortSignal): Promise<Either<GatewayError, void>> {
    const reply = await this.http.send({ method: 'GET', path: GEOLOCATION_PATH, signal });
    if (reply._tag === 'Left') return reply;
    return reply.right.status === 202 ? right(undefined) : left(httpError(reply.right.status));
  }
}
