import type { HelpCategory, PreloadedHelpCategories } from '../../domain/help';
import type { Logger } from '../../domain/shared/ports';
import type { InlinedData } from '../shared/document-inlined-data';
import { decodeHelpCategories } from './help-codecs';

/** The element the server inlines the help home's categories into (the server's `HELP_CATEGORIES_ELEMENT_ID`). */
export const HELP_CATEGORIES_ELEMENT_ID = 'help-categories';

/**
 * The help home's categories the server inlined into the page (`help-pages` as the content service
 * answers it, in the site's default language), decoded like a fetched answer; anything unreadable is
 * logged and ignored, and the site then asks for them.
 */
export class InlinedHelpCategories implements PreloadedHelpCategories {
  private decoded: readonly HelpCategory[] | null | undefined;

  constructor(
    private readonly data: InlinedData,
    private readonly defaultLanguage: string,
    private readonly logger: Logger,
  ) {}

  take(language: string): readonly HelpCategory[] | null {
    if (language !== this.defaultLanguage) return null;
    if (this.decoded === undefined) this.decoded = this.read();
    return this.decoded;
  }

  private read(): readonly HelpCategory[] | null {
    const body = this.data.json(HELP_CATEGORIES_ELEMENT_ID);
    if (body === undefined) return null;
    const categories = decodeHelpCategories(body);
    if (categories === null) this.logger.warn('inlined help categories ignored: not a list');
    return categories;
  }
}
