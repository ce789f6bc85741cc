import { describe, expect, it } from 'vitest';
import type { ContentItem, ContentPage, SlideItem } from './content';
import { emptyRegions, paragraphsOf } from './content';
import { aGame } from '../../../tests/support/games';
import { isVectorImage, sizedImageUrl } from './images';
import { parseLocation } from './location';
import { actionColumns, actionRows, bottomBarItems, channelMenuItems, isLinkDisabled } from './menus';
import { dependsOnDevice, dependsOnLocation, forDevice, heroImageForEveryone, offersOn, pageExcludedFor, visibleItems, visiblePage } from './visibility';

const base = { hideWhenLogged: false, geoTargetingFilter: null, devices: [] } as const;
const link = (id: string, extra: Partial<ContentItem> = {}): ContentItem => ({ ...base, id, type: 'marketing_page', title: id, slug: id, icon: null, ...extra }) as ContentItem;
const madrid = { country: 'ES', subdivision: 'ES-MD' };
const notInMadrid = { notIn: { countrySubdivision: { ES: ['ES-MD'] } } };

describe('visibility', () => {
  it('hides hideWhenLogged items from players only (MENU-05)', () => {
    const items = [link('join', { hideWhenLogged: true }), link('promotions')];
    expect(visibleItems(items, { loggedIn: false, location: null, onBreak: false }).map((item) => item.id)).toEqual(['join', 'promotions']);
    expect(visibleItems(items, { loggedIn: true, location: null, onBreak: false }).map((item) => item.id)).toEqual(['promotions']);
  });

  it('hides items excluded for the location, nested ones too (GEO-01)', () => {
    const menu: ContentItem = { ...base, id: 'menu', type: 'custom_menu', title: 'Menu', slug: 'menu', icon: null, items: [link('live', { geoTargetingFilter: notInMadrid }), link('slots')] };
    const seen = visibleItems([menu, link('top', { geoTargetingFilter: { notIn: { countrySubdivision: { ES: [] } } } })], { loggedIn: false, location: madrid, onBreak: false });
    expect(seen.map((item) => item.id)).toEqual(['menu']);
    expect(seen[0]?.type === 'custom_menu' ? seen[0].items.map((item) => item.id) : null).toEqual(['slots']);
    expect(visibleItems([menu], { loggedIn: false, location: { country: 'ES', subdivision: 'ES-CT' }, onBreak: false })[0]).toEqual(menu);
  });

  it('hides offers and the ways to them during a break, nested ones too, and says the page held some (PS-04)', () => {
    const deposit: ContentItem = { ...base, id: 'deposit', type: 'custom_menu', title: 'Deposit', slug: 'account/cashier/deposit', icon: null, items: [] };
    const withdraw: ContentItem = { ...base, id: 'withdraw', type: 'custom_menu', title: 'Withdraw', slug: 'account/cashier/withdraw', icon: null, items: [] };
    const promotion: ContentItem = { ...base, id: 'weekend', type: 'content_page', title: 'Weekend', pageType: 'promotion', path: 'promotions/weekend' };
    const article: ContentItem = { ...base, id: 'rules', type: 'content_page', title: 'Rules', pageType: 'article', path: 'articles/rules' };
    const actions: ContentItem = { ...base, id: 'actions', type: 'section', title: 'Quick actions', layout: 'actions', items: [deposit, withdraw, link('my-promotions'), promotion, article], games: null, columns: null };
    const onBreak = { loggedIn: true, location: null, onBreak: true };
    const [section] = visibleItems([actions], onBreak);
    expect(section?.type === 'section' ? section.items.map((item) => item.id) : null).toEqual(['withdraw', 'rules']);
    expect(visibleItems([actions], { ...onBreak, onBreak: false })).toEqual([actions]);
    const page: ContentPage = { slug: 'promotions', title: 'Promotions', pageType: null, geoTargetingFilter: null, scripts: [], regions: { ...emptyRegions(), mainContent: [actions] } };
    expect(offersOn(page)).toBe(true);
    expect(offersOn(visiblePage(page, onBreak))).toBe(false);
  });

  it('keeps items for their devices', () => {
    const items = [link('both'), link('desk', { devices: ['Desktop'] }), link('phone', { devices: ['Mobile'] })];
    expect(forDevice(items, 'Desktop').map((item) => item.id)).toEqual(['both', 'desk']);
    expect(forDevice(items, 'Mobile').map((item) => item.id)).toEqual(['both', 'phone']);
  });

  it('tells whether where the player is could change a page: the page, or any item nested anywhere, with a geo filter (GEO-03)', () => {
    const pageWith = (footer: readonly ContentItem[], geoTargetingFilter: ContentPage['geoTargetingFilter'] = null): ContentPage => ({ slug: 'p', title: 'P', pageType: null, geoTargetingFilter, scripts: [], regions: { ...emptyRegions(), footer } });
    const slideTo = (item: ContentItem): SlideItem => ({ ...base, id: 'slide', type: 'slide', title: 'Slide', text: '', image: null, cta: { label: 'Go', item } });
    const slideshow = (item: ContentItem): ContentItem => ({ ...base, id: 'show', type: 'slideshow', title: 'Show', slides: [slideTo(item)] });
    expect(dependsOnLocation(pageWith([link('a'), slideshow(link('b'))]))).toBe(false);
    expect(dependsOnLocation(pageWith([], notInMadrid))).toBe(true);
    expect(dependsOnLocation(pageWith([slideshow(link('live', { geoTargetingFilter: notInMadrid }))]))).toBe(true);
    const rail = (geoTargetingFilter: typeof notInMadrid | null): ContentItem => ({ ...base, id: 'rail', type: 'section', title: 'Rail', layout: 'rail', items: [], games: { category: 'slots', subCategory: null, gameList: [aGame(1, 'Starburst', { geoTargetingFilter })] }, columns: null });
    expect(dependsOnLocation(pageWith([rail(null)]))).toBe(false);
    expect(dependsOnLocation(pageWith([rail(notInMadrid)]))).toBe(true);
  });

  it('tells whether a page shows differently by device: an item for some devices only, nested ones too', () => {
    const pageWith = (footer: readonly ContentItem[]): ContentPage => ({ slug: 'p', title: 'P', pageType: null, geoTargetingFilter: null, scripts: [], regions: { ...emptyRegions(), footer } });
    const menu = (items: readonly ContentItem[]): ContentItem => ({ ...base, id: 'menu', type: 'custom_menu', title: 'Menu', slug: 'menu', icon: null, items });
    expect(dependsOnDevice(pageWith([menu([link('a')])]))).toBe(false);
    expect(dependsOnDevice(pageWith([menu([link('desk', { devices: ['Desktop'] })])]))).toBe(true);
  });

  it('filters every region of a page and tells when the page itself is excluded (GEO-02)', () => {
    const page: ContentPage = { slug: 'live-casino', title: 'Live', pageType: null, geoTargetingFilter: notInMadrid, scripts: [], regions: { ...emptyRegions(), footer: [link('a', { hideWhenLogged: true })] } };
    expect(visiblePage(page, { loggedIn: true, location: null, onBreak: false }).regions.footer).toEqual([]);
    expect(pageExcludedFor(page, madrid)).toBe(true);
    expect(pageExcludedFor(page, null)).toBe(false);
  });
});

describe('menus', () => {
  const items = Array.from({ length: 10 }, (_, index) => link(`item-${index}`));
  it('shows 8 channel items on desktop and 4 on mobile (MENU-02), 5 in the bottom bar (MENU-03)', () => {
    expect(channelMenuItems(items, 'Desktop')).toHaveLength(8);
    expect(channelMenuItems(items, 'Mobile')).toHaveLength(4);
    expect(bottomBarItems(items)).toHaveLength(5);
    expect(bottomBarItems(items.slice(0, 3))).toHaveLength(3);
  });

  it('holds 1 to 4 buttons per action row, two by default (MENU-06)', () => {
    expect(actionColumns(null)).toBe(2);
    expect(actionColumns(0)).toBe(1);
    expect(actionColumns(9)).toBe(4);
    expect(actionColumns(2.5)).toBe(2);
    expect(actionRows([1, 2, 3, 4, 5], null)).toEqual([[1, 2], [3, 4], [5]]);
    expect(actionRows([1, 2, 3, 4, 5], 4)).toEqual([[1, 2, 3, 4], [5]]);
  });

  it('disables live casino and live dealer links when dynamic cards are off (MENU-01)', () => {
    expect(isLinkDisabled('/live-casino', false)).toBe(true);
    expect(isLinkDisabled('/live-dealer/roulette', false)).toBe(true);
    expect(isLinkDisabled('/live-casino', true)).toBe(false);
    expect(isLinkDisabled('/casino', false)).toBe(false);
    expect(isLinkDisabled('/live-casinos', false)).toBe(false);
    expect(isLinkDisabled('/casino/live-casino/roulette', false)).toBe(true);
    expect(isLinkDisabled('/casino/slots', false)).toBe(false);
  });
});

describe('images and text', () => {
  it('asks for images at a width and quality 75 by default (CMS-05)', () => {
    expect(sizedImageUrl('/content/images/slides/a.svg')).toBe('/content/images/slides/a.svg?w=75&q=75');
    expect(sizedImageUrl('/content/images/slides/a.svg', 1200)).toBe('/content/images/slides/a.svg?w=1200&q=75');
    expect(sizedImageUrl('https://cdn.example.com/a.png?v=2&w=9', 300, 60)).toBe('https://cdn.example.com/a.png?v=2&w=300&q=60');
  });

  it('splits plain text into paragraphs at blank lines', () => {
    expect(paragraphsOf('One\nstill one\n\n  \nTwo\n\n')).toEqual(['One\nstill one', 'Two']);
  });

  it('reads the st cookie (GEO-03)', () => {
    expect(parseLocation('ES-MD')).toEqual(madrid);
    expect(parseLocation('mt-01')).toEqual({ country: 'MT', subdivision: 'MT-01' });
    expect(parseLocation('<script>')).toBeNull();
    expect(parseLocation(null)).toBeNull();
  });
});

describe('the lobby hero image everyone sees first', () => {
  const image = { url: '/content/images/slides/a.svg', alt: 'A' };
  const slideOf = (extra: Record<string, unknown> = {}) => ({ ...base, type: 'slide', id: 's', title: 'S', text: '', image, cta: null, ...extra }) as ContentItem;
  const pageWith = (first: Record<string, unknown> = {}, slide: Record<string, unknown> = {}, page: Partial<ContentPage> = {}): ContentPage => ({
    slug: 'home',
    title: 'Home',
    pageType: null,
    geoTargetingFilter: null,
    scripts: [],
    ...page,
    regions: { ...emptyRegions(), mainContent: [{ ...base, type: 'slideshow', id: 'hero', title: '', slides: [slideOf(slide), slideOf({ id: 't' })], ...first } as ContentItem] },
  });

  it('is the first slide’s image when no audience rule could hide or move it', () => {
    expect(heroImageForEveryone(pageWith())).toEqual(image);
    expect(heroImageForEveryone(pageWith({}, { image: null }))).toBeNull();
  });

  it('is none when a rule of the page, the slideshow or the first slide might change what shows first', () => {
    expect(heroImageForEveryone(pageWith({}, {}, { geoTargetingFilter: notInMadrid } as Partial<ContentPage>))).toBeNull();
    for (const rule of [{ hideWhenLogged: true }, { geoTargetingFilter: notInMadrid }, { devices: ['Mobile'] }]) {
      expect(heroImageForEveryone(pageWith(rule)), JSON.stringify(rule)).toBeNull();
      expect(heroImageForEveryone(pageWith({}, rule)), JSON.stringify(rule)).toBeNull();
    }
    expect(heroImageForEveryone({ ...pageWith(), regions: { ...emptyRegions(), mainContent: [slideOf()] } })).toBeNull();
    expect(heroImageForEveryone({ ...pageWith(), regions: emptyRegions() })).toBeNull();
  });

  it('knows an SVG by its path', () => {
    expect(isVectorImage('/a/b.svg')).toBe(true);
    expect(isVectorImage('/a/b.SVG?w=1#x')).toBe(true);
    expect(isVectorImage('https://cdn.example.com/b.svg?v=2')).toBe(true);
    expect(isVectorImage('/a/b.png')).toBe(false);
    expect(isVectorImage('/a/b.png?f=.svg')).toBe(false);
  });
});
