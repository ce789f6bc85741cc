import type { ContentItem } from './content';

const HELP_FALLBACK = 'common-faq';
/** What a help page's path ends with, dropped from its link (CMS-03). */
const PAGE_SUFFIX = /(?:[/_-]page|\.html?)$/i;

const segments = (path: string): string =>
  path
    .split('/')
    .filter((segment) => segment.length > 0)
    .map(encodeURIComponent)
    .join('/');

/**
 * Where an item links in the site (CMS-02, CMS-03), or null when it links nowhere: marketing pages and
 * custom menus to `/{slug}`, casino game pages to `/casino/{category}/{subCategory}/{page}`, content
 * pages by page-type under `/pages`, `/articles`, `/promotions` or `/help/{path}` (the page suffix
 * dropped; no path: the common-faq group), no page-type no link; an external link to its checked URL.
 */
export const linkOf = (item: ContentItem): string | null => {
  switch (item.type) {
    case 'marketing_page':
    case 'custom_menu':
      return `/${segments(item.slug)}`;
    case 'casino_game_page':
      return `/casino/${segments(item.category)}/${segments(item.subCategory)}/${segments(item.page)}`;
    case 'content_page':
      return contentPageLink(item.pageType, item.path);
    case 'external_link':
      return item.url;
    case 'slide':
      return item.cta === null ? null : linkOf(item.cta.item);
    default:
      return null;
  }
};

export const contentPageLink = (pageType: string | null, path: string): string | null => {
  const clean = segments(path);
  switch (pageType) {
    case 'generic':
      return clean === '' ? null : `/pages/${clean}`;
    case 'article':
      return clean === '' ? null : `/articles/${clean}`;
    case 'promotion':
      return clean === '' ? null : `/promotions/${clean}`;
    case 'help': {
      const helpPath = segments(path.replace(PAGE_SUFFIX, ''));
      return `/help/${helpPath === '' ? HELP_FALLBACK : helpPath}`;
    }
    default:
      return null;
  }
};

/** Whether a link leaves the site (a full page load in a new context) rather than routing inside it. */
export const isExternal = (href: string): boolean => /^https?:\/\//i.test(href);

/** A page's slug as the site asks for it: `home`, `welcome-offer`, `articles/how-to-play`; never a dot segment or an odd character. */
export const isPageSlug = (slug: string): boolean => slug.length <= 300 && /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(slug);
