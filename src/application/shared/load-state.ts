import type { GatewayError } from '../../domain/shared/gateway-error';

/** Something loaded once for the page: loading, there, or failed (the page offers a retry). */
export type LoadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'failed'; readonly error: GatewayError };

export const LOADING_STATE: LoadState<never> = { status: 'loading' };

export const mapLoaded = <A, B>(state: LoadState<A>, project: (value: A) => B): LoadState<B> =>
  state.status === 'loaded' ? { status: 'loaded', value: project(state.value) } : state;
