import { overHttp } from '../shared/over-http';
import type { ContactGateways } from './contact.module';
import { HttpAffiliateGateway } from './http-affiliate-gateway';
import { HttpContactGateway } from './http-contact-gateway';

export const contactOverHttp: ContactGateways = {
  contact: overHttp(HttpContactGateway),
  affiliate: overHttp(HttpAffiliateGateway),
};
