export * from './help';
export * from './highlight';
export * from './ports';
