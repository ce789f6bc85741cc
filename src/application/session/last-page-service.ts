import { inject, injectable } from 'inversify';
import { isTransitPage, type LastPageStore, safeLocalPath } from '../../domain/session';
import { SessionTokens } from './tokens';

/** Remembers the last page the player was on, to return there after login or a finished task. */
@injectable()
export class LastPageService {
  constructor(@inject(SessionTokens.LastPageStore) private readonly store: LastPageStore) {}

  visited(path: string): void {
    const safe = safeLocalPath(path);
    if (safe !== null && !isTransitPage(safe)) this.store.write(safe);
  }

  lastPage(): string | null {
    return safeLocalPath(this.store.read());
  }
}
