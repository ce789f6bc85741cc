import { GameTitleIndex, type GameSearchEntry, type GameSearchIndex, type GameSearchIndexer } from '../../domain/games';

/** The index in the page itself: plain text matching with a few typos allowed, fast enough for one frame over the whole catalogue. */
export class TitleGameSearchIndexer implements GameSearchIndexer {
  async index(entries: readonly GameSearchEntry[]): Promise<GameSearchIndex> {
    return new GameTitleIndex(entries);
  }
}
