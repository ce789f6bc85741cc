import type { RecentSearchesStore } from '../../domain/games';

export class MemoryRecentSearchesStore implements RecentSearchesStore {
  terms: readonly string[] = [];

  read(): readonly string[] {
    return this.terms;
  }

  write(terms: readonly string[]): void {
    this.terms = [...terms];
  }
}
