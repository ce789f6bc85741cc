// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../src/domain/content';
import type { SessionId } from '../../src/domain/session';
import { HttpContentGateway } from '../../src/infrastructure/content/http-content-gateway';
import { HttpGeoLocationGateway } from '../../src/infrastructure/content/http-geo-location-gateway';
import { HttpCatalogueGateway } from '../../src/infrastructure/games/http-catalogue-gateway';
import { HttpFreeGamesGateway } from '../../src/infrastructure/games/http-free-games-gateway';
import { HttpJackpotGateway } from '../../src/infrastructure/games/http-jackpot-gateway';
import { HttpPlayerGamesGateway } from '../../src/infrastructure/player-games/http-player-games-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
}, 60_000);
afterAll(() => sandbox.close());

/** What the adapters dropped and logged: the sandbox's demo content must decode without a loss. */
const warnings: string[] = [];
const logger = { debug: () => undefined, info: () => undefined, warn: (message: string) => warnings.push(message), error: (message: string) => warnings.push(message) };
const scope = { bucket: 'default', language: 'en' };

const sessionFor = async (template = 'ready@demo.test'): Promise<SessionId> => {
  const player = await sandbox.newPlayer(template);
  const result = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (result._tag === 'Left' || result.right.kind !== 'SUCCESS') throw new Error(`login failed for ${template}`);
  return result.right.success.sessionId;
};

const flatten = (items: readonly ContentItem[]): ContentItem[] =>
  items.flatMap((item) => [item, ...flatten('items' in item && Array.isArray(item.items) ? item.items : []), ...flatten('slides' in item && Array.isArray(item.slides) ? item.slides : [])]);

describe('content pages (CMS-01)', () => {
  it('decodes every region of the home page in both languages, with nothing dropped', async () => {
    warnings.length = 0;
    // The footer's safer-gambling link is on an origin an operator would allow-list.
    const gateway = new HttpContentGateway(sandbox.http, { allowedOrigins: ['https://www.begambleaware.org'], logger: logger as never });
    for (const language of ['en', 'es']) {
      const page = await gateway.page({ bucket: 'default', language, slug: 'home' });
      expect(page._tag).toBe('Right');
      if (page._tag === 'Left') return;
      expect(page.right.regions.channelHeader.length).toBe(9);
      expect(page.right.regions.mainContent.some((item) => item.type === 'slideshow')).toBe(true);
      const types = new Set(Object.values(page.right.regions).flatMap((items) => flatten(items).map((item) => item.type)));
      expect([...types].sort()).toEqual(
        ['casino_game_page', 'content_block', 'content_page', 'custom_menu', 'external_link', 'functional', 'marketing_page', 'section', 'slide', 'slideshow'],
      );
    }
    expect(warnings).toEqual([]);
  });

  it('drops only the external link when its origin is not allow-listed', async () => {
    warnings.length = 0;
    const page = await new HttpContentGateway(sandbox.http, { allowedOrigins: [], logger: logger as never }).page({ ...scope, slug: 'home' });
    expect(page._tag).toBe('Right');
    expect(warnings).toEqual(['content: dropping the unsafe link of item footer-safer-gambling']);
  });

  it('reads content pages of every type', async () => {
    const gateway = new HttpContentGateway(sandbox.http, { allowedOrigins: [], logger: logger as never });
    for (const slug of ['pages/about-us', 'articles/how-to-play-roulette', 'promotions/weekend-reload', 'help/payments', 'welcome-offer', 'sportsbook', 'pages/content-checks']) {
      expect((await gateway.page({ ...scope, slug }))._tag, slug).toBe('Right');
    }
  });

  it('locates the visitor (GEO-03)', async () => {
    expect((await new HttpGeoLocationGateway(sandbox.http).locate())._tag).toBe('Right');
  });
});

describe('catalogue (GAME-13, GS-03)', () => {
  const catalogue = () => new HttpCatalogueGateway(sandbox.http, { allowedOrigins: [], logger: logger as never });

  it('reads the menus, a category, a subcategory and a game page', async () => {
    const menu = await catalogue().categoriesMenu(scope, 'casino');
    expect(menu._tag === 'Right' && menu.right.map((entry) => entry.slug)).toEqual(['slots', 'jackpots', 'new', 'popular', 'table-games', 'providers', 'all-games']);
    const slots = await catalogue().category(scope, 'slots', null);
    expect(slots._tag === 'Right' && slots.right.games.length).toBe(2220);
    const football = await catalogue().category({ ...scope, language: 'es' }, 'virtual-sports', 'football');
    expect(football._tag === 'Right' && football.right.games.some((game) => game.id === 1331)).toBe(true);
    const page = await catalogue().gamePage(scope, 'starburst');
    expect(page._tag === 'Right' && page.right.game.name).toBe('Starburst');
  });

  it('reads the whole search corpus, names with markup included', async () => {
    warnings.length = 0;
    const corpus = await catalogue().searchCorpus(scope);
    expect(corpus._tag).toBe('Right');
    if (corpus._tag === 'Left') return;
    expect(corpus.right.games.length).toBe(3200);
    expect(corpus.right.games.find((game) => game.name === 'Fruits <Deluxe>')?.cardImage).toMatch(/^\/content\/images\/games\/\d+\.svg$/);
    expect(warnings).toEqual([]);
  });
});

describe('lobby services (GAME-02, GAME-04, GAME-05) and player games (GAME-11, GAME-12)', () => {
  it('reads jackpots, offers and promotional spins', async () => {
    const jackpots = await new HttpJackpotGateway(sandbox.http).jackpots({ currencyCode: 'EUR', language: 'en', channelType: 'desktop' });
    expect(jackpots._tag === 'Right' && jackpots.right.length).toBe(40);
    const offers = await new HttpFreeGamesGateway(sandbox.http).offers();
    expect(offers._tag === 'Right' && offers.right.length).toBe(30);
    const spins = await new HttpFreeGamesGateway(sandbox.http).promotionalSpins(await sessionFor());
    expect(spins._tag === 'Right' && spins.right).toEqual([1002, 1003, 2410]);
  });

  it('records and reads recent, most played and favourite games', async () => {
    const session = await sessionFor();
    const games = new HttpPlayerGamesGateway(sandbox.http);
    expect((await games.recordRecent(session, 1001))._tag).toBe('Right');
    const recent = await games.recent(session);
    expect(recent._tag === 'Right' && recent.right.map((entry) => entry.gameId)).toEqual([1001]);
    expect(await games.countPlay(session, 1001)).toEqual({ _tag: 'Right', right: { id: 1001, count: 1 } });
    expect(await games.mostPlayed(session)).toEqual({ _tag: 'Right', right: [{ id: 1001, count: 1 }] });
    expect((await games.star(session, 1331))._tag).toBe('Right');
    expect(await games.favourites(session)).toEqual({ _tag: 'Right', right: [1331] });
    expect((await games.unstar(session, 1331))._tag).toBe('Right');
    expect(await games.favourites(session)).toEqual({ _tag: 'Right', right: [] });
  });
});
