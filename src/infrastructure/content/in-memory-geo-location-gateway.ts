import { left, right, type Either } from 'fp-ts/Either';
import type { GeoLocationGateway } from '../../domain/content';
import type { SessionRejectionReporter } from '../../domain/session';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryGeoLocationGateway implements GeoLocationGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    // Public call: no session to reject.
    _rejections: SessionRejectionReporter,
  ) {}

  async locate(): Promise<Either<GatewayError, void>> {
    const failure = this.platform.receive({ operation: 'geolocation' });
    if (failure !== null) return left(failure);
    const status = this.platform.content.locate();
    return status === 202 ? right(undefined) : left(httpError(status));
  }
}
