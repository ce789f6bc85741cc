export * from './ports';
export * from './site-config';
export * from './jurisdiction';
