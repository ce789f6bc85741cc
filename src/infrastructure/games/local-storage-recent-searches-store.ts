import type { RecentSearchesStore } from '../../domain/games';
import { RECENT_SEARCHES_KEPT, SEARCH_TERM_MAX_LENGTH } from '../../domain/games';
import { BoundedArray, BoundedString } from '../shared/codecs';

const KEY = 'games.recentSearches';
const Stored = BoundedArray(BoundedString(SEARCH_TERM_MAX_LENGTH), 50);

/** The last searches in localStorage; anything unreadable there is ignored, a full or blocked storage only loses them. */
export class LocalStorageRecentSearchesStore implements RecentSearchesStore {
  read(): readonly string[] {
    try {
      const raw = window.localStorage.getItem(KEY);
      if (raw === null) return [];
      const decoded = Stored.decode(JSON.parse(raw));
      return decoded._tag === 'Right' ? decoded.right.slice(0, RECENT_SEARCHES_KEPT) : [];
    } catch {
      return [];
    }
  }

  write(terms: readonly string[]): void {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(terms.slice(0, RECENT_SEARCHES_KEPT)));
    } catch {
      // Private mode or a full storage: the searches are simply not kept.
    }
  }
}
