import { inject, injectable } from 'inversify';
import type { AnalyticsDataLayer } from '../../domain/content';
import { ContentTokens } from './tokens';

export const PAGE_VIEW_EVENT = 'page_view';

/** CMS-04: a page-view analytics event on every navigation, through the page's data layer. */
@injectable()
export class PageViewService {
  private last: string | null = null;

  constructor(@inject(ContentTokens.AnalyticsDataLayer) private readonly dataLayer: AnalyticsDataLayer) {}

  /** One event per navigation: the same location reported twice in a row (a re-render) counts once. */
  viewed(view: { readonly path: string; readonly language: string; readonly loggedIn: boolean; readonly navigation: string }): void {
    if (this.last === view.navigation) return;
    this.last = view.navigation;
    this.dataLayer.push({ event: PAGE_VIEW_EVENT, page_path: view.path, language: view.language, logged_in: view.loggedIn });
  }
}
