export * from './loyalty';
export * from './ports';
export * from './redemption';
export * from './tier-progress';
