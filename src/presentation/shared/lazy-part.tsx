import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyPart<P extends object> {
  /** The part; until its chunk is in, `fallback`. Once loaded (prefetched when idle), it renders at once. */
  readonly Part: ComponentType<P & { readonly fallback?: ReactNode }>;
  /** Starts loading the chunk (once); never rejects. */
  readonly load: () => Promise<void>;
}

/**
 * A piece of a page in a chunk of its own (what only some players or some clicks need). Unlike a
 * lazy page, a chunk that fails to load never reaches the error boundary: `failed` stands in.
 */
export const lazyPart = <P extends object>(importPart: () => Promise<ComponentType<P>>, failed: ComponentType<P>): LazyPart<P> => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchPart = () =>
    (loading ??= importPart().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Suspending = lazy(() =>
    fetchPart().then(
      (part) => ({ default: part }),
      () => ({ default: failed }),
    ),
  );
  const Part = ({ fallback = null, ...props }: P & { readonly fallback?: ReactNode }) => {
    // Chosen once per mount, so the part never changes component type (and loses its state).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return (
      <Suspense fallback={fallback}>
        <Component {...(props as P)} />
      </Suspense>
    );
  };
  return {
    Part,
    load: () =>
      fetchPart().then(
        () => undefined,
        () => undefined,
      ),
  };
};
