export * from './arrival';
export * from './ports';
export * from './referral';
export * from './rules';
