import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LazyPage<P extends object> {
  /** The page; while its chunk loads it suspends, and the nearest PageSuspense shows a loading line. */
  readonly Page: ComponentType<P>;
  /** Starts loading the chunk (once); settles when it has loaded or failed, and never rejects. */
  readonly load: () => Promise<void>;
}

/**
 * A page in a chunk of its own. Once the chunk has loaded (prefetched while idle, or before the first
 * render for the landing page) the page renders at once, without a loading line. A chunk that
 * fails to load throws to the ErrorBoundary, which shows the internal-error page.
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
  // A chunk that fails while the page renders fails that page until the next reload (React keeps
  // the rejection): the player sees the error page and can go elsewhere, and no retry loop runs.
  const Suspending = lazy(() => fetchPage().then((page) => ({ default: page })));

  const Page = (props: P) => {
    // Chosen once per visit, so a page never changes component type (and loses its state) mid-visit.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
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
