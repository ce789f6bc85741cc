import { overHttp } from '../shared/over-http';
import { HttpLogoutGateway } from './http-logout-gateway';
import { HttpProfileGateway } from './http-profile-gateway';
import type { SessionGateways } from './session.module';

export const sessionOverHttp: SessionGateways = {
  logout: overHttp(HttpLogoutGateway),
  profile: overHttp(HttpProfileGateway),
};
