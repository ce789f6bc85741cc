export * from './mfa-failure';
export * from './ports';
export * from './two-factor';
export * from './stores';
