import { overHttp } from '../shared/over-http';
import { HttpRegistrationGateway } from './http-registration-gateway';
import type { JoinAdapters } from './join.module';

export const joinOverHttp: JoinAdapters = {
  registration: overHttp(HttpRegistrationGateway),
};
