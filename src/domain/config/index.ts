export * from './ports';
export * from './site-config';
