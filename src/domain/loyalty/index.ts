export * from './loyalty';
export * from './ports';
