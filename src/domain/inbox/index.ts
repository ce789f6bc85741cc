export * from './inbox';
export * from './ports';
