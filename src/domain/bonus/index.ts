export * from './bonus';
export * from './ports';
