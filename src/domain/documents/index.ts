export * from './documents';
export * from './ports';
