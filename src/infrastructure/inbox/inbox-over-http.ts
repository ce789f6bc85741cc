import { overHttp } from '../shared/over-http';
import { HttpInboxGateway } from './http-inbox-gateway';
import type { InboxGateways } from './inbox.module';

export const inboxOverHttp: InboxGateways = { inbox: overHttp(HttpInboxGateway) };
