import { overHttp } from '../shared/over-http';
import { HttpRedemptionGateway } from './http-redemption-gateway';
import type { RedemptionGateways } from './redemption.module';

export const redemptionOverHttp: RedemptionGateways = { redemption: overHttp(HttpRedemptionGateway) };
