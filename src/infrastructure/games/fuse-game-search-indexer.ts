import type { GameSearchEntry, GameSearchHit, GameSearchIndex, GameSearchIndexer, MatchRange } from '../../domain/games';

type FuseModule = typeof import('fuse.js/basic');

/** Loaded on the first search, so the first page's script does not carry the matching library. */
let fuseModule: Promise<FuseModule> | null = null;
const loadFuse = (): Promise<FuseModule> => (fuseModule ??= import('fuse.js/basic'));

/** How far a typo may go: 0 exact, 1 anything; "stabrust" still finds "Starburst". */
const FUZZINESS = 0.4;

/**
 * Ranks by relevance: titles that start with the term, then titles with a word starting with it,
 * then titles containing it anywhere (shorter titles first), then fuzzy matches (Fuse's score)
 * for typos and missing letters. The term is compared as plain text, never as a pattern.
 */
class FuseGameSearchIndex implements GameSearchIndex {
  private readonly lowerTitles: readonly string[];

  constructor(
    private readonly entries: readonly GameSearchEntry[],
    private readonly fuse: import('fuse.js/basic').default<GameSearchEntry>,
  ) {
    this.lowerTitles = entries.map((entry) => entry.title.toLocaleLowerCase());
  }

  search(term: string, limit: number): readonly GameSearchHit[] {
    const needle = term.toLocaleLowerCase();
    if (needle === '' || limit <= 0) return [];
    const tiers: [number, number, number][] = [];
    this.lowerTitles.forEach((title, index) => {
      const at = title.indexOf(needle);
      if (at === -1) return;
      const tier = at === 0 ? 0 : /[\s\-:&'’.,!]/.test(title[at - 1] ?? '') ? 1 : 2;
      tiers.push([tier, title.length, index]);
    });
    tiers.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    const hits: GameSearchHit[] = [];
    const taken = new Set<number>();
    for (const [, , index] of tiers) {
      if (hits.length >= limit) return hits;
      taken.add(index);
      hits.push({ entry: this.entries[index] as GameSearchEntry, titleMatches: [] });
    }
    for (const result of this.fuse.search(term, { limit: limit + taken.size })) {
      if (hits.length >= limit) break;
      if (taken.has(result.refIndex)) continue;
      taken.add(result.refIndex);
      const ranges = (result.matches ?? [])
        .filter((match) => match.key === 'title')
        .flatMap((match) => match.indices.map(([start, end]): MatchRange => [start, end + 1]));
      hits.push({ entry: result.item, titleMatches: ranges });
    }
    return hits;
  }
}

export class FuseGameSearchIndexer implements GameSearchIndexer {
  async index(entries: readonly GameSearchEntry[]): Promise<GameSearchIndex> {
    const { default: Fuse } = await loadFuse();
    const fuse = new Fuse([...entries], {
      keys: ['title'],
      threshold: FUZZINESS,
      ignoreLocation: true,
      includeMatches: true,
      minMatchCharLength: 2,
      shouldSort: true,
    });
    return new FuseGameSearchIndex(entries, fuse);
  }
}
