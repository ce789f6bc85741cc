import { describe, expect, it } from 'vitest';
import type { GameSearchEntry } from './search';
import { allowedTypos, closestSubstring, GameTitleIndex } from './search-index';

const entry = (id: number, title: string): GameSearchEntry => ({
  id,
  slug: `game-${id}`,
  href: `/casino/slots/classic/game-${id}`,
  title,
  subtitle: 'Slots',
  img: null,
  imgAlt: title,
});

const titles = ['Starburst', 'Star Fortune', 'Lucky Stars', 'Book of Ra', 'Gonzo’s Quest', 'Mega Moolah', 'Fire & Ice', 'Bonanza', 'Rising Star'];
const index = () => new GameTitleIndex(titles.map((title, i) => entry(i + 1, title)));

describe('closestSubstring', () => {
  it('finds the pattern inside the text with no edit', () => {
    expect(closestSubstring('burst', 'starburst')).toEqual({ distance: 0, end: 8 });
  });

  it('counts the edits to the closest part of the text', () => {
    expect(closestSubstring('stabrust', 'starburst').distance).toBe(3);
    expect(closestSubstring('bonnza', 'bonanza').distance).toBe(1);
    expect(closestSubstring('qqqq', 'starburst').distance).toBe(4);
  });
});

describe('allowedTypos', () => {
  it('allows none for short terms and about one in three for long ones', () => {
    expect([3, 4, 6, 8, 16, 32].map(allowedTypos)).toEqual([0, 1, 2, 3, 6, 8]);
  });
});

describe('GameTitleIndex', () => {
  it('ranks titles starting with the term first, then word starts, then the rest', () => {
    const hits = index().search('star', 8).map((hit) => hit.entry.title);
    expect(hits.slice(0, 2)).toEqual(['Starburst', 'Star Fortune']);
    expect([...hits.slice(2, 4)].sort()).toEqual(['Lucky Stars', 'Rising Star']);
  });

  it('finds a game despite a typo or a missing letter, marking where it matched', () => {
    const found = index();
    expect(found.search('stabrust', 8)[0]?.entry.title).toBe('Starburst');
    expect(found.search('bonnza', 8)[0]?.entry.title).toBe('Bonanza');
    expect(found.search('mega mola', 8)[0]?.entry.title).toBe('Mega Moolah');
    expect(found.search('stabrust', 8)[0]?.titleMatches).toEqual([[0, 9]]);
    expect(found.search('stabrust', 8).map((hit) => hit.entry.title).slice(0, 2)).toEqual(['Starburst', 'Lucky Stars']);
  });

  it('gives at most the limit asked', () => {
    expect(index().search('a', 3)).toHaveLength(3);
  });

  it('takes regular-expression characters and very long terms as text, without throwing', () => {
    const found = index();
    expect(found.search('.*[(', 8)).toEqual([]);
    expect(found.search('x'.repeat(500), 8)).toEqual([]);
    expect(found.search('Fire & Ice', 8)[0]?.entry.title).toBe('Fire & Ice');
  });

  it('finds nothing for nonsense', () => {
    expect(index().search('qqqqzzzz', 8)).toEqual([]);
  });
});
