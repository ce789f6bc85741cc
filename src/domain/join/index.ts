export * from './next-step';
export * from './overlay';
export * from './ports';
export * from './sign-up';
export * from './sign-up-checks';
