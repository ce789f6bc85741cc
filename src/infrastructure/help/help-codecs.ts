import * as t from 'io-ts';
import { helpLinkOf, type HelpArticle, type HelpArticleLink, type HelpCategory, type HelpCategoryPage, type HelpSearchResult } from '../../domain/help';
import { BoundedArray, BoundedString, optional } from '../shared/codecs';

const Id = BoundedString(200);
const Title = BoundedString(500);
const Paragraph = BoundedString(20_000);

const ListEntry = t.type({
  contentId: Id,
  paths: BoundedArray(BoundedString(300), 20),
  fields: t.type({ title: Title, summary: optional(BoundedString(1000)) }),
});

const CategoryEntry = t.type({
  slug: BoundedString(64),
  title: Title,
  pages: BoundedArray(t.type({ contentId: Id, path: BoundedString(300), title: Title }), 200),
});

const PageItem = t.type({ type: BoundedString(64) });
const ContentBlock = t.type({ type: t.literal('content_block'), body: Paragraph });
const ContentPageItem = t.type({ type: t.literal('content_page'), id: Id, title: Title, path: BoundedString(300) });

const HelpPageBody = t.type({
  title: Title,
  contentId: optional(Id),
  regions: t.type({ mainContent: optional(BoundedArray(t.unknown, 500)) }),
});

/** The items of a list that decode and whose path makes a help link; the others are left out (a list is never lost for one bad item). */
const decodeEach = <A, B>(body: unknown, codec: t.Decoder<unknown, A>, build: (item: A) => B | null, limit: number): readonly B[] | null => {
  if (!Array.isArray(body)) return null;
  return body.slice(0, limit).flatMap((item) => {
    const decoded = codec.decode(item);
    if (decoded._tag === 'Left') return [];
    const built = build(decoded.right);
    return built === null ? [] : [built];
  });
};

/** `help-pages/suggestions` and `help-pages/search` (HELP-02): `[{contentId, paths, fields: {title, summary?}}]`. */
export const decodeHelpResults = (body: unknown): readonly HelpSearchResult[] | null =>
  decodeEach(
    body,
    ListEntry,
    (entry) => {
      const link = entry.paths.map(helpLinkOf).find((each) => each !== null);
      return link === undefined ? null : { id: entry.contentId, link, text: entry.fields.title, summary: entry.fields.summary ?? null };
    },
    100,
  );

/** `help-pages`: the home's categories with their articles. */
export const decodeHelpCategories = (body: unknown): readonly HelpCategory[] | null =>
  decodeEach(
    body,
    CategoryEntry,
    (category) => ({
      slug: category.slug,
      title: category.title,
      articles: category.pages.flatMap((page): HelpArticleLink[] => {
        const link = helpLinkOf(page.path);
        return link === null ? [] : [{ contentId: page.contentId, link, title: page.title }];
      }),
    }),
    50,
  );

/** A help category page: its `content_page` items become article links (`path` is below `help/`). */
export const decodeHelpCategoryPage = (body: unknown, slug: string): HelpCategoryPage | null => {
  const page = HelpPageBody.decode(body);
  if (page._tag === 'Left') return null;
  const articles = (page.right.regions.mainContent ?? []).flatMap((item): HelpArticleLink[] => {
    const decoded = ContentPageItem.decode(item);
    if (decoded._tag === 'Left') return [];
    const link = helpLinkOf(`help/${decoded.right.path}`);
    return link === null ? [] : [{ contentId: decoded.right.id, link, title: decoded.right.title }];
  });
  return { kind: 'category', slug, title: page.right.title, articles };
};

/** A help article: its `content_block` bodies as paragraphs (plain text); without a `contentId` it is not an article. */
export const decodeHelpArticle = (body: unknown, categorySlug: string): HelpArticle | null => {
  const page = HelpPageBody.decode(body);
  if (page._tag === 'Left' || page.right.contentId === null || page.right.contentId === undefined) return null;
  const paragraphs = (page.right.regions.mainContent ?? []).flatMap((item) => {
    if (!PageItem.is(item)) return [];
    const decoded = ContentBlock.decode(item);
    return decoded._tag === 'Right' ? decoded.right.body.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '') : [];
  });
  return { kind: 'article', contentId: page.right.contentId, categorySlug, title: page.right.title, paragraphs };
};
