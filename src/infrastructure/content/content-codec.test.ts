// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '../shared/recording-logger';
import { decodeContentItem, decodeContentPage } from './content-codec';
import { DocumentPreloadedPages, preloadedPageElementId } from './document-preloaded-pages';

const decodingWith = (allowedOrigins: readonly string[] = ['https://cdn.example.com']) => ({ allowedOrigins, logger: new RecordingLogger() });

describe('decodeContentItem', () => {
  it('reads every field of an item, keeping text as text', () => {
    const decoding = decodingWith();
    expect(
      decodeContentItem(
        { type: 'content_block', id: 7, title: '<b>Bold</b>', body: 'One\n\nTwo <script>', hideWhenLogged: true, devices: ['Mobile'], image: { url: 'https://cdn.example.com/a.png', alt: 'A' }, extra: 'ignored' },
        decoding,
      ),
    ).toEqual({
      type: 'content_block',
      id: '7',
      title: '<b>Bold</b>',
      paragraphs: ['One', 'Two <script>'],
      image: { url: 'https://cdn.example.com/a.png', alt: 'A' },
      hideWhenLogged: true,
      geoTargetingFilter: null,
      devices: ['Mobile'],
    });
    expect(decoding.logger.warnings).toEqual([]);
  });

  it('reads a promotion card, its terms in paragraphs and what its button leads to; play without a game is skipped (CNT-03)', () => {
    const decoding = decodingWith();
    const wire = { type: 'promotion', id: 'p', title: 'Spins', text: 'Ten spins', image: { url: '/content/images/promotions/spins.svg', alt: 'Reels' }, keyTerms: '30 days', terms: 'One\n\nTwo' };
    expect(decodeContentItem({ ...wire, action: 'play', game: { category: 'slots', subCategory: 'classic', page: 'starburst' } }, decoding)).toMatchObject({
      type: 'promotion',
      terms: ['One', 'Two'],
      image: { url: '/content/images/promotions/spins.svg', alt: 'Reels' },
      action: { kind: 'play', game: { category: 'slots', subCategory: 'classic', page: 'starburst' } },
    });
    expect(decodeContentItem({ ...wire, action: 'deposit' }, decoding)).toMatchObject({ action: { kind: 'deposit' } });
    expect(decodeContentItem({ ...wire, action: 'play' }, decoding)).toBeNull();
    expect(decodeContentItem({ ...wire, action: 'bet-more' }, decoding)).toBeNull();
    expect(decoding.logger.warnings).toHaveLength(2);
  });

  it('drops an image from an origin not allowed, and keeps the item', () => {
    const decoding = decodingWith();
    for (const url of ['https://evil.example.com/a.png', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example.com/a.png']) {
      const item = decodeContentItem({ type: 'content_block', id: 'b', body: 'x', image: { url, alt: '' } }, decoding);
      expect(item?.type === 'content_block' && item.image, url).toBeNull();
    }
    expect(decoding.logger.warnings).toHaveLength(4);
  });

  it('skips (and logs) an external link whose URL is not allowed, a malformed item, an unknown type and an unreadable geo filter', () => {
    const decoding = decodingWith();
    expect(decodeContentItem({ type: 'external_link', id: 'x', title: 'Go', url: 'javascript:alert(1)' }, decoding)).toBeNull();
    expect(decodeContentItem({ type: 'marketing_page', id: 'x', title: 42, slug: 'a' }, decoding)).toBeNull();
    expect(decodeContentItem({ type: 'hologram', id: 'x' }, decoding)).toBeNull();
    expect(decodeContentItem({ type: 'marketing_page', id: 'x', title: 'A', slug: 'a', geoTargetingFilter: { notIn: 'ES' } }, decoding)).toBeNull();
    expect(decodeContentItem('not an item', decoding)).toBeNull();
    expect(decodeContentItem({ type: 'custom_menu', id: 'x', title: 'A', slug: '../../etc' }, decoding)).toBeNull();
    expect(decoding.logger.warnings).toHaveLength(6);
  });

  it('keeps the good items of a menu whose other items are broken', () => {
    const item = decodeContentItem(
      { type: 'custom_menu', id: 'm', title: 'Casino', slug: 'casino', items: [{ type: 'custom_menu', id: 'ok', title: 'Slots', slug: 'casino/slots' }, { type: 'custom_menu', id: 'bad' }] },
      decodingWith(),
    );
    expect(item?.type === 'custom_menu' && item.items.map((child) => child.id)).toEqual(['ok']);
  });

  it('drops items nested deeper than a page could need', () => {
    let nested: Record<string, unknown> = { type: 'custom_menu', id: 'leaf', title: 'Leaf', slug: 'leaf' };
    for (let depth = 0; depth < 10; depth += 1) nested = { type: 'custom_menu', id: `m${depth}`, title: 'M', slug: 'm', items: [nested] };
    const decoding = decodingWith();
    expect(decodeContentItem(nested, decoding)).not.toBeNull();
    expect(decoding.logger.warnings).toContain('content: dropping items nested too deep');
  });

  it('keeps only slides in a slideshow, and a slide without its call to action when that is broken', () => {
    const item = decodeContentItem(
      {
        type: 'slideshow',
        id: 's',
        title: 'Hero',
        slides: [
          { type: 'slide', id: 'one', title: 'One', cta: { label: 'Go', item: { type: 'marketing_page', id: 't' } } },
          { type: 'content_block', id: 'not-a-slide', body: 'x' },
        ],
      },
      decodingWith(),
    );
    expect(item?.type === 'slideshow' && item.slides.map((slide) => [slide.id, slide.cta])).toEqual([['one', null]]);
  });
});

describe('decodeContentPage', () => {
  it('reads a page with absent regions as empty, and keeps the well-formed script names', () => {
    const page = decodeContentPage({ slug: 'home', title: 'Home', scripts: ['page-view-widget', 'https://evil.example.com/x.js', 42], regions: { footer: 'oops' } }, decodingWith());
    expect(page?.scripts).toEqual(['page-view-widget']);
    expect(page?.regions.footer).toEqual([]);
    expect(page?.regions.mainContent).toEqual([]);
  });

  it('refuses a page it cannot read at all', () => {
    expect(decodeContentPage(null, decodingWith())).toBeNull();
    expect(decodeContentPage({ title: 'No slug' }, decodingWith())).toBeNull();
    expect(decodeContentPage({ slug: 'x', geoTargetingFilter: 'everywhere' }, decodingWith())).toBeNull();
  });
});

describe('DocumentPreloadedPages', () => {
  const documentWith = (json: string, type = 'application/json') => {
    const document = window.document.implementation.createHTMLDocument('site');
    const element = document.createElement('script');
    element.id = preloadedPageElementId('home');
    element.type = type;
    element.textContent = json;
    document.head.append(element);
    return document;
  };

  it('reads the inlined home page of the default language only', () => {
    const pages = new DocumentPreloadedPages(documentWith(JSON.stringify({ slug: 'home', title: 'Home', regions: {} })), { ...decodingWith(), language: 'en' });
    expect(pages.take({ bucket: 'default', language: 'en', slug: 'home' })?.title).toBe('Home');
    expect(pages.take({ bucket: 'default', language: 'es', slug: 'home' })).toBeNull();
    expect(pages.take({ bucket: 'default', language: 'en', slug: 'casino' })).toBeNull();
  });

  it('ignores (and logs) an inlined page that is not JSON, not a JSON element, or another page', () => {
    for (const [json, type] of [['{', 'application/json'], ['{}', 'text/javascript'], [JSON.stringify({ slug: 'casino', regions: {} }), 'application/json']] as const) {
      const decoding = { ...decodingWith(), language: 'en' };
      expect(new DocumentPreloadedPages(documentWith(json, type), decoding).take({ bucket: 'default', language: 'en', slug: 'home' })).toBeNull();
    }
  });
});
