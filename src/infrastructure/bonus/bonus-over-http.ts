import { overHttp } from '../shared/over-http';
import type { BonusGateways } from './bonus.module';
import { HttpBonusGateway } from './http-bonus-gateway';

export const bonusOverHttp: BonusGateways = { bonus: overHttp(HttpBonusGateway) };
