/**
 * The help home's topics painted from the platform's answer: the build renders `/help` with one
 * category of one article whose fields are the placeholders below (`scripts/prerender.ts`), and
 * records the pieces of that markup (`HelpTopicsTemplate`); the server repeats them for the
 * categories it inlines, so the painted page is what React's first render shows with them.
 */

/** The element the site reads the inlined categories from (the site's `HELP_CATEGORIES_ELEMENT_ID`). */
export const HELP_CATEGORIES_ELEMENT_ID = 'help-categories';

/** The fields the build's one category and one article are rendered with, for the server to replace. */
export const HELP_TOPICS_PLACEHOLDERS = {
  categorySlug: 'prepaint-category-slug',
  categoryTitle: 'Prepaint category title',
  articleLink: '/help/prepaint-article-category/prepaint-article',
  articleTitle: 'Prepaint article title',
} as const;

/**
 * Where the topics go in the page: the loading line at `offset` (`length` characters, before the
 * footer's year) is replaced by `before`, each category (`categoryOpen`, its articles, `categoryClose`)
 * and `after` (the list's end and what the page shows once its topics are in).
 */
export interface HelpTopicsTemplate {
  readonly offset: number;
  readonly length: number;
  readonly before: string;
  readonly categoryOpen: string;
  readonly article: string;
  readonly categoryClose: string;
  readonly after: string;
}

export interface PaintedHelpCategory {
  readonly slug: string;
  readonly title: string;
  readonly articles: readonly { readonly link: string; readonly title: string }[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const SLUG = /^[a-z0-9-]{1,64}$/;
const ARTICLE_PATH = /^help\/[a-z0-9-]{1,64}(?:\/[a-z0-9-]{1,64})?$/;
const isTitle = (value: unknown): value is string => typeof value === 'string' && value.length <= 500;
const allDifferent = (values: readonly string[]): boolean => new Set(values).size === values.length;

/**
 * The categories as the site shows them from this `help-pages` answer, when the server is sure:
 * every category and article is one the site's decoder keeps as it is (nothing dropped, cut or
 * rewritten), with no two keys alike. Otherwise null: nothing is painted or inlined.
 */
export function paintableHelpCategories(body: unknown): readonly PaintedHelpCategory[] | null {
  if (!Array.isArray(body) || body.length > 50) return null;
  const categories: PaintedHelpCategory[] = [];
  for (const category of body as unknown[]) {
    if (!isObject(category) || typeof category.slug !== 'string' || !SLUG.test(category.slug) || !isTitle(category.title)) return null;
    const { pages } = category;
    if (!Array.isArray(pages) || pages.length > 200) return null;
    const articles: { link: string; title: string; contentId: string }[] = [];
    for (const page of pages as unknown[]) {
      if (!isObject(page) || typeof page.contentId !== 'string' || page.contentId.length > 200 || !isTitle(page.title)) return null;
      if (typeof page.path !== 'string' || !ARTICLE_PATH.test(page.path)) return null;
      articles.push({ link: `/${page.path}`, title: page.title, contentId: page.contentId });
    }
    if (!allDifferent(articles.map((article) => article.contentId))) return null;
    categories.push({ slug: category.slug, title: category.title, articles: articles.map(({ link, title }) => ({ link, title })) });
  }
  return allDifferent(categories.map((category) => category.slug)) ? categories : null;
}

/** Text as React's server renderer writes it. */
export const escapedText = (text: string): string =>
  text.replace(/["&'<>]/g, (character) => ({ '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[character] ?? character);

/** The markup that takes the loading line's place. Slugs and links are plain (`paintableHelpCategories`); titles are escaped. */
export function helpTopicsMarkup(template: HelpTopicsTemplate, categories: readonly PaintedHelpCategory[]): string {
  const { categorySlug, categoryTitle, articleLink, articleTitle } = HELP_TOPICS_PLACEHOLDERS;
  const filled = (piece: string, replacements: readonly (readonly [string, string])[]) => replacements.reduce((text, [from, to]) => text.split(from).join(to), piece);
  const sections = categories.map((category) => {
    const names = [[categorySlug, category.slug], [categoryTitle, escapedText(category.title)]] as const;
    const articles = category.articles.map((article) => filled(template.article, [[articleLink, article.link], [articleTitle, escapedText(article.title)]]));
    return `${filled(template.categoryOpen, names)}${articles.join('')}${filled(template.categoryClose, names)}`;
  });
  return `${template.before}${sections.join('')}${template.after}`;
}

/** Checks a template read from the build's manifest; null when it is not one. */
export function helpTopicsTemplateOf(raw: unknown, yearOffset: number): HelpTopicsTemplate | null {
  if (!isObject(raw)) return null;
  const { offset, length, before, categoryOpen, article, categoryClose, after } = raw;
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || (offset as number) < 0 || (length as number) <= 0 || (offset as number) + (length as number) > yearOffset) return null;
  const pieces = [before, categoryOpen, article, categoryClose, after];
  if (!pieces.every((piece) => typeof piece === 'string' && piece.startsWith('<') && piece.endsWith('>') && !/<script/i.test(piece))) return null;
  return { offset: offset as number, length: length as number, before: before as string, categoryOpen: categoryOpen as string, article: article as string, categoryClose: categoryClose as string, after: after as string };
}
