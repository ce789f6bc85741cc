import { describe, expect, it } from 'vitest';
import { DEFERRED_CONTEXTS } from '../application/shared/deferred-contexts';
import { readDeclarations, staleFiles } from '../../scripts/contexts';
import { CONTEXTS_IN_MEMORY } from './contexts-in-memory.generated';
import { CONTEXTS_OVER_HTTP } from './contexts-over-http.generated';

describe('the contexts, declared once', () => {
  it('has every generated list up to date with the declarations (else: node --import tsx scripts/contexts.ts)', async () => {
    expect(await staleFiles()).toEqual([]);
  }, 30_000);

  it('names each deferred context as its folder, in the site, the tests and the deferred list alike', async () => {
    const declared = (await readDeclarations()).filter((context) => context.deferred).map((context) => context.name);
    const deferredIn = (contexts: typeof CONTEXTS_OVER_HTTP) => Object.entries(contexts).flatMap(([name, context]) => (context.deferred ? [name] : []));
    expect([...DEFERRED_CONTEXTS]).toEqual(declared);
    expect(deferredIn(CONTEXTS_OVER_HTTP)).toEqual(declared);
    expect(deferredIn(CONTEXTS_IN_MEMORY)).toEqual(declared);
  }, 30_000);
});
