export * from './history';
export * from './payments';
export * from './ports';
export * from './statement';
export * from './withdraw-options';
export * from './withdrawals';
export * from './cashier-pages';
