import type { AffiliateService } from '../../application/contact/affiliate-service';
import type { ContactService } from '../../application/contact/contact-service';
import { ContactTokens } from '../../application/contact/tokens';
import { useService } from '../shared/container';

export const useContactService = () => useService<ContactService>(ContactTokens.ContactService);
export const useAffiliateService = () => useService<AffiliateService>(ContactTokens.AffiliateService);
