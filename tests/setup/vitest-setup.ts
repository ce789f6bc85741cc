import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
// Tests render in any language at once: every language's messages, loaded now (the site loads them as chunks).
import '../../src/presentation/app/i18n-all';
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  // A page's first render in a worker waits for its lazily loaded modules to be transformed: on two
  // busy cores that can take longer than Testing Library's default second.
  configure({ asyncUtilTimeout: 5_000 });
}

// Testing Library cleans up by itself only when vitest globals are on; they are not.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
