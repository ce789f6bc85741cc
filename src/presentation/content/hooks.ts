import { useEffect, useMemo } from 'react';
import type { ContentService, PageState } from '../../application/content/content-service';
import type { PageScriptService } from '../../application/content/page-script-service';
import type { PageViewService } from '../../application/content/page-view-service';
import { ContentTokens, HOME_SLUG } from '../../application/content/tokens';
import type { Device } from '../../domain/content';
import { useService } from '../shared/container';
import { useIsDesktop } from '../shared/use-media-query';
import { useObservableInTransition } from '../shared/use-observable';

export const useContentService = () => useService<ContentService>(ContentTokens.ContentService);
export const usePageViewService = () => useService<PageViewService>(ContentTokens.PageViewService);
export const usePageScriptService = () => useService<PageScriptService>(ContentTokens.PageScriptService);

/** A page still asking the platform whether it exists may yet redirect: its navigation counts once it has come (CMS-04). */
export const useHeldPageView = (loading: boolean): void => {
  const pageViews = usePageViewService();
  useEffect(() => (loading ? pageViews.hold() : undefined), [pageViews, loading]);
};

/** A content page as the player may see it; the first render already shows a page the site holds. */
export const usePage = (slug: string): PageState => {
  const service = useContentService();
  const stream = useMemo(() => service.page$(slug), [service, slug]);
  // Only read when the stream is new: worked out once per stream, not on every render.
  const initial = useMemo(() => service.current(slug), [service, slug]);
  // The page's regions follow a change of region or language in a render that input can interrupt.
  return useObservableInTransition(stream, initial);
};

/** The site's chrome (menus, header, footer) comes from the home page, the same on every page. */
export const useSiteChrome = (): PageState => usePage(HOME_SLUG);

/** Desktop or Mobile, as content items name devices. */
export const useDevice = (): Device => (useIsDesktop() ? 'Desktop' : 'Mobile');
