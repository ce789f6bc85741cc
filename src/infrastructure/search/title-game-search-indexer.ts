import type { GameSearchEntry, GameSearchIndex, GameSearchIndexer } from '../../domain/games';

/**
 * The index in the page itself: plain text matching with a few typos allowed, fast enough for one
 * frame over the whole catalogue. Its code loads with the first search, not with the first page.
 */
export class TitleGameSearchIndexer implements GameSearchIndexer {
  async index(entries: readonly GameSearchEntry[]): Promise<GameSearchIndex> {
    const { GameTitleIndex } = await import('../../domain/games/search-index');
    return new GameTitleIndex(entries);
  }
}
