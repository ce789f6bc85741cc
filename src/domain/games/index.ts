export * from './game';
