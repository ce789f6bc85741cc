import { ContainerModule } from 'inversify';
import { AffiliateService } from '../../application/contact/affiliate-service';
import { ContactService } from '../../application/contact/contact-service';
import { ContactTokens } from '../../application/contact/tokens';
import type { AffiliateGateway, ContactGateway } from '../../domain/contact';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface ContactGateways {
  readonly contact: AdapterFactory<ContactGateway>;
  readonly affiliate: AdapterFactory<AffiliateGateway>;
}

/** A deferred context (application/shared/deferred-contexts.ts): bound when the contact or affiliate page first opens. */
export const contactModule = (gateways: ContactGateways) =>
  new ContainerModule(({ bind }) => {
    bind<ContactGateway>(ContactTokens.ContactGateway).toDynamicValue(gateways.contact).inSingletonScope();
    bind<AffiliateGateway>(ContactTokens.AffiliateGateway).toDynamicValue(gateways.affiliate).inSingletonScope();
    bind(ContactTokens.ContactService).to(ContactService).inSingletonScope();
    bind(ContactTokens.AffiliateService).to(AffiliateService).inSingletonScope();
  });
