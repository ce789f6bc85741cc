import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from './domain/config';
import { CATEGORY_FIRST_SCREEN_ELEMENT_ID, decodeFirstScreen } from './infrastructure/games/inlined-category-first-screen';
import { decodeInlinedGamePage, GAME_PAGE_ELEMENT_ID } from './infrastructure/games/inlined-game-page';
import { paintCategoryPage, paintContentPage, paintGamePage, paintHomePage } from './paint-server';

const wireGame = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  slug: `game-${id}`,
  name: `Game ${id}`,
  provider: 'nebula',
  providerName: 'Nebula Gaming',
  category: 'slots',
  categoryName: 'Slots',
  subCategory: 'classic',
  subCategoryName: 'Classic',
  badge: id % 3 === 0 ? 'hot' : null,
  cardImage: `/content/images/games/${id}.svg`,
  cardImageAltText: `Game ${id}`,
  linkUrl: `/casino/slots/classic/game-${id}`,
  geoTargetingFilter: null,
  popularity: id * 7 % 100,
  releasedAt: '2026-01-01',
  practicePlay: id % 2 === 0,
  kind: 'slot',
  ...extra,
});

const answer = (games: readonly unknown[]) => ({
  slug: 'slots',
  name: 'Slots & <more>',
  title: 'Slots & <more>',
  channel: 'casino',
  menuName: 'Slots',
  games,
  subCategories: [{ slug: 'classic', name: 'Classic', title: 'Classic', games: [1, 2] }],
});
const config = { ...DEFAULT_SITE_CONFIG, enableGeoTargeting: true };
const input = { path: '/casino/slots', config, language: 'en', year: 2030, category: 'slots' };
const cardsIn = (markup: string): string[] => [...markup.matchAll(/data-game-id="(\d+)"/g)].map((match) => match[1] ?? '');

describe('a category page painted at request time', () => {
  it('is the heading, the count of all games and the first screen of cards by popularity, with the art sized; the first screen is inlined', async () => {
    const games = Array.from({ length: 40 }, (_, index) => wireGame(index + 1));
    const painted = await paintCategoryPage({ ...input, answer: answer(games) });
    expect(painted).not.toBeNull();
    const { markup, inlined } = painted ?? { markup: '', inlined: {} };
    expect(markup).toContain('>Slots &amp; &lt;more&gt;</h1>');
    expect(markup).toContain('40 games');
    const byPopularity = [...games].sort((a, b) => b.popularity - a.popularity || a.name.localeCompare(b.name, 'en', { numeric: true }));
    expect(cardsIn(markup)).toEqual(byPopularity.slice(0, 24).map((game) => String(game.id)));
    expect(markup).toMatch(/<img src="\/content\/images\/games\/\d+\.svg\?w=240[^"]*"[^>]* width="240" height="180"/);
    expect(markup).toContain('2030');
    // The site reads the inlined first screen back as the same games, in the same order.
    const screen = decodeFirstScreen(JSON.parse(JSON.stringify(inlined[CATEGORY_FIRST_SCREEN_ELEMENT_ID])), config.contentOrigins);
    expect(screen?.total).toBe(40);
    expect(screen?.category.games.map((game) => String(game.id))).toEqual(cardsIn(markup));
  });

  it('is the same markup when rendered again from the inlined first screen alone (what the site reads at its first render)', async () => {
    const games = Array.from({ length: 30 }, (_, index) => wireGame(index + 1));
    const first = await paintCategoryPage({ ...input, answer: answer(games) });
    const inlinedOnly = first?.inlined[CATEGORY_FIRST_SCREEN_ELEMENT_ID] as { body: { games: unknown[] } };
    const again = await paintCategoryPage({ ...input, answer: answer(games.slice(0)) });
    expect(again?.markup).toBe(first?.markup);
    expect(inlinedOnly.body.games).toHaveLength(24);
  });

  it('is none whenever the site might show anything else', async () => {
    const games = Array.from({ length: 5 }, (_, index) => wireGame(index + 1));
    const geo = { notIn: { countrySubdivision: { ES: [] } } };
    expect(await paintCategoryPage({ ...input, answer: answer([...games, wireGame(9, { geoTargetingFilter: geo })]) })).toBeNull();
    expect(await paintCategoryPage({ ...input, answer: answer([...games, { id: 'x' }]) })).toBeNull();
    expect(await paintCategoryPage({ ...input, answer: answer([...games, wireGame(1)]) })).toBeNull();
    expect(await paintCategoryPage({ ...input, answer: answer([]) })).toBeNull();
    expect(await paintCategoryPage({ ...input, answer: { ...answer(games), slug: 'table' } })).toBeNull();
    expect(await paintCategoryPage({ ...input, answer: 'not a category' })).toBeNull();
    expect(await paintCategoryPage({ ...input, language: 'es', answer: answer(games) })).toBeNull();
    expect(await paintCategoryPage({ ...input, path: '/casino/slots/classic', answer: answer(games) })).toBeNull();
  });
});

describe('a game page painted at request time', () => {
  const gameAnswer = (extra: Record<string, unknown> = {}) => ({
    game: wireGame(7, { slug: 'starburst', name: 'Starburst <Nights>', practicePlay: true, ...extra }),
    title: 'Starburst <Nights>',
    description: 'A slot & more.',
    howToPlay: 'Spin.',
  });
  const gameInput = { path: '/casino/slots/classic/starburst', config, language: 'en', year: 2030, slug: 'starburst' };

  it("is the game's title, provider, play buttons and text, and the page is inlined for the site's first render", async () => {
    const painted = await paintGamePage({ ...gameInput, answer: gameAnswer() });
    expect(painted).not.toBeNull();
    const { markup, inlined } = painted ?? { markup: '', inlined: {} };
    expect(markup).toContain('<h1 class="game-page__title">Starburst &lt;Nights&gt;</h1>');
    expect(markup).toContain('>Log in and play</button>');
    expect(markup).toContain('>Practice play</button>');
    expect(markup).toContain('A slot &amp; more.');
    const page = decodeInlinedGamePage(JSON.parse(JSON.stringify(inlined[GAME_PAGE_ELEMENT_ID])), config.contentOrigins);
    expect(page?.page.game.name).toBe('Starburst <Nights>');
  });

  it("holds the game's preview, facts and similar games (GP-01), as the site's first render shows them", async () => {
    const facts = { rtp: 96.09, volatility: 'high', lines: { kind: 'ways', count: 117649 }, stakes: [{ currency: 'EUR', min: 10, max: 1000 }] };
    const painted = await paintGamePage({ ...gameInput, answer: { ...gameAnswer(), facts, similarGames: [wireGame(8, { name: 'Cash & Carry' })] } });
    const markup = painted?.markup ?? '';
    expect(markup).toMatch(/^<div/);
    expect(markup).toContain('class="game-preview__image" src="/content/images/games/7.svg?w=800&amp;q=75"');
    expect(markup).toMatch(/<dt>Return to player \(RTP\)<\/dt><dd>96\.09%<\/dd>/);
    expect(markup).toContain('<dt>Ways to win</dt><dd>117,649</dd>');
    expect(markup).toContain('<dt>Minimum stake</dt><dd>€0.10</dd>');
    expect(markup).toContain('>Similar games</h2>');
    expect(markup).toContain('data-game-id="8"');
    const geo = { notIn: { countrySubdivision: { ES: ['ES-MD'] } } };
    expect(await paintGamePage({ ...gameInput, answer: { ...gameAnswer(), similarGames: [wireGame(8, { geoTargetingFilter: geo })] } })).toBeNull();
  });

  it('is none whenever the site might show anything else', async () => {
    const geo = { notIn: { countrySubdivision: { ES: [] } } };
    expect(await paintGamePage({ ...gameInput, answer: gameAnswer({ geoTargetingFilter: geo }) })).toBeNull();
    expect(await paintGamePage({ ...gameInput, answer: gameAnswer({ slug: 'other' }) })).toBeNull();
    expect(await paintGamePage({ ...gameInput, answer: { game: { id: 'x' } } })).toBeNull();
    expect(await paintGamePage({ ...gameInput, answer: null })).toBeNull();
    expect(await paintGamePage({ ...gameInput, path: '/casino/slots/starburst', answer: gameAnswer() })).toBeNull();
    expect(await paintGamePage({ ...gameInput, language: 'de', answer: gameAnswer() })).toBeNull();
  });
});

describe("a returning player's page painted at request time (a session cookie, its session still being restored)", () => {
  const home = {
    slug: 'home',
    title: 'Home',
    regions: {
      mainContent: [
        { type: 'content_block', id: 'everyone', title: 'Tonight on the floor', body: 'New tables open at nine.' },
        { type: 'content_block', id: 'visitors', title: 'Join now', body: 'A welcome offer for new players.', hideWhenLogged: true },
      ],
    },
  };
  const homeInput = { path: '/', config, language: 'en', year: 2030, answer: home, locationCookie: 'ES-MD', audience: 'returning' as const };

  it("is the lobby's skeleton with its first slide's image when the lobby depends on the location, and none when it differs by device", async () => {
    const slideshow = { type: 'slideshow', id: 'hero', title: 'Featured', slides: [{ type: 'slide', id: 's1', title: 'Welcome', text: '', image: { url: '/content/images/slides/welcome.svg', alt: 'Stars' }, cta: null }] };
    const regional = { type: 'content_block', id: 'regional', title: 'Local', body: 'x', geoTargetingFilter: { notIn: { countrySubdivision: { ES: ['ES-MD'] } } } };
    const actions = { type: 'section', id: 'actions', title: 'Quick actions', layout: 'actions', items: [{ type: 'custom_menu', id: 'deposit', title: 'Deposit', slug: 'account/cashier/deposit' }] };
    const skeleton = await paintHomePage({ ...homeInput, answer: { ...home, regions: { mainContent: [slideshow, regional], accountMenu: [actions] } } });
    expect(skeleton?.markup).toContain('page-skeleton--lobby');
    // The player's quick actions stand above it already, as they will once the session is back: the lobby does not move.
    expect(skeleton?.markup).toMatch(/<section class="player-actions"[^>]*>.*Deposit.*<\/section>.*page-skeleton--lobby/s);
    expect(skeleton?.markup).toContain('src="/content/images/slides/welcome.svg?w=960&amp;q=75"');
    const byDevice = { type: 'content_block', id: 'desk', title: 'Desk', body: 'x', devices: ['Desktop'] };
    expect(await paintHomePage({ ...homeInput, answer: { ...home, regions: { mainContent: [...home.regions.mainContent, byDevice] } } })).toBeNull();
    expect(await paintHomePage({ ...homeInput, answer: { slug: 'other', regions: {} } })).toBeNull();
  });

  it('is the lobby without what only visitors see, and with neither a login button nor anything of the player', async () => {
    const painted = await paintHomePage(homeInput);
    expect(painted).not.toBeNull();
    const markup = painted?.markup ?? '';
    expect(markup).toContain('class="lobby"');
    expect(markup).toContain('Tonight on the floor');
    expect(markup).not.toContain('A welcome offer for new players.');
    expect(markup).not.toContain('>Log in</a>');
    expect(markup).not.toContain('session-being-restored');
  });

  it("is a category's first screen of cards without a login button, and no home page for a visitor (the build's page is theirs)", async () => {
    const games = Array.from({ length: 30 }, (_, index) => wireGame(index + 1));
    const painted = await paintCategoryPage({ ...input, answer: answer(games), audience: 'returning' });
    expect(cardsIn(painted?.markup ?? '')).toHaveLength(24);
    expect(painted?.markup).not.toContain('>Log in</a>');
    const visitor = await paintCategoryPage({ ...input, answer: answer(games) });
    expect(visitor?.markup).toContain('>Log in</a>');
    expect(await paintHomePage({ ...homeInput, audience: 'visitor' })).toBeNull();
    expect(await paintHomePage({ ...homeInput, path: '/casino' })).toBeNull();
  });
});

describe("a content section's page painted at request time", () => {
  const promotions = {
    slug: 'promotions',
    title: 'Promotions & <b>offers</b><script>alert(1)</script>',
    regions: { mainContent: [{ type: 'content_block', id: 'weekend', title: 'Weekend spins', body: 'Ten spins every Saturday.' }] },
  };
  const contentInput = { path: '/promotions', config, language: 'en', year: 2030, slug: 'promotions', answer: promotions };

  it("is the page's title and content, and the page is inlined for the site's first render", async () => {
    const painted = await paintContentPage(contentInput);
    // CNT-01: the server has no DOMParser; the same strict reading paints the bold word and drops the script.
    expect(painted?.markup).toContain('<h1 class="content-page__title">Promotions &amp; <b>offers</b></h1>');
    expect(painted?.markup).toContain('Ten spins every Saturday.');
    expect(painted?.inlined['page-content-promotions']).toEqual(promotions);
  });

  it("paints an offer's card for a visitor: its art, key terms, full terms behind a disclosure and the way to join (CNT-03, CNT-04)", async () => {
    const card = {
      type: 'promotion',
      id: 'spins',
      title: 'Free <i>spins</i>',
      text: 'Ten spins',
      image: { url: '/content/images/promotions/spins.svg', alt: 'Reels' },
      keyTerms: 'No deposit · 7 days',
      terms: 'Wager <b>10×</b> <img src=x onerror=alert(1)><a href="javascript:alert(1)">now</a>',
      action: 'play',
      game: { category: 'slots', subCategory: 'classic', page: 'starburst' },
    };
    const markup = (await paintContentPage({ ...contentInput, answer: { ...promotions, regions: { mainContent: [card] } } }))?.markup ?? '';
    expect(markup).toContain('Free <i>spins</i>');
    expect(markup).toContain('No deposit · 7 days');
    expect(markup).toMatch(/<details class="promotion__terms"><summary>Full terms<\/summary><p>Wager <b>10×<\/b> now<\/p><\/details>/);
    expect(markup).toMatch(/<a class="button button--primary promotion__cta"[^>]*href="\/join"[^>]*>Join now<\/a>/);
    expect(markup).not.toMatch(/onerror|javascript:|<img src="x"/);
  });

  it('is none whenever the site might show anything else', async () => {
    const regional = { type: 'content_block', id: 'local', title: 'Local', body: 'x', geoTargetingFilter: { notIn: { countrySubdivision: { ES: ['ES-MD'] } } } };
    const withRegional = { ...promotions, regions: { mainContent: [...promotions.regions.mainContent, regional] } };
    // Waiting for where the visitor is: not painted without the `st` cookie; painted for the place it names.
    expect(await paintContentPage({ ...contentInput, answer: withRegional })).toBeNull();
    const inMadrid = (await paintContentPage({ ...contentInput, answer: withRegional, locationCookie: 'ES-MD' }))?.markup ?? '';
    expect(inMadrid).toContain('Weekend spins');
    expect(inMadrid).not.toContain('Local');
    expect(await paintContentPage({ ...contentInput, answer: { ...promotions, slug: 'other' } })).toBeNull();
    expect(await paintContentPage({ ...contentInput, answer: { ...promotions, geoTargetingFilter: { notIn: { countrySubdivision: { ES: [] } } } }, locationCookie: 'ES-MD' })).toBeNull();
    expect(await paintContentPage({ ...contentInput, answer: { ...promotions, regions: { mainContent: [{ ...regional, geoTargetingFilter: null, devices: ['Mobile'] }] } } })).toBeNull();
    expect(await paintContentPage({ ...contentInput, path: '/promotions/x' })).toBeNull();
    expect(await paintContentPage({ ...contentInput, language: 'es' })).toBeNull();
  });
});
