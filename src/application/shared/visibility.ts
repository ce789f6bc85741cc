import { inject, injectable } from 'inversify';
import { distinctUntilChanged, Observable, shareReplay } from 'rxjs';
import type { PageVisibility } from '../../domain/shared/ports';
import { SharedTokens } from './tokens';

/** The page's visibility as a stream, shared by every poll. */
@injectable()
export class VisibilityService {
  readonly visible$: Observable<boolean>;

  constructor(@inject(SharedTokens.PageVisibility) visibility: PageVisibility) {
    this.visible$ = new Observable<boolean>((subscriber) => {
      subscriber.next(visibility.isVisible());
      return visibility.onChange((visible) => subscriber.next(visible));
    }).pipe(distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));
  }
}
