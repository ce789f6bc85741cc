export * from './balances';
export * from './display';
export * from './money';
export * from './notifications';
export * from './ports';
