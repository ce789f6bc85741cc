import type { ContentPage, PageRequest, PreloadedPages } from '../../domain/content';
import { decodeContentPage, type ContentDecoding } from './content-codec';

/** The element a server may inline a page of the default language into: `page-content-{slug}`. */
export const preloadedPageElementId = (slug: string): string => `page-content-${slug}`;

/**
 * Pages the server inlined into the document as `<script type="application/json" id="page-content-home">`,
 * in the site's default language, decoded like fetched ones; anything unreadable is ignored (and
 * logged), and the page is then fetched as usual.
 */
export class DocumentPreloadedPages implements PreloadedPages {
  private readonly decoded = new Map<string, ContentPage | null>();

  constructor(
    private readonly document: Document,
    private readonly decoding: ContentDecoding & { readonly language: string },
  ) {}

  take(request: PageRequest): ContentPage | null {
    if (request.language !== this.decoding.language || !/^[a-z0-9-]{1,100}$/.test(request.slug)) return null;
    const known = this.decoded.get(request.slug);
    if (known !== undefined) return known;
    const page = this.read(request.slug);
    this.decoded.set(request.slug, page);
    return page;
  }

  private read(slug: string): ContentPage | null {
    const element = this.document.getElementById(preloadedPageElementId(slug));
    if (element === null) return null;
    if (element.tagName !== 'SCRIPT' || element.getAttribute('type') !== 'application/json') {
      this.decoding.logger.warn('inline content page ignored: not a JSON script element');
      return null;
    }
    let body: unknown;
    try {
      body = JSON.parse(element.textContent ?? '');
    } catch {
      this.decoding.logger.warn('inline content page ignored: not JSON');
      return null;
    }
    const page = decodeContentPage(body, this.decoding);
    return page !== null && page.slug === slug ? page : null;
  }
}
