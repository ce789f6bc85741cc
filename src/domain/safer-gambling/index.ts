export * from './exclusion';
export * from './limit-input';
export * from './limits';
export * from './ports';
export * from './session-summary';
