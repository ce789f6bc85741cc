import type { ContentPage, PreloadedPages } from '../../domain/content';

/** A document with no inlined page: every page is fetched. */
export class NoPreloadedPages implements PreloadedPages {
  take(): ContentPage | null {
    return null;
  }
}
