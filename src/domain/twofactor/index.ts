export * from './mfa-failure';
export * from './ports';
export * from './twofactor';
export * from './stores';
