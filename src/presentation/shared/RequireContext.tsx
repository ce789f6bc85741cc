import { use, type ReactNode } from 'react';
import type { DeferredContext, DeferredContexts } from '../../application/shared/deferred-contexts';
import { SharedTokens } from '../../application/shared/tokens';
import { useService } from './container';

/** Renders its children once a deferred context's services are bound (suspending until then). */
export const RequireContext = ({ context, children }: { readonly context: DeferredContext; readonly children: ReactNode }) => {
  const contexts = useService<DeferredContexts>(SharedTokens.DeferredContexts);
  if (!contexts.isLoaded(context)) use(contexts.load(context));
  return children;
};
