import { overHttp } from '../shared/over-http';
import { HttpLimitsGateway } from './http-limits-gateway';
import type { SaferGamblingGateways } from './safer-gambling.module';

export const saferGamblingOverHttp: SaferGamblingGateways = {
  limits: overHttp(HttpLimitsGateway),
};
