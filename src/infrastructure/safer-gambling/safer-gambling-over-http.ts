import { overHttp } from '../shared/over-http';
import { HttpExclusionGateway } from './http-exclusion-gateway';
import { HttpLimitsGateway } from './http-limits-gateway';
import { HttpSessionSummaryGateway } from './http-session-summary-gateway';
import type { SaferGamblingGateways } from './safer-gambling.module';

export const saferGamblingOverHttp: SaferGamblingGateways = {
  limits: overHttp(HttpLimitsGateway),
  sessionSummary: overHttp(HttpSessionSummaryGateway),
  exclusion: overHttp(HttpExclusionGateway),
};
