export * from './login';
export * from './password-recovery';
export * from './ports';
export * from './redirect';
export * from './required-action-pages';
export * from './session-id';
export * from './user';
