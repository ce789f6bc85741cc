export * from './sign-in-link';
