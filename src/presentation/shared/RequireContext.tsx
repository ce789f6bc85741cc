import { use, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { DeferredContext, DeferredContexts } from '../../application/shared/deferred-contexts';
import { SharedTokens } from '../../application/shared/tokens';
import { useService } from './container';

interface Attempt {
  readonly visit: string;
  readonly loading: Promise<void>;
  loaded: boolean;
}

// One load per visit: React renders a suspended component afresh, so the attempt must outlive it.
// A failed load then throws to the error boundary (NAV-03) instead of suspending for ever, and the
// next visit (another history entry) tries again.
const attempts = new WeakMap<DeferredContexts, Map<DeferredContext, Attempt>>();

const attemptFor = (contexts: DeferredContexts, context: DeferredContext, visit: string): Attempt => {
  let ofContexts = attempts.get(contexts);
  if (ofContexts === undefined) attempts.set(contexts, (ofContexts = new Map()));
  const known = ofContexts.get(context);
  if (known !== undefined && known.visit === visit) return known;
  const attempt: Attempt = { visit, loading: contexts.load(context), loaded: false };
  attempt.loading.then(
    () => (attempt.loaded = true),
    () => undefined,
  );
  ofContexts.set(context, attempt);
  return attempt;
};

/**
 * Renders its children once a deferred context's services are bound (suspending until then).
 * `alongside` starts what the children will load next (a page's chunk) at the same time as the
 * context, not after it: it must be idempotent and never reject (`LazyPage.load`).
 */
export const RequireContext = ({ context, alongside, children }: { readonly context: DeferredContext; readonly alongside?: () => Promise<void>; readonly children: ReactNode }) => {
  const contexts = useService<DeferredContexts>(SharedTokens.DeferredContexts);
  const visit = useLocation().key;
  // A component that waited keeps asking for the same (settled) promise: React may render a component
  // that suspended again at once (even on another visit, after a redirect), and expects the same use().
  const waited = attempts.get(contexts)?.get(context);
  if (contexts.isLoaded(context)) {
    if (waited?.loaded === true) use(waited.loading);
  } else {
    void alongside?.();
    use(attemptFor(contexts, context, visit).loading);
  }
  return children;
};
