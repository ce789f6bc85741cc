export * from './referral';
