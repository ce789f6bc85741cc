// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOf, REGIONS, type ContentItem, type ContentPage } from '../../src/domain/content';
import { HttpContentGateway } from '../../src/infrastructure/content/http-content-gateway';
import { HttpGeoLocationGateway } from '../../src/infrastructure/content/http-geo-location-gateway';
import { RecordingLogger } from '../../src/infrastructure/shared/recording-logger';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
let logger: RecordingLogger;
let gateway: HttpContentGateway;
beforeAll(async () => {
  sandbox = await startFixture();
});
afterAll(() => sandbox.close());

const page = async (slug: string, language = 'en'): Promise<ContentPage> => {
  logger = new RecordingLogger();
  gateway = new HttpContentGateway(sandbox.http, { allowedOrigins: [], logger });
  const result = await gateway.page({ bucket: 'default', language, slug });
  if (result._tag === 'Left') throw new Error(`page ${slug}: ${JSON.stringify(result.left)}`);
  return result.right;
};

/** Every item of a list, nested ones included. */
const everyItem = (items: readonly ContentItem[]): ContentItem[] =>
  items.flatMap((item) => {
    switch (item.type) {
      case 'slideshow':
        return [item, ...everyItem(item.slides)];
      case 'custom_menu':
      case 'section':
        return [item, ...everyItem(item.items)];
      case 'slide':
        return item.cta === null ? [item] : [item, item.cta.item];
      default:
        return [item];
    }
  });

describe('content pages (CMS-01)', () => {
  it('reads the home page in English, Spanish and German, every region, every item decoded', async () => {
    for (const language of ['en', 'es', 'de']) {
      const home = await page('home', language);
      expect(home.slug).toBe('home');
      for (const region of REGIONS) expect(home.regions[region].length, `${language} ${region}`).toBeGreaterThan(0);
      // Only the one link outside the site (not allow-listed here) is left out.
      expect(logger.warnings.filter((warning) => !warning.includes('unsafe link')), language).toEqual([]);
      const types = new Set(everyItem(REGIONS.flatMap((region) => home.regions[region])).map((item) => item.type));
      expect([...types].sort()).toEqual(['casino_game_page', 'content_block', 'content_page', 'custom_menu', 'functional', 'marketing_page', 'section', 'slide', 'slideshow']);
    }
  });

  it('gets each rail of the home page with its first games inlined, their artwork on the site', async () => {
    const home = await page('home');
    const rails = home.regions.mainContent.flatMap((item) => (item.type === 'section' && item.games !== null ? [item.games] : []));
    expect(rails.length).toBeGreaterThanOrEqual(4);
    for (const rail of rails) {
      expect(rail.gameList.length, rail.category).toBeGreaterThan(0);
      for (const game of rail.gameList) expect(game.cardImage).toMatch(/^\/content\/images\/games\/\d+\.svg$/);
    }
  });

  it('links the footer\'s content pages by page type (CMS-03) and gives none without one', async () => {
    const home = await page('home');
    const links = everyItem(home.regions.footer).flatMap((item) => (item.type === 'content_page' ? [linkOf(item)] : []));
    expect(links).toEqual(expect.arrayContaining(['/pages/about-us', '/articles/how-to-play-roulette', '/promotions/weekend-reload', '/help/payments', '/help/common-faq', null]));
  });

  it('reads marketing and content pages by their slugs, and the live casino page\'s geo filter', async () => {
    expect((await page('welcome-offer')).regions.mainContent.length).toBeGreaterThan(0);
    expect((await page('articles/how-to-play-roulette')).regions.mainContent.length).toBeGreaterThan(0);
    expect((await page('live-casino')).geoTargetingFilter).toEqual({ notIn: { countrySubdivision: { ES: ['ES-MD'] } } });
  });

  it('answers an unknown page, language or bucket with a 404', async () => {
    const http = new HttpContentGateway(sandbox.http, { allowedOrigins: [], logger: new RecordingLogger() });
    for (const request of [
      { bucket: 'default', language: 'en', slug: 'no-such-page' },
      { bucket: 'default', language: 'xx', slug: 'home' },
      { bucket: 'nope', language: 'en', slug: 'home' },
      { bucket: 'default', language: 'en', slug: '../../services/site-config' },
    ]) {
      const result = await http.page(request);
      expect(result._tag === 'Left' && result.left, JSON.stringify(request)).toMatchObject({ code: 'HTTP', status: 404 });
    }
  });
});

describe('geolocation (GEO-03)', () => {
  it('answers 202 and sets the st cookie of the location the control API set', async () => {
    expect((await sandbox.control('PUT', '/sandbox/control/geolocation', { location: 'ES-MD' })).status).toBeLessThan(300);
    expect(await new HttpGeoLocationGateway(sandbox.http).locate()).toEqual({ _tag: 'Right', right: undefined });
    const raw = await fetch(`${sandbox.url}/services/geolocation/subdivision`);
    expect(raw.status).toBe(202);
    expect(raw.headers.get('set-cookie')).toMatch(/^st=ES-MD;/);
    await sandbox.control('PUT', '/sandbox/control/geolocation', { location: null });
  });
});
