import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';
import { aUser } from '../../../tests/support/players';
import { emptyRegions, type ContentItem, type ContentPage } from '../../domain/content';
import type { SessionId } from '../../domain/session';
import type { GeoFilter } from '../../domain/shared/geo-filter';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import type { ContentService, PageState } from './content-service';
import { ContentTokens } from './tokens';

const homeIn = (language: string) => ({
  slug: 'home',
  title: `Home ${language}`,
  regions: {
    mainContent: [
      { type: 'content_block', id: 'everyone', body: `Hello ${language}` },
      { type: 'content_block', id: 'visitors', body: 'Join now', hideWhenLogged: true },
    ],
  },
});

const watch = (service: ContentService, slug: string) => {
  const seen: PageState[] = [];
  const subscription = service.page$(slug).subscribe((state) => seen.push(state));
  return { seen, latest: () => seen[seen.length - 1], stop: () => subscription.unsubscribe() };
};

const idsOf = (state: PageState | undefined) => (state?.status === 'ready' ? state.page.regions.mainContent.map((item) => item.id) : state?.status);

describe('ContentService', () => {
  it('asks for a page once however many places show it, and follows the language', async () => {
    const app = createTestApp();
    app.platform.content.setPage('en', 'home', homeIn('en'));
    app.platform.content.setPage('es', 'home', homeIn('es'));
    const service = app.get<ContentService>(ContentTokens.ContentService);
    const first = watch(service, 'home');
    const second = watch(service, 'home');
    expect(first.latest()).toEqual({ status: 'loading' });
    await app.time.settle();
    expect(app.platform.callsOf('contentPage')).toHaveLength(1);
    expect(first.latest()?.status === 'ready' && first.latest()).toMatchObject({ language: 'en', page: { title: 'Home en' } });
    expect(second.latest()).toEqual(first.latest());

    app.get<LanguageService>(I18nTokens.LanguageService).select('es');
    // The English page stays until the Spanish one is in.
    expect(first.latest()?.status === 'ready' && first.latest()).toMatchObject({ language: 'en' });
    await app.time.settle();
    expect(first.latest()?.status === 'ready' && first.latest()).toMatchObject({ language: 'es', page: { title: 'Home es' } });
    // Back in English: the page already read is not asked for again, and shows at once.
    app.get<LanguageService>(I18nTokens.LanguageService).select('en');
    expect(service.current('home')).toMatchObject({ status: 'ready', language: 'en' });
    await app.time.settle();
    expect(app.platform.callsOf('contentPage')).toHaveLength(2);
    first.stop();
    second.stop();
  });

  it('knows a page it holds, before any audience rule, even while the location it waits for keeps the page loading', async () => {
    const app = createTestApp({ config: { enableGeoTargeting: true } });
    app.platform.content.setPage('en', 'home', homeIn('en'));
    const service = app.get<ContentService>(ContentTokens.ContentService);
    expect(service.known('home')).toBeNull();
    const home = watch(service, 'home');
    await app.time.settle();
    expect(service.known('home')?.regions.mainContent.map((item) => item.id)).toEqual(['everyone', 'visitors']);
    // Another language: not held yet.
    app.get<LanguageService>(I18nTokens.LanguageService).select('es');
    expect(service.known('home')).toBeNull();
    home.stop();
  });

  it('shows a page inlined into the document at once when nothing on it depends on where the player is, and waits for the location otherwise (GEO-03)', () => {
    const block = (id: string, geoTargetingFilter: GeoFilter | null = null): ContentItem => ({ type: 'content_block', id, title: null, paragraphs: [id], image: null, hideWhenLogged: false, geoTargetingFilter, devices: [] });
    const pageOf = (slug: string, items: readonly ContentItem[]): ContentPage => ({ slug, title: slug, pageType: null, geoTargetingFilter: null, scripts: [], regions: { ...emptyRegions(), mainContent: items } });
    const notInMadrid: GeoFilter = { notIn: { countrySubdivision: { ES: ['MD'] } } };
    const inlined = [pageOf('promotions', [block('everywhere')]), pageOf('offers', [block('everywhere'), block('not-in-madrid', notInMadrid)])];
    const app = createTestApp({
      config: { enableGeoTargeting: true },
      browser: { preloadedPages: () => ({ take: ({ slug }) => inlined.find((page) => page.slug === slug) ?? null }) },
    });
    const service = app.get<ContentService>(ContentTokens.ContentService);
    // No location cookie yet, and the platform not asked: the first render's view of each page.
    expect(idsOf(service.current('promotions'))).toEqual(['everywhere']);
    expect(service.current('offers')).toEqual({ status: 'loading' });
  });

  it("waits for the location only for what the site shows of a page: another page's chrome regions (the home page's are the site's) do not hold it back", () => {
    const regional = (id: string): ContentItem => ({ type: 'content_block', id, title: null, paragraphs: [id], image: null, hideWhenLogged: false, geoTargetingFilter: { notIn: { countrySubdivision: { ES: ['ES-MD'] } } }, devices: [] });
    const plain: ContentItem = { type: 'content_block', id: 'everywhere', title: null, paragraphs: ['x'], image: null, hideWhenLogged: false, geoTargetingFilter: null, devices: [] };
    const withRegionalMenu = (slug: string): ContentPage => ({ slug, title: slug, pageType: null, geoTargetingFilter: null, scripts: [], regions: { ...emptyRegions(), mainContent: [plain], channelHeader: [regional('live')] } });
    const inlined = [withRegionalMenu('promotions'), withRegionalMenu('home')];
    const app = createTestApp({
      config: { enableGeoTargeting: true },
      browser: { preloadedPages: () => ({ take: ({ slug }) => inlined.find((page) => page.slug === slug) ?? null }) },
    });
    const service = app.get<ContentService>(ContentTokens.ContentService);
    expect(idsOf(service.current('promotions'))).toEqual(['everywhere']);
    expect(service.current('home')).toEqual({ status: 'loading' });
  });

  it('hides visitor-only items once the player logs in, without asking again (MENU-05)', async () => {
    const app = createTestApp();
    app.platform.content.setPage('en', 'home', homeIn('en'));
    app.platform.addPlayer({ username: 'ada', password: 'pw', user: aUser() });
    const service = app.get<ContentService>(ContentTokens.ContentService);
    const home = watch(service, 'home');
    await app.time.settle();
    expect(idsOf(home.latest())).toEqual(['everyone', 'visitors']);
    await app.get<SessionService>(SessionTokens.SessionService).start(app.platform.openSession('ada') as SessionId);
    await app.time.settle();
    expect(idsOf(home.latest())).toEqual(['everyone']);
    expect(app.platform.callsOf('contentPage')).toHaveLength(1);
    home.stop();
  });

  it('says a page failed, keeps no failure, and asks again on retry; an unknown page is not found', async () => {
    const app = createTestApp();
    app.platform.content.setPage('en', 'home', homeIn('en'));
    app.platform.fail('contentPage', { code: 'NETWORK' });
    const service = app.get<ContentService>(ContentTokens.ContentService);
    const home = watch(service, 'home');
    await app.time.settle();
    expect(home.latest()).toEqual({ status: 'failed', error: { code: 'NETWORK' } });
    service.retry('home');
    expect(home.latest()).toEqual({ status: 'loading' });
    await app.time.settle();
    expect(idsOf(home.latest())).toEqual(['everyone', 'visitors']);

    const missing = watch(service, 'no-such-page');
    const odd = watch(service, '../site-config');
    await app.time.settle();
    expect(missing.latest()).toEqual({ status: 'not-found' });
    expect(odd.latest()).toEqual({ status: 'not-found' });
    // The odd address was never asked for.
    expect(app.platform.callsOf('contentPage')).toHaveLength(3);
  });
});
