import { describe, expect, it } from 'vitest';
import { emptyRegions, type ContentItem, type ContentPage, type SlideItem } from './content';
import { headlineOf } from './headline';

const base = { hideWhenLogged: false, geoTargetingFilter: null, devices: [] } as const;
const slide = (title: string, text: string): SlideItem => ({ ...base, type: 'slide', id: title, title, text, image: null, cta: null });
const pageWith = (...mainContent: ContentItem[]): ContentPage => ({
  slug: 'welcome-offer',
  title: 'Welcome offer',
  pageType: null,
  geoTargetingFilter: null,
  scripts: [],
  regions: { ...emptyRegions(), mainContent },
});

describe('a page’s headline', () => {
  it('is its first slide, inside a slideshow or on its own', () => {
    const hero = slide('100% up to €200', 'Double your first deposit.');
    expect(headlineOf(pageWith({ ...base, type: 'slideshow', id: 's', title: 'Hero', slides: [hero, slide('Later', '')] }))).toEqual({ title: '100% up to €200', text: 'Double your first deposit.' });
    expect(headlineOf(pageWith({ ...base, type: 'content_block', id: 'b', title: null, paragraphs: ['Terms'], image: null }, hero))).toEqual({ title: '100% up to €200', text: 'Double your first deposit.' });
  });

  it('is the page’s title when no slide leads it, or the slide has no title', () => {
    expect(headlineOf(pageWith())).toEqual({ title: 'Welcome offer', text: '' });
    expect(headlineOf(pageWith(slide('', 'Only text')))).toEqual({ title: 'Welcome offer', text: '' });
  });
});
