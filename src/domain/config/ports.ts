import type { Either } from 'fp-ts/Either';
import type { GatewayError } from '../shared/gateway-error';
import type { SiteConfig } from './site-config';

export interface SiteConfigGateway {
  load(): Promise<Either<GatewayError, SiteConfig>>;
}
