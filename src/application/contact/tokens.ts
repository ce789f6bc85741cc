export const ContactTokens = {
  ContactGateway: Symbol.for('contact.ContactGateway'),
  ContactService: Symbol.for('contact.ContactService'),
  AffiliateGateway: Symbol.for('contact.AffiliateGateway'),
  AffiliateService: Symbol.for('contact.AffiliateService'),
} as const;
