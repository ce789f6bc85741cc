import { inject, injectable } from 'inversify';
import type { SchedulerLike, Subscription } from 'rxjs';
import type { AnalyticsDataLayer } from '../../domain/content';
import { SharedTokens } from '../shared/tokens';
import { ContentTokens } from './tokens';

export const PAGE_VIEW_EVENT = 'page_view';
/** How long a page must stay to count: a redirect (and the router's transition) passes in less. */
export const PAGE_VIEW_SETTLE_MS = 250;

export interface PageView {
  readonly path: string;
  readonly language: string;
  readonly loggedIn: boolean;
  readonly navigation: string;
}

/**
 * CMS-04: a page-view analytics event on every navigation, through the page's data layer. The event
 * waits for the navigation to settle (`PAGE_VIEW_SETTLE_MS`), so an address that redirects at once
 * (an unknown path to the not-found page, `?overlay=join` to `/join`) counts as the page it lands on;
 * a page still asking the platform whether it exists holds the count (`hold`), however long it asks.
 */
@injectable()
export class PageViewService {
  private last: string | null = null;
  private waiting: PageView | null = null;
  private holds = 0;
  private pending: Subscription | null = null;
  private markFirstCounted: () => void = () => undefined;
  /** Settles once the first page has been counted: the landing page is on screen with its content. */
  readonly firstCounted: Promise<void> = new Promise((resolve) => (this.markFirstCounted = resolve));

  constructor(
    @inject(ContentTokens.AnalyticsDataLayer) private readonly dataLayer: AnalyticsDataLayer,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
  ) {}

  /** One event per navigation: the same location reported twice in a row (a re-render) counts once. */
  viewed(view: PageView): void {
    if (this.last === view.navigation) return;
    this.last = view.navigation;
    this.waiting = view;
    this.settle();
  }

  /**
   * A page whose content is on its way may yet turn out not to exist and redirect: until the returned
   * release is called, the navigation is not counted; then it counts once it has settled again.
   */
  hold(): () => void {
    this.holds += 1;
    this.settle();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      this.settle();
    };
  }

  private settle(): void {
    this.pending?.unsubscribe();
    this.pending = null;
    const view = this.waiting;
    if (view === null || this.holds > 0) return;
    this.pending = this.scheduler.schedule(() => {
      this.pending = null;
      this.waiting = null;
      this.dataLayer.push({ event: PAGE_VIEW_EVENT, page_path: view.path, language: view.language, logged_in: view.loggedIn });
      this.markFirstCounted();
    }, PAGE_VIEW_SETTLE_MS);
  }
}
