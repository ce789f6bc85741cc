import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '../shared/recording-logger';
import { CategoryBody, CorpusBody, MenuBody, toCategory, toCorpus, toMenu } from './catalogue-codecs';

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
