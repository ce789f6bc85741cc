// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStorageRecentSearchesStore } from './local-storage-recent-searches-store';

const KEY = 'games.recentSearches';

describe('LocalStorageRecentSearchesStore', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the last five searches across visits', () => {
    new LocalStorageRecentSearchesStore().write(['f', 'e', 'd', 'c', 'b', 'a']);
    expect(new LocalStorageRecentSearchesStore().read()).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('ignores anything unreadable it finds there', () => {
    for (const stored of ['not json', '{"a":1}', '[1,2]', JSON.stringify(['x'.repeat(500)])]) {
      window.localStorage.setItem(KEY, stored);
      expect(new LocalStorageRecentSearchesStore().read()).toEqual([]);
    }
  });
});
