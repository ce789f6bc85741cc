import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '../shared/recording-logger';
import { CategoryBody, CorpusBody, MenuBody, toCategory, toCorpus, toMenu } from './catalogue-codecs';
import { GamePageBody, toGamePage } from './game-page-codec';

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
  badge: null,
  cardImage: `/content/images/games/${id}.svg`,
  cardImageAltText: `Game ${id}`,
  linkUrl: `/casino/slots/classic/game-${id}`,
  geoTargetingFilter: null,
  popularity: 1,
  releasedAt: '2026-01-01',
  practicePlay: true,
  kind: 'slot',
  ...extra,
});

const decoded = <A>(codec: { decode: (u: unknown) => { _tag: string } }, raw: unknown): A => {
  const result = codec.decode(raw) as { _tag: 'Right'; right: A } | { _tag: 'Left' };
  if (result._tag === 'Left') throw new Error('did not decode');
  return result.right;
};

describe('catalogue codecs', () => {
  it('keeps the rest of a category when some games are malformed, and drops unsafe images but keeps their games', async () => {
    const logger = new RecordingLogger();
    const body = decoded<Parameters<typeof toCategory>[0]>(CategoryBody, {
      slug: 'slots',
      name: 'Slots',
      title: 'Slot games',
      channel: 'casino',
      menuName: 'Slots',
      games: [wireGame(1), { id: 'two' }, wireGame(3, { cardImage: 'javascript:alert(1)' }), wireGame(4, { name: '<img src=x onerror=alert(1)>' }), null],
      subCategories: [{ slug: 'classic', name: 'Classic', games: [1, 3] }, { slug: 'Bad Slug!', name: 'x' }],
    });
    const category = await toCategory(body, [], logger);
    expect(category.games.map((game) => game.id)).toEqual([1, 3, 4]);
    expect(category.games[1]?.cardImage).toBeNull();
    expect(category.games[2]?.name).toBe('<img src=x onerror=alert(1)>');
    expect(category.subCategories.map((sub) => [sub.slug, sub.games])).toEqual([['classic', [1, 3]]]);
    expect(logger.warnings).toHaveLength(4);
  });

  it('reads the search corpus, skipping malformed categories', async () => {
    const body = decoded<Parameters<typeof toCorpus>[0]>(CorpusBody, {
      categories: [{ slug: 'popular', name: 'Popular', menuName: 'Popular', games: [1] }, { slug: 'broken', games: 'all' }],
      games: [wireGame(1)],
    });
    const corpus = await toCorpus(body, []);
    expect(corpus.categories.map((category) => category.slug)).toEqual(['popular']);
    expect(corpus.games).toHaveLength(1);
  });

  it('reads a menu, each subcategory on its own', () => {
    const body = decoded<Parameters<typeof toMenu>[0]>(MenuBody, [
      { slug: 'slots', name: 'Slots', channel: 'casino', subCategories: [{ slug: 'classic', name: 'Classic' }, { slug: 42 }] },
    ]);
    expect(toMenu(body)).toEqual([
      { slug: 'slots', name: 'Slots', title: 'Slots', channel: 'casino', menuName: 'Slots', subCategories: [{ slug: 'classic', name: 'Classic', title: 'Classic' }] },
    ]);
  });
});

describe('the game page codec (GP-01)', () => {
  const facts = { rtp: 96.09, volatility: 'medium', lines: { kind: 'paylines', count: 20 }, stakes: [{ currency: 'EUR', min: 10, max: 1000 }] };
  const pageOf = (body: Record<string, unknown>, logger = new RecordingLogger()) =>
    toGamePage(decoded<Parameters<typeof toGamePage>[0]>(GamePageBody, { game: wireGame(7), title: 'Game 7', ...body }), [], logger);

  it("reads a game's facts, its release date and its similar games", () => {
    const page = pageOf({ facts, similarGames: [wireGame(8), wireGame(9)] });
    expect(page?.facts).toEqual({ rtp: 96.09, volatility: 'medium', lines: { kind: 'paylines', count: 20 }, stakes: [{ currency: 'EUR', min: 10, max: 1000 }], releasedAt: '2026-01-01' });
    expect(page?.similarGames.map((game) => game.id)).toEqual([8, 9]);
  });

  it('leaves out each malformed fact on its own and keeps the others, never a NaN', () => {
    const logger = new RecordingLogger();
    const page = pageOf(
      {
        facts: {
          rtp: Number.NaN,
          volatility: 'wild',
          lines: { kind: 'paylines', count: -3 },
          stakes: [{ currency: 'EUR', min: 1000, max: 10 }, { currency: 'not money!', min: 10, max: 20 }, { currency: 'GBP', min: 1.5, max: 20 }, { currency: 'usd', min: 10, max: 500 }],
        },
      },
      logger,
    );
    expect(page?.facts).toEqual({ rtp: null, volatility: null, lines: null, stakes: [{ currency: 'USD', min: 10, max: 500 }], releasedAt: '2026-01-01' });
    expect(logger.warnings.length).toBeGreaterThanOrEqual(4);
    expect(pageOf({ facts: { ...facts, rtp: '96.09', lines: 'twenty' } })?.facts).toMatchObject({ rtp: null, lines: null, volatility: 'medium' });
    expect(pageOf({ facts: { ...facts, rtp: Infinity } })?.facts.rtp).toBeNull();
  });

  it('hides every fact of a page that has none or whose facts are not an object, and a release date that is no day', () => {
    expect(pageOf({})?.facts).toEqual({ rtp: null, volatility: null, lines: null, stakes: [], releasedAt: '2026-01-01' });
    expect(pageOf({ facts: [1, 2] })?.facts.stakes).toEqual([]);
    const page = toGamePage(decoded<Parameters<typeof toGamePage>[0]>(GamePageBody, { game: { ...wireGame(7), releasedAt: '2026-02-31' }, facts }), []);
    expect(page?.facts.releasedAt).toBeNull();
    expect(page?.facts.rtp).toBe(96.09);
  });

  it('skips malformed similar games, the game itself and repeats, and shows at most eight', () => {
    const many = Array.from({ length: 12 }, (_, index) => wireGame(20 + index));
    const page = pageOf({ facts, similarGames: [wireGame(7), { id: 'eight' }, wireGame(20), null, ...many] });
    expect(page?.similarGames.map((game) => game.id)).toEqual([20, 21, 22, 23, 24, 25, 26, 27]);
    expect(pageOf({ similarGames: 'none' })?.similarGames).toEqual([]);
  });
});
