export * from './areas';
export * from './legacy-messages';
export * from './links';
export * from './ports';
