// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();
const base = '/content/v5/buckets/default/languages';

type Item = Record<string, unknown> & { type: string; id: string };
const regionsOf = (body: unknown) => record(record(body).regions) as Record<string, Item[]>;
const items = (value: unknown): Item[] => value as Item[];

describe('content pages', () => {
  it('composes the home page from every region, in English and in Spanish', async () => {
    const en = await sandbox.request('GET', `${base}/en/pages/home`);
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('public, max-age=60');
    const regions = regionsOf(en.body);
    expect(Object.keys(regions).sort()).toEqual(['accountMenu', 'channelFooter', 'channelHeader', 'footer', 'header', 'mainContent', 'miniHeader']);
    expect(regions.channelHeader?.map((item) => item.title).slice(0, 5)).toEqual(['Casino', 'Live casino', 'Virtual sports', 'Sports', 'Promotions']);
    expect(regions.channelHeader?.length).toBeGreaterThan(8);
    expect(regions.channelFooter?.length).toBeGreaterThan(5);
    const es = await sandbox.request('GET', `${base}/es/pages/home`);
    expect(regionsOf(es.body).channelHeader?.map((item) => item.title).slice(0, 4)).toEqual(['Casino', 'Casino en vivo', 'Deportes virtuales', 'Deportes']);
  });

  it('has every page and every category in German too (LANG-01), and no other language', async () => {
    const de = await sandbox.request('GET', `${base}/de/pages/home`);
    expect(de.status).toBe(200);
    expect(regionsOf(de.body).channelHeader?.map((item) => item.title).slice(0, 4)).toEqual(['Casino', 'Live-Casino', 'Virtuelle Sportarten', 'Sport']);
    const live = await sandbox.request('GET', `${base}/de/game-categories?channel=live-casino`);
    expect(live.body).toEqual([expect.objectContaining({ slug: 'live-casino', name: 'Live-Casino', channel: 'live-casino' })]);
    for (const slug of ['pages/about-us', 'welcome-offer', 'promotions']) {
      const [english, german] = await Promise.all(['en', 'de'].map((language) => sandbox.request('GET', `${base}/${language}/pages/${slug}`)));
      expect(german?.status, slug).toBe(200);
      expect(record(german?.body).title, slug).not.toBe(record(english?.body).title);
    }
    expect((await sandbox.request('GET', `${base}/fr/pages/home`)).status).toBe(404);
  });

  it('inlines the first games of each rail, and a hero slideshow with a slide only visitors see', async () => {
    const home = await sandbox.request('GET', `${base}/en/pages/home`);
    const main = regionsOf(home.body).mainContent ?? [];
    const slideshow = main.find((item) => item.type === 'slideshow');
    const slides = items(slideshow?.slides);
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides.find((slide) => slide.hideWhenLogged === true)?.title).toBe('New here? Join now');
    const rails = main.filter((item) => item.type === 'section' && item.layout === 'rail');
    expect(rails.map((rail) => rail.title)).toEqual(expect.arrayContaining(['New games', 'Popular right now', 'Jackpots', 'Live tables', 'Nebula Gaming']));
    const jackpotRail = rails.find((rail) => rail.id === 'rail-jackpots');
    expect(items(jackpotRail?.gameList)).toHaveLength(12);
    expect(items(jackpotRail?.gameList)[0]).toMatchObject({ category: 'jackpots', kind: 'slot', cardImage: expect.stringMatching(/^\/content\/images\/games\/\d+\.svg$/) });
    expect(items(rails.find((rail) => rail.id === 'rail-live')?.gameList)[0]).toMatchObject({ geoTargetingFilter: { notIn: { countrySubdivision: { ES: ['ES-MD'] } } } });
  });

  it("fills the home page's player favourites with a rail of hand-picked games, Starburst first, its category listed with them", async () => {
    const main = regionsOf((await sandbox.request('GET', `${base}/en/pages/home`)).body).mainContent ?? [];
    const favourites = main.find((item) => item.id === 'rail-favourites');
    expect(favourites).toMatchObject({ type: 'section', layout: 'rail', title: 'Player favourites', games: { category: 'popular', subCategory: 'favourites' } });
    const games = items(favourites?.gameList);
    expect(games).toHaveLength(12);
    expect(games[0]).toMatchObject({ name: 'Starburst', cardImage: expect.stringMatching(/^\/content\/images\/games\/\d+\.svg$/) });
    expect(new Set(games.map((game) => game.category))).toEqual(new Set(['slots', 'table-games', 'jackpots', 'live-casino']));
    const category = record((await sandbox.request('GET', `${base}/de/game-categories/popular/favourites`)).body);
    expect(category.title).toBe('Lieblinge der Spieler');
    expect(items(category.games)).toHaveLength(12);
  });

  it('serves the promotions page as cards with art, key terms, full terms and what each leads to, in every language (CNT-03)', async () => {
    for (const language of ['en', 'es', 'de']) {
      const main = regionsOf((await sandbox.request('GET', `${base}/${language}/pages/promotions`)).body).mainContent ?? [];
      const cards = items(main.find((item) => item.id === 'promotions-list')?.items);
      expect(cards.length, language).toBeGreaterThanOrEqual(4);
      for (const card of cards) {
        expect(card, `${language} ${card.id}`).toMatchObject({ type: 'promotion', title: expect.any(String), keyTerms: expect.stringContaining('·'), terms: expect.any(String), action: expect.stringMatching(/^(deposit|play)$/) });
        const art = await sandbox.request('GET', text(record(card.image).url));
        expect(art.status, text(record(card.image).url)).toBe(200);
        expect(art.headers.get('content-type')).toContain('image/svg+xml');
      }
      expect(cards.map((card) => card.id)).toContain('promotion-welcome');
    }
    expect((await sandbox.request('GET', '/content/images/promotions/nope.svg')).status).toBe(404);
  });

  it('serves the live casino page with a filter for Madrid, content pages of each type and the sportsbook placeholder', async () => {
    expect(record((await sandbox.request('GET', `${base}/en/pages/live-casino`)).body).geoTargetingFilter).toEqual({ notIn: { countrySubdivision: { ES: ['ES-MD'] } } });
    for (const slug of ['articles/how-to-play-roulette', 'promotions/weekend-reload', 'pages/about-us', 'help/payments', 'help/common-faq', 'welcome-offer', 'promotions', 'casino', 'virtual-sports']) {
      expect((await sandbox.request('GET', `${base}/es/pages/${slug}`)).status, slug).toBe(200);
    }
    const sportsbook = await sandbox.request('GET', `${base}/en/pages/sportsbook`);
    expect(JSON.stringify(sportsbook.body)).toContain('The sportsbook opens here in a later release.');
  });

  it('compresses large answers as the client accepts, each coding with its own tag', async () => {
    const raw = async (encoding: string) => {
      const response = await fetch(`${sandbox.url}${base}/en/games`, { headers: { 'Accept-Encoding': encoding } });
      return { coding: response.headers.get('content-encoding'), etag: response.headers.get('etag'), vary: response.headers.get('vary') };
    };
    const brotli = await raw('br');
    expect(brotli).toMatchObject({ coding: 'br', vary: 'Accept-Encoding' });
    const identity = await raw('identity');
    expect(identity.coding).toBeNull();
    expect(identity.etag).not.toBe(brotli.etag);
    expect((await raw('gzip')).coding).toBe('gzip');
    const again = await fetch(`${sandbox.url}${base}/en/games`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': brotli.etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers 304 when the client already holds the page', async () => {
    const first = await sandbox.request('GET', `${base}/en/pages/casino`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await sandbox.request('GET', `${base}/en/pages/casino`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('is 404 for an unknown slug, bucket or language, and for hostile slugs', async () => {
    for (const path of [
      `${base}/en/pages/nope`,
      `${base}/fr/pages/home`,
      '/content/v5/buckets/other/languages/en/pages/home',
      `${base}/en/pages/..%2F..%2Fetc%2Fpasswd`,
      `${base}/en/pages/home%00`,
      `${base}/en/pages/${'a/'.repeat(20)}b`,
      `${base}/en/pages/%3Cscript%3E`,
    ]) {
      const answer = await sandbox.request('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('the catalogue', () => {
  it('lists the categories menu of each channel', async () => {
    const casino = await sandbox.request('GET', `${base}/en/game-categories?channel=casino`);
    expect((casino.body as Item[]).map((category) => category.slug)).toEqual(['slots', 'jackpots', 'new', 'popular', 'table-games', 'providers', 'all-games']);
    const live = await sandbox.request('GET', `${base}/es/game-categories?channel=live-casino`);
    expect(live.body).toEqual([expect.objectContaining({ slug: 'live-casino', name: 'Casino en vivo', channel: 'live-casino' })]);
    expect((await sandbox.request('GET', `${base}/en/game-categories?channel=poker`)).status).toBe(422);
  });

  it('gives a category with its games and subcategories, and a subcategory alone', async () => {
    const slots = record((await sandbox.request('GET', `${base}/en/game-categories/slots`)).body);
    expect(slots).toMatchObject({ slug: 'slots', name: 'Slots', channel: 'casino' });
    expect(items(slots.games)).toHaveLength(2220);
    expect(items(slots.subCategories).map((sub) => sub.slug)).toEqual(['classic', 'video', 'megaways']);
    const classic = record((await sandbox.request('GET', `${base}/es/game-categories/slots/classic`)).body);
    expect(classic).toMatchObject({ slug: 'classic', name: 'Tragaperras clásicas', subCategories: [] });
    expect(items(classic.games).find((game) => game.name === 'Starburst')).toMatchObject({ linkUrl: '/casino/slots/classic/starburst', categoryName: 'Tragaperras' });
    const virtual = record((await sandbox.request('GET', `${base}/en/game-categories/virtual-sports/football`)).body);
    expect(items(virtual.games).map((game) => game.id)).toContain(1331);
    expect((await sandbox.request('GET', `${base}/en/game-categories/slots/nope`)).status).toBe(404);
    expect((await sandbox.request('GET', `${base}/en/game-categories/nope`)).status).toBe(404);
  });

  it('serves the search corpus with every game once, names with markup as plain strings', async () => {
    const corpus = record((await sandbox.request('GET', `${base}/en/games`)).body);
    const games = items(corpus.games);
    expect(games.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
    expect(games.map((game) => game.name)).toEqual(expect.arrayContaining(['Starburst', 'Fruits <Deluxe>', 'Cash & Carry']));
    expect(new Set(games.map((game) => game.provider)).size).toBeGreaterThanOrEqual(12);
    const allGames = items(corpus.categories).find((category) => category.slug === 'all-games');
    expect((allGames?.games as number[]).length).toBe(games.length);
  });

  it('serves a game page and 404 for an unknown game', async () => {
    const page = record((await sandbox.request('GET', `${base}/en/game-pages/starburst`)).body);
    expect(record(page.game)).toMatchObject({ name: 'Starburst', kind: 'slot' });
    expect(text(page.description)).toContain('Starburst is a slot by');
    expect((await sandbox.request('GET', `${base}/en/game-pages/no-such-game`)).status).toBe(404);
  });

  it("states a game's facts on its page, the same on every visit, with the game provider's stake range in each currency", async () => {
    const page = record((await sandbox.request('GET', `${base}/en/game-pages/starburst`)).body);
    const facts = record(page.facts);
    expect(facts.rtp).toBeGreaterThanOrEqual(95);
    expect(facts.rtp).toBeLessThanOrEqual(97);
    expect(Math.round((facts.rtp as number) * 100) / 100).toBe(facts.rtp);
    expect(['low', 'medium', 'high']).toContain(facts.volatility);
    expect(facts.lines).toEqual({ kind: 'paylines', count: expect.any(Number) });
    const stakes = facts.stakes as { currency: string; min: number; max: number }[];
    expect(stakes).toEqual(expect.arrayContaining([{ currency: 'EUR', min: 10, max: 1000 }, { currency: 'JPY', min: 10, max: 1000 }, { currency: 'BTC', min: 10_000, max: 1_000_000 }]));
    const german = record((await sandbox.request('GET', `${base}/de/game-pages/starburst`)).body);
    expect(german.facts).toEqual(page.facts);

    const roulette = items(record((await sandbox.request('GET', `${base}/en/game-categories/table-games/roulette`)).body).games)[0];
    const table = record((await sandbox.request('GET', `${base}/en/game-pages/${text(roulette?.slug)}`)).body);
    expect(record(table.facts)).toMatchObject({ volatility: 'medium', lines: { kind: 'betTypes', count: expect.any(Number) } });
    expect([94.74, 97.3, 98.65]).toContain(record(table.facts).rtp);
  });

  it('lists up to eight similar games of the same shelf on a game page, its provider\'s first, never the game itself', async () => {
    const page = record((await sandbox.request('GET', `${base}/en/game-pages/starburst`)).body);
    const game = record(page.game);
    const similar = items(page.similarGames);
    expect(similar).toHaveLength(8);
    expect(similar.map((entry) => entry.id)).not.toContain(game.id);
    expect(new Set(similar.map((entry) => entry.id)).size).toBe(8);
    for (const entry of similar) {
      expect(entry).toMatchObject({ category: 'slots', subCategory: game.subCategory, cardImage: `/content/images/games/${entry.id}.svg`, geoTargetingFilter: null });
    }
    expect(similar.filter((entry) => entry.provider === game.provider).length).toBeGreaterThanOrEqual(4);
  });
});

describe('artwork', () => {
  it("serves a game's card, cached, without its name in the picture", async () => {
    const corpus = record((await sandbox.request('GET', `${base}/en/games`)).body);
    const hostile = items(corpus.games).find((game) => game.name === 'Fruits <Deluxe>');
    const card = await sandbox.request('GET', `${text(hostile?.cardImage)}?w=300&q=75`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toContain('image/svg+xml');
    expect(card.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(card.text).toContain('viewBox="0 0 400 300"');
    expect(card.text).not.toContain('Deluxe');
    const again = await sandbox.request('GET', text(hostile?.cardImage), { headers: { 'If-None-Match': card.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('draws the slides, and 404 for unknown images', async () => {
    expect((await sandbox.request('GET', '/content/images/slides/jackpots.svg')).status).toBe(200);
    for (const path of ['/content/images/slides/nope.svg', '/content/images/games/99.svg', '/content/images/games/1001.png', '/content/images/games/abc.svg']) {
      expect((await sandbox.request('GET', path)).status, path).toBe(404);
    }
  });
});
