import { useEffect, useState } from 'react';
import type { DeferredContext, DeferredContexts } from '../../application/shared/deferred-contexts';
import { SharedTokens } from '../../application/shared/tokens';
import { useService } from './container';

export type DeferredContextState = 'loading' | 'loaded' | 'failed';

/** Whether a deferred context's services are bound yet, loading it if not; without suspending the caller. */
export const useDeferredContext = (context: DeferredContext): DeferredContextState => {
  const contexts = useService<DeferredContexts>(SharedTokens.DeferredContexts);
  const [state, setState] = useState<DeferredContextState>(() => (contexts.isLoaded(context) ? 'loaded' : 'loading'));
  useEffect(() => {
    if (state !== 'loading') return undefined;
    let live = true;
    contexts.load(context).then(
      () => live && setState('loaded'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [contexts, context, state]);
  return state;
};
