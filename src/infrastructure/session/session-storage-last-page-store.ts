import type { LastPageStore } from '../../domain/session';

const LAST_PAGE_KEY = 'lastPage';

/** The last page, per tab; storage may be disabled, in which case nothing is remembered. */
export class SessionStorageLastPageStore implements LastPageStore {
  read(): string | null {
    try {
      return sessionStorage.getItem(LAST_PAGE_KEY);
    } catch {
      return null;
    }
  }

  write(path: string): void {
    try {
      sessionStorage.setItem(LAST_PAGE_KEY, path);
    } catch {
      // Private modes may refuse storage; the player then returns home instead.
    }
  }
}
