import type { DeferredContext } from './contexts.generated';

export { DEFERRED_CONTEXTS, type DeferredContext } from './contexts.generated';

/**
 * Contexts whose code is not in the site's first script (`deferred: true` in their declaration,
 * `infrastructure/<context>/<context>.context.ts`): their services and adapters load with the first
 * page that needs them (the home page never does), and are then bound like any other.
 */
export interface DeferredContexts {
  /** Settles once the context's services (and those of the contexts it needs) can be resolved; loads them on the first call only, and again after a failure. */
  load(context: DeferredContext): Promise<void>;
  /** Whether the context's services are bound already (a page then renders without waiting). */
  isLoaded(context: DeferredContext): boolean;
}
