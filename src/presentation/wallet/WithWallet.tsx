import type { ReactNode } from 'react';
import { useDeferredContext } from '../shared/use-deferred-context';

/**
 * Renders `children` once the wallet's services are bound: only players need them, so they load
 * after the first paint, with the first part of a page that shows a balance. Until then (or if they
 * cannot load) `fallback` stands in; the page around it never waits.
 */
export const WithWallet = ({ children, fallback = null, failed = fallback }: { readonly children: ReactNode; readonly fallback?: ReactNode; readonly failed?: ReactNode }) => {
  const state = useDeferredContext('wallet');
  if (state === 'loaded') return children;
  return state === 'failed' ? failed : fallback;
};
