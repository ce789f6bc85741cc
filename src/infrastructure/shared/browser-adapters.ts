import type { LastPageStore } from '../../domain/session/ports';
import type { Clock, Logger, PageVisibility } from '../../domain/shared/ports';

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

export class DocumentPageVisibility implements PageVisibility {
  isVisible(): boolean {
    return document.visibilityState !== 'hidden';
  }

  onChange(listener: (visible: boolean) => void): () => void {
    const handler = (): void => listener(this.isVisible());
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  }
}

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}

export class ConsoleLogger implements Logger {
  warn(message: string, detail?: unknown): void {
    console.warn(message, detail ?? '');
  }
}
