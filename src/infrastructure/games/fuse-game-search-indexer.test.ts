import { describe, expect, it } from 'vitest';
import type { GameSearchEntry } from '../../domain/games';
import { FuseGameSearchIndexer } from './fuse-game-search-indexer';

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
const index = () => new FuseGameSearchIndexer().index(titles.map((title, i) => entry(i + 1, title)));

describe('FuseGameSearchIndexer', () => {
  it('ranks titles starting with the term first, then word starts, then the rest', async () => {
    const hits = (await index()).search('star', 8).map((hit) => hit.entry.title);
    expect(hits.slice(0, 2)).toEqual(['Starburst', 'Star Fortune']);
    expect([...hits.slice(2, 4)].sort()).toEqual(['Lucky Stars', 'Rising Star']);
  });

  it('finds a game despite a typo or a missing letter', async () => {
    const found = await index();
    expect(found.search('stabrust', 8)[0]?.entry.title).toBe('Starburst');
    expect(found.search('bonnza', 8)[0]?.entry.title).toBe('Bonanza');
    expect(found.search('stabrust', 8)[0]?.titleMatches.length).toBeGreaterThan(0);
  });

  it('gives at most the limit asked', async () => {
    expect((await index()).search('a', 3)).toHaveLength(3);
  });

  it('takes regular-expression characters and very long terms as text, without throwing', async () => {
    const found = await index();
    expect(() => found.search('.*[(', 8)).not.toThrow();
    expect(() => found.search('x'.repeat(500), 8)).not.toThrow();
    expect(found.search('Fire & Ice', 8)[0]?.entry.title).toBe('Fire & Ice');
  });

  it('finds nothing for nonsense', async () => {
    expect((await index()).search('qqqqzzzz', 8)).toEqual([]);
  });
});
