import { overHttp } from '../shared/over-http';
import { HttpClient } from '../shared/http-client';
import { InfrastructureTokens } from '../shared/tokens';
import type { ContentGateways } from './content.module';
import { HttpContentGateway } from './http-content-gateway';
import { HttpGeoLocationGateway } from './http-geo-location-gateway';

export const contentOverHttp: ContentGateways = {
  content: (context, decoding) => new HttpContentGateway(context.get<HttpClient>(InfrastructureTokens.HttpClient), decoding),
  geoLocation: overHttp(HttpGeoLocationGateway),
};
