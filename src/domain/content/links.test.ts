import { describe, expect, it } from 'vitest';
import type { ContentItem } from './content';
import { contentPageLink, isPageSlug, linkOf } from './links';

const base = { id: 'i', hideWhenLogged: false, geoTargetingFilter: null, devices: [] } as const;

describe('linkOf (CMS-02, CMS-03)', () => {
  it('links marketing pages and custom menus to /{slug}', () => {
    expect(linkOf({ ...base, type: 'marketing_page', title: 'Welcome', slug: 'welcome-offer', icon: null })).toBe('/welcome-offer');
    expect(linkOf({ ...base, type: 'custom_menu', title: 'Casino', slug: 'casino', icon: null, items: [] })).toBe('/casino');
  });

  it('links casino game pages to /casino/{category}/{subcategory}/{page}', () => {
    expect(linkOf({ ...base, type: 'casino_game_page', title: 'Classic', category: 'slots', subCategory: 'classic', page: '1' })).toBe('/casino/slots/classic/1');
  });

  it('escapes every path segment, so a slug cannot add a path or a query', () => {
    expect(linkOf({ ...base, type: 'marketing_page', title: 'x', slug: 'a?b=<c>', icon: null })).toBe('/a%3Fb%3D%3Cc%3E');
  });

  it.each([
    ['generic', 'terms', '/pages/terms'],
    ['article', 'news/big-win', '/articles/news/big-win'],
    ['promotion', 'weekend-spins', '/promotions/weekend-spins'],
    ['help', 'payments/deposits-page', '/help/payments/deposits'],
    ['help', 'payments/deposits/page', '/help/payments/deposits'],
    ['help', 'account.html', '/help/account'],
    ['help', 'account', '/help/account'],
    ['help', '', '/help/common-faq'],
    ['help', 'page', '/help/page'],
  ])('links a %s content page at "%s" to %s', (pageType, path, link) => {
    expect(contentPageLink(pageType, path)).toBe(link);
  });

  it('gives a content page with no page-type no link', () => {
    expect(linkOf({ ...base, type: 'content_page', title: 'Orphan', pageType: null, path: 'orphan' })).toBeNull();
    expect(contentPageLink('unknown', 'orphan')).toBeNull();
    expect(contentPageLink('generic', '')).toBeNull();
  });

  it('links an external link to its checked URL, and a slide through its call to action', () => {
    const external: ContentItem = { ...base, type: 'external_link', title: 'Help', url: 'https://help.example.com/' };
    expect(linkOf(external)).toBe('https://help.example.com/');
    expect(linkOf({ ...external, url: null })).toBeNull();
    expect(linkOf({ ...base, type: 'slide', title: 's', text: '', image: null, cta: { label: 'Go', item: { ...base, type: 'marketing_page', title: 'w', slug: 'welcome-offer', icon: null } } })).toBe('/welcome-offer');
    expect(linkOf({ ...base, type: 'slide', title: 's', text: '', image: null, cta: null })).toBeNull();
  });

  it('gives no link to items that are not links', () => {
    expect(linkOf({ ...base, type: 'functional', name: 'search' })).toBeNull();
    expect(linkOf({ ...base, type: 'content_block', title: null, paragraphs: [], image: null })).toBeNull();
  });
});

describe('isPageSlug', () => {
  it.each(['home', 'welcome-offer', 'articles/how-to-play-roulette', 'pages/terms.v2'])('takes %s', (slug) => expect(isPageSlug(slug)).toBe(true));
  it.each(['', '../etc', 'articles/../x', 'a//b', '/home', 'home/', 'a b', 'a?b', '%2e%2e', 'x'.repeat(301)])('refuses "%s"', (slug) => expect(isPageSlug(slug)).toBe(false));
});
