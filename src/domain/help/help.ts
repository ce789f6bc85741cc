/** HELP-01: suggestions are asked for from this many characters of the term (after trimming)… */
export const HELP_SUGGESTION_MIN_LENGTH = 3;
/** …once typing has paused this long. */
export const HELP_SUGGESTION_DEBOUNCE_MS = 1000;
/** The longest term the platform accepts (docs/api.md "Help centre"); a longer one is cut to it. */
export const HELP_TERM_MAX_LENGTH = 100;

export const HELP_HOME_PATH = '/help';
export const HELP_SEARCH_PATH = '/help/search-content';
export const CONTACT_US_PATH = '/contact-us';

/** A help article as lists name it: the help home, a category page. */
export interface HelpArticleLink {
  readonly contentId: string;
  /** The site's link to it: `/help/payments/withdrawal-times`. */
  readonly link: string;
  readonly title: string;
}

/** A group of the help home. */
export interface HelpCategory {
  readonly slug: string;
  readonly title: string;
  readonly articles: readonly HelpArticleLink[];
}

/** SPEC "Help search result": id, link, text; `summary` is the text around the match (search, not suggestions). */
export interface HelpSearchResult {
  readonly id: string;
  readonly link: string;
  readonly text: string;
  readonly summary: string | null;
}

/** A category's own page: its articles. */
export interface HelpCategoryPage {
  readonly kind: 'category';
  readonly slug: string;
  readonly title: string;
  readonly articles: readonly HelpArticleLink[];
}

/** An article: its paragraphs as plain text, and the id its feedback names. */
export interface HelpArticle {
  readonly kind: 'article';
  readonly contentId: string;
  readonly categorySlug: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export type HelpPage = HelpCategoryPage | HelpArticle;

/** Where the help pages are read: the site's bucket and the page's language. */
export interface HelpScope {
  readonly bucket: string;
  readonly language: string;
}

const helpSegment = /^[a-z0-9-]{1,64}$/;

/**
 * The site's link for a help path of the content service (`help/payments/withdrawal-times` →
 * `/help/payments/withdrawal-times`); null for a path that is not one or two plain segments under
 * `help/`, so nothing the platform sends can make a link elsewhere.
 */
export const helpLinkOf = (path: string): string | null => {
  const segments = path.replace(/^\/+/, '').split('/');
  if (segments[0] !== 'help') return null;
  const rest = segments.slice(1);
  return rest.length >= 1 && rest.length <= 2 && rest.every((segment) => helpSegment.test(segment)) ? `/${segments.join('/')}` : null;
};

/** Whether a category or article slug of the address bar can name a help page (anything else is not asked for). */
export const isHelpSlug = (slug: string): boolean => helpSegment.test(slug);

/** The term as sent: trimmed, inner white space collapsed, cut at the platform's maximum. */
export const normaliseHelpTerm = (raw: string): string => raw.trim().replace(/\s+/g, ' ').slice(0, HELP_TERM_MAX_LENGTH).trim();

/** HELP-01: whether a term is long enough for suggestions. */
export const suggestsFor = (term: string): boolean => [...normaliseHelpTerm(term)].length >= HELP_SUGGESTION_MIN_LENGTH;

/** HELP-01: Enter goes to `/help/search-content?searchTerm={term}`; the term travels as data in the query. */
export const helpSearchLink = (term: string): string => `${HELP_SEARCH_PATH}?${new URLSearchParams({ searchTerm: normaliseHelpTerm(term) }).toString()}`;

/** HELP-04: the feedback panel's states. */
export type HelpFeedback = 'unanswered' | 'yes' | 'no';

/** HELP-04: an answer is taken once; a second press changes nothing. */
export const answerFeedback = (current: HelpFeedback, helpful: boolean): HelpFeedback => (current === 'unanswered' ? (helpful ? 'yes' : 'no') : current);

/** HELP-03's "can't find answers" options besides the contact form (decided: no live chat; docs/decisions.md). */
export const SUPPORT_CONTACT = { email: 'support@aurora.example', phone: '+356 2000 0000' } as const;
