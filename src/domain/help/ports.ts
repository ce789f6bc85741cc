import type { Either } from 'fp-ts/Either';
import type { GatewayError } from '../shared/gateway-error';
import type { HelpCategory, HelpPage, HelpScope, HelpSearchResult } from './help';

/** HELP-02: the help pages of the content service. */
export interface HelpContentGateway {
  /** The help home's categories, in order. */
  categories(scope: HelpScope): Promise<Either<GatewayError, readonly HelpCategory[]>>;
  /** HELP-01: titles for the search box. */
  suggestions(scope: HelpScope, term: string, signal?: AbortSignal): Promise<Either<GatewayError, readonly HelpSearchResult[]>>;
  /** HELP-03: the results page's list. */
  search(scope: HelpScope, term: string, signal?: AbortSignal): Promise<Either<GatewayError, readonly HelpSearchResult[]>>;
  /** A category (`[category]`) or an article (`[category, article]`). */
  page(scope: HelpScope, slugs: readonly [string] | readonly [string, string]): Promise<Either<GatewayError, HelpPage>>;
}

/**
 * The help home's categories the server put into the page with it, in the site's default language;
 * null for another language, or when it put none (the site then asks the content service).
 */
export interface PreloadedHelpCategories {
  take(language: string): readonly HelpCategory[] | null;
}

/** HELP-04: a player's answer to "Was this article helpful?", anonymous. */
export interface HelpFeedbackGateway {
  send(contentId: string, helpful: boolean, language: string): Promise<Either<GatewayError, void>>;
}
