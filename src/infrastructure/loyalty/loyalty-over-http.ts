import { overHttp } from '../shared/over-http';
import { HttpLoyaltyGateway } from './http-loyalty-gateway';
import type { LoyaltyGateways } from './loyalty.module';

export const loyaltyOverHttp: LoyaltyGateways = { loyalty: overHttp(HttpLoyaltyGateway) };
