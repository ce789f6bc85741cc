/** GEO-02 (decided path): where a player is sent when a page is excluded for their region. */
export const NOT_AVAILABLE_PATH = '/not-available-in-region';

/** CMS-03: the content-page sections of the site, as the content service names their pages. */
export const CONTENT_PAGE_SECTIONS = ['pages', 'articles', 'promotions'] as const;
