import { helpCategorySeeds, helpLanguages, type HelpArticleSeed, type HelpCategorySeed, type HelpLanguage } from '../../seed/content/help-pages.ts';

/** docs/api.md "Help centre": how many answers each list gives, and the longest term accepted. */
export const suggestionLimit = 8;
export const searchLimit = 20;
export const minimumTermLength = 3;
export const maximumTermLength = 100;
export const summaryLength = 200;

export const isHelpLanguage = (value: string): value is HelpLanguage => (helpLanguages as readonly string[]).includes(value);

interface IndexedArticle {
  readonly category: HelpCategorySeed;
  readonly article: HelpArticleSeed;
  readonly path: string;
}

const articles: readonly IndexedArticle[] = helpCategorySeeds.flatMap((category) =>
  category.articles.map((article) => ({ category, article, path: `help/${category.slug}/${article.slug}` })),
);

const articlesById = new Map(articles.map((entry) => [entry.article.contentId, entry]));

/** Whether feedback may name this article. */
export const isHelpContentId = (contentId: string): boolean => articlesById.has(contentId);

/**
 * A text folded for matching (case and accents dropped), with, for each folded character, the index
 * of the original character it came from, so a match found in the folded text maps back to the text.
 */
function folded(text: string): { readonly text: string; readonly origins: readonly number[] } {
  let out = '';
  const origins: number[] = [];
  let index = 0;
  for (const character of text) {
    const simple = character.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
    for (let i = 0; i < simple.length; i += 1) origins.push(index);
    out += simple;
    index += character.length;
  }
  return { text: out, origins };
}

/** The term as matched: trimmed, NFC, folded. Compared with `indexOf`, never compiled into a pattern. */
const foldedTerm = (term: string): string => folded(term.normalize('NFC').trim().replace(/\s+/g, ' ')).text;

/** The body as one line of plain text (paragraph breaks become spaces). */
const plainBody = (body: string): string => body.replace(/\s+/g, ' ').trim();

/** A term's validity: `short` (answered with nothing), `long` (422), or the folded term. */
export function readTerm(raw: string): { readonly verdict: 'short' | 'long' } | { readonly verdict: 'ok'; readonly term: string } {
  const trimmed = raw.normalize('NFC').trim();
  if (trimmed.length > maximumTermLength) return { verdict: 'long' };
  if ([...trimmed].length < minimumTermLength) return { verdict: 'short' };
  return { verdict: 'ok', term: foldedTerm(trimmed) };
}

interface Match {
  readonly entry: IndexedArticle;
  /** 0 for a title match, 1 for a body match: titles rank first. */
  readonly rank: number;
  /** Where the term starts in the plain body, or -1 when only the title matched. */
  readonly bodyIndex: number;
}

function matches(language: HelpLanguage, term: string): Match[] {
  const found: Match[] = [];
  for (const entry of articles) {
    const body = plainBody(entry.article.body[language]);
    const foldedBody = folded(body);
    const at = foldedBody.text.indexOf(term);
    const bodyIndex = at === -1 ? -1 : (foldedBody.origins[at] ?? -1);
    if (folded(entry.article.title[language]).text.includes(term)) found.push({ entry, rank: 0, bodyIndex });
    else if (bodyIndex !== -1) found.push({ entry, rank: 1, bodyIndex });
  }
  // Stable: within a rank, the help home's order.
  return found.sort((a, b) => a.rank - b.rank);
}

/** Up to `summaryLength` characters of the body around its first match (its start when only the title matched), cut at words. */
export function summaryAround(body: string, matchIndex: number, termLength: number): string {
  const text = plainBody(body);
  if (text.length <= summaryLength) return text;
  const lead = 60;
  let start = matchIndex <= lead ? 0 : matchIndex - lead;
  start = Math.min(start, Math.max(0, text.length - (summaryLength - 2)));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < matchIndex) start = space + 1;
  }
  const room = summaryLength - (start > 0 ? 1 : 0) - 1;
  let end = Math.min(text.length, Math.max(start + room, matchIndex + termLength));
  end = Math.min(end, start + room);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(start, matchIndex + termLength)) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

export interface HelpListEntry {
  readonly contentId: string;
  readonly paths: readonly string[];
  readonly fields: { readonly title: string; readonly summary?: string };
}

/** `GET {base}/help-pages/suggestions`: titles only, the best eight. */
export function helpSuggestions(language: HelpLanguage, term: string): HelpListEntry[] {
  return matches(language, term)
    .slice(0, suggestionLimit)
    .map(({ entry }) => ({ contentId: entry.article.contentId, paths: [entry.path], fields: { title: entry.article.title[language] } }));
}

/** `GET {base}/help-pages/search`: the best twenty, each with a summary around its first match. */
export function helpSearch(language: HelpLanguage, term: string): HelpListEntry[] {
  return matches(language, term)
    .slice(0, searchLimit)
    .map(({ entry, bodyIndex }) => ({
      contentId: entry.article.contentId,
      paths: [entry.path],
      fields: {
        title: entry.article.title[language],
        summary: summaryAround(entry.article.body[language], Math.max(0, bodyIndex), bodyIndex === -1 ? 0 : term.length),
      },
    }));
}

/** `GET {base}/help-pages`: the help home's categories, in order, with their articles. */
export function helpCategoriesAnswer(language: HelpLanguage) {
  return helpCategorySeeds.map((category) => ({
    slug: category.slug,
    title: category.title[language],
    pages: category.articles.map((article) => ({ contentId: article.contentId, path: `help/${category.slug}/${article.slug}`, title: article.title[language] })),
  }));
}

/**
 * A help page as the content service serves it under `pages/help/…`: a category lists its articles
 * (`content_page` items, CMS-03's help links); an article is its paragraphs (`content_block`s) and
 * carries its `contentId` for feedback. Undefined for any other slug.
 */
export function helpContentPage(language: string, slug: string): unknown {
  if (!isHelpLanguage(language)) return undefined;
  const [root, categorySlug, articleSlug, ...rest] = slug.split('/');
  if (root !== 'help' || categorySlug === undefined || rest.length > 0) return undefined;
  const category = helpCategorySeeds.find((each) => each.slug === categorySlug);
  if (category === undefined) return undefined;
  const common = { geoTargetingFilter: null, scripts: ['page-view-widget'], pageType: 'help' };
  if (articleSlug === undefined) {
    return {
      ...common,
      slug,
      title: category.title[language],
      regions: {
        mainContent: category.articles.map((article) => ({
          type: 'content_page',
          id: article.contentId,
          title: article.title[language],
          pageType: 'help',
          path: `${category.slug}/${article.slug}`,
        })),
      },
    };
  }
  const article = category.articles.find((each) => each.slug === articleSlug);
  if (article === undefined) return undefined;
  return {
    ...common,
    slug,
    title: article.title[language],
    contentId: article.contentId,
    regions: {
      mainContent: article.body[language].split(/\n{2,}/).map((paragraph, index) => ({ type: 'content_block', id: `${article.contentId}-${index + 1}`, body: paragraph })),
    },
  };
}
