import { ContainerModule } from 'inversify';
import { InboxService } from '../../application/inbox/inbox-service';
import { InboxTokens } from '../../application/inbox/tokens';
import type { InboxGateway } from '../../domain/inbox';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface InboxGateways {
  readonly inbox: AdapterFactory<InboxGateway>;
}

/** A deferred context (application/shared/deferred-contexts.ts): bound when the inbox first opens. */
export const inboxModule = (gateways: InboxGateways) =>
  new ContainerModule(({ bind }) => {
    bind<InboxGateway>(InboxTokens.InboxGateway).toDynamicValue(gateways.inbox).inSingletonScope();
    bind(InboxTokens.InboxService).to(InboxService).inSingletonScope();
  });
