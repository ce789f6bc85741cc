import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only when vitest globals are on; they are not.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
