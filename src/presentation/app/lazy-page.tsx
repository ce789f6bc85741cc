import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

export interface LazyPage<P extends object> {
  /** The page; while its chunk loads it suspends, and the nearest PageSuspense shows a loading line. */
  readonly Page: ComponentType<P>;
  /** Starts loading the chunk (once); settles when it has loaded or failed, and never rejects. */
  readonly load: () => Promise<void>;
}

/**
 * A page in a chunk of its own. Once the chunk has loaded (prefetched while idle, or before the first
 * render for the landing page) the page renders at once, without a loading line. A chunk that
 * fails to load throws to the ErrorBoundary, which shows the internal-error page; the next visit
 * to the page loads it again.
 */
export const lazyPage = <P extends object>(importPage: () => Promise<ComponentType<P>>): LazyPage<P> => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchPage = (): Promise<ComponentType<P>> =>
    (loading ??= importPage().then(
      (page) => (loaded = page),
      (error: unknown) => {
        // A failed prefetch is tried again by the next load or render.
        loading = null;
        throw error;
      },
    ));
  // React keeps a lazy component's rejection for good. So once the chunk has failed while a page
  // rendered, the next visit (another history entry: the error page replaces the failed one) gets
  // a fresh lazy component and loads the chunk again. The failed visit keeps the failed component
  // through React's own retries (its renders are never committed, so useState alone would not keep
  // it), so nothing retries within one visit: the player sees the error page and can go elsewhere.
  let failed = false;
  let visitOfSuspending: string | null = null;
  const suspending = (): ComponentType<P> =>
    lazy(() =>
      fetchPage().then(
        (page) => ({ default: page }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let Suspending = suspending();

  const Page = (props: P) => {
    const visit = useLocation().key;
    // Chosen once per visit, so a page never changes component type (and loses its state) mid-visit.
    const [Component] = useState<ComponentType<P>>(() => {
      if (loaded !== null) return loaded;
      if (failed && visit !== visitOfSuspending) {
        Suspending = suspending();
        failed = false;
      }
      visitOfSuspending = visit;
      return Suspending;
    });
    return <Component {...props} />;
  };
  return {
    Page,
    load: () => fetchPage().then(
      () => undefined,
      () => undefined,
    ),
  };
};

/** The same loading line as a page waiting for the session: the header and footer stay, never a white page. */
export const PageLoading = () => {
  const { t } = useTranslation('app');
  return (
    <p className="page spinner" role="status">
      {t('common.loading')}
    </p>
  );
};

export const PageSuspense = ({ children }: { readonly children: ReactNode }) => <Suspense fallback={<PageLoading />}>{children}</Suspense>;
