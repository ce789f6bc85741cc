import { Component, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { InternalErrorPage } from './ErrorPages';
import { areaOfSitePath } from '../../domain/embedded/areas';

export const INTERNAL_ERROR_PATH = '/error/internal-server';

/** Moves the player to the internal-error page's own address. */
const FailedPage = () => {
  const location = useLocation();
  return location.pathname === INTERNAL_ERROR_PATH ? <InternalErrorPage /> : <Navigate to={INTERNAL_ERROR_PATH} replace />;
};

class Boundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Unexpected error while rendering', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <FailedPage /> : this.props.children;
  }
}

/**
 * NAV-03: an unexpected failure shows the internal-error page, never a white page. The boundary
 * starts afresh on every page, so the player recovers by navigating on. The pages of an embedded area
 * (the cashier, the sportsbook) count as one: their frame must outlive the address following it.
 */
export const ErrorBoundary = ({ children }: { readonly children: ReactNode }) => {
  const location = useLocation();
  return <Boundary key={areaOfSitePath(location.pathname) ?? location.pathname}>{children}</Boundary>;
};
