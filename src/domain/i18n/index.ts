export * from './language';
export * from './ports';
