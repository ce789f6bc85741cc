export * from './pin-code';
export * from './ports';
