import { Component, type ReactNode } from 'react';
import { InternalErrorPage } from '../pages/InfoPage';

/** NAV-03: an unexpected failure shows the internal-error page, never a white page. */
export class ErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Unexpected error while rendering', error);
    if (window.location.pathname !== '/error/internal-server') window.history.replaceState(null, '', '/error/internal-server');
  }

  override render(): ReactNode {
    return this.state.failed ? <InternalErrorPage /> : this.props.children;
  }
}
