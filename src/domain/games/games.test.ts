import { describe, expect, it } from 'vitest';
import { aGame } from '../../../tests/support/games';
import type { Game } from './game';
import { highlight, occurrencesOf, splitByRanges } from './highlight';
import { formatJackpot } from './jackpot';
import { normaliseSearchTerm, rememberSearch, searchEntries, SEARCH_TERM_MAX_LENGTH } from './search';
import { filterByProvider, providersOf, sortGames } from './sorting';

const game = (id: number, name: string, extra: Partial<Game> = {}): Game =>
  aGame(id, name, { slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), linkUrl: `/casino/slots/classic/${id}`, popularity: 0, ...extra });

describe('formatJackpot (GAME-03)', () => {
  it('divides by 100 and keeps two decimals up to 1,000,000 minor units', () => {
    expect(formatJackpot(123_456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatJackpot(1_000_000, 'EUR', 'en')).toBe('€10,000.00');
    expect(formatJackpot(0, 'EUR', 'en')).toBe('€0.00');
  });

  it('shows thousands in k and millions in m, with two decimals never rounded up', () => {
    expect(formatJackpot(1_000_001, 'EUR', 'en')).toBe('€10.00k');
    expect(formatJackpot(1_234_599, 'EUR', 'en')).toBe('€12.34k');
    expect(formatJackpot(99_999_999, 'EUR', 'en')).toBe('€999.99k');
    expect(formatJackpot(100_000_000, 'EUR', 'en')).toBe('€1.00m');
    expect(formatJackpot(123_456_789, 'EUR', 'en')).toBe('€1.23m');
  });

  it('puts the suffix on the number wherever the language puts the currency', () => {
    expect(formatJackpot(123_456_789, 'EUR', 'es').replace(/\s/g, ' ')).toBe('1,23m €');
  });

  it('does not fail on an unknown currency', () => {
    expect(formatJackpot(150, 'XX1', 'en')).toBe('1.50');
  });
});

describe('highlight', () => {
  it('marks every occurrence case-insensitively, as plain text', () => {
    expect(highlight('Star Starburst', 'star')).toEqual([
      { text: 'Star', match: true },
      { text: ' ', match: false },
      { text: 'Star', match: true },
      { text: 'burst', match: false },
    ]);
  });

  it('treats regular-expression characters as text', () => {
    expect(occurrencesOf('Cash (.*) Kings', '(.*)')).toEqual([[5, 9]]);
    expect(occurrencesOf('Gold', '[')).toEqual([]);
  });

  it('marks nothing for an empty term', () => {
    expect(highlight('Starburst', '   ')).toEqual([{ text: 'Starburst', match: false }]);
  });

  it('uses the fuzzy match ranges when the term does not occur', () => {
    expect(highlight('Starburst', 'stabrust', [[0, 3]])).toEqual([
      { text: 'Sta', match: true },
      { text: 'rburst', match: false },
    ]);
  });

  it('merges overlapping ranges and ignores ranges outside the text', () => {
    expect(splitByRanges('abcdef', [[3, 5], [1, 4], [10, 12]])).toEqual([
      { text: 'a', match: false },
      { text: 'bcde', match: true },
      { text: 'f', match: false },
    ]);
  });
});

describe('search entries (GS-03, GS-05)', () => {
  const corpus = {
    games: [game(1, 'Starburst'), game(2, 'Book of Ra')],
    categories: [
      { slug: 'all-games', name: 'All games', title: 'All games', menuName: 'All', games: [1, 2] },
      { slug: 'popular', name: 'Popular', title: 'Popular', menuName: 'Popular', games: [1] },
      { slug: 'new', name: '', title: '', menuName: 'New Games', games: [2, 1, 99] },
    ],
  };

  it('leaves out all-games, removes duplicates and takes the subtitle from the category', () => {
    expect(searchEntries(corpus).map((entry) => [entry.title, entry.subtitle])).toEqual([
      ['Starburst', 'Popular'],
      ['Book of Ra', 'new games'],
    ]);
  });

  it('keeps duplicates when told to', () => {
    expect(searchEntries(corpus, { keepDuplicates: true }).map((entry) => entry.id)).toEqual([1, 2, 1]);
  });

  it('gives title, subtitle, image and link', () => {
    expect(searchEntries(corpus)[0]).toEqual({
      id: 1,
      slug: 'starburst',
      href: '/casino/slots/classic/1',
      title: 'Starburst',
      subtitle: 'Popular',
      img: '/content/images/games/1.svg',
      imgAlt: 'Starburst by Nebula Gaming',
    });
  });
});

describe('search terms', () => {
  it('trims, collapses spaces and cuts long terms', () => {
    expect(normaliseSearchTerm('  book   of ra ')).toBe('book of ra');
    expect(normaliseSearchTerm('x'.repeat(500))).toHaveLength(SEARCH_TERM_MAX_LENGTH);
  });

  it('keeps the last five searches, newest first, each once', () => {
    let recent: readonly string[] = [];
    for (const term of ['a', 'b', 'c', 'A', 'd', 'e', 'f', '  ']) recent = rememberSearch(recent, term);
    expect(recent).toEqual(['f', 'e', 'd', 'A', 'c']);
  });
});

describe('sorting and the provider filter', () => {
  const games = [
    game(1, 'Zeus', { popularity: 50, releasedAt: '2026-03-01', provider: 'b', providerName: 'Bolt' }),
    game(2, 'apollo', { popularity: 90, releasedAt: '2025-01-01' }),
    game(3, 'Mercury', { popularity: 50, releasedAt: '2026-09-01', provider: 'b', providerName: 'Bolt' }),
  ];

  it('sorts by popularity, then by name', () => {
    expect(sortGames(games, 'popular', 'en').map((g) => g.id)).toEqual([2, 3, 1]);
  });

  it('sorts newest first', () => {
    expect(sortGames(games, 'new', 'en').map((g) => g.id)).toEqual([3, 1, 2]);
  });

  it('sorts A to Z whatever the case', () => {
    expect(sortGames(games, 'az', 'en').map((g) => g.name)).toEqual(['apollo', 'Mercury', 'Zeus']);
  });

  it('lists providers with their counts and filters by one', () => {
    expect(providersOf(games, 'en')).toEqual([
      { slug: 'b', name: 'Bolt', count: 2 },
      { slug: 'nebula', name: 'Nebula Gaming', count: 1 },
    ]);
    expect(filterByProvider(games, 'b').map((g) => g.id)).toEqual([1, 3]);
    expect(filterByProvider(games, null)).toHaveLength(3);
  });
});
