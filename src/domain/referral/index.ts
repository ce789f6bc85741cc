export * from './arrival';
export * from './arrival-check';
export * from './ports';
export * from './referral';
export * from './rules';
