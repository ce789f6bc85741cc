import * as t from 'io-ts';
import type { CategoryFirstScreen, ContentScope, PreloadedCategories } from '../../domain/games';
import type { Logger } from '../../domain/shared/ports';
import type { InlinedData } from '../shared/document-inlined-data';
import { CategoryBody } from './catalogue-codecs';
import { decodeGames } from './game-codec';

/** The element the server inlines a category's first screen into (the server's painted category page). */
export const CATEGORY_FIRST_SCREEN_ELEMENT_ID = 'category-first-screen';

/** The most games a first screen holds (the grid draws 24 before it is measured). */
export const FIRST_SCREEN_MAX_GAMES = 24;

/**
 * What the server inlines: the category's answer as the content service sent it, but with only its
 * first games (in the grid's default order) and its subcategories without their game lists, and the
 * number of games in all.
 */
export const FirstScreenBody = t.type({
  language: t.string,
  bucket: t.string,
  category: t.string,
  subCategory: t.union([t.string, t.null]),
  body: CategoryBody,
  total: t.number,
});
export type FirstScreenBody = t.TypeOf<typeof FirstScreenBody>;

/**
 * The first screen of a category decoded like a fetched answer, synchronously (it is a few dozen
 * games). Null unless every game and subcategory reads as it is: the site then waits for the whole
 * category, as the server's page (unpainted) expects.
 */
export const decodeFirstScreen = (raw: unknown, allowedOrigins: readonly string[], logger?: Logger): CategoryFirstScreen | null => {
  const decoded = FirstScreenBody.decode(raw);
  if (decoded._tag === 'Left') return null;
  const { body, total } = decoded.right;
  const entries: readonly unknown[] = Array.isArray(body.games) ? body.games : [];
  const games = decodeGames(entries, allowedOrigins, logger, FIRST_SCREEN_MAX_GAMES);
  const subCategories = (body.subCategories ?? []).flatMap((sub) => (isSummary(sub) ? [{ slug: sub.slug, name: sub.name, title: sub.title ?? sub.name, games: [] }] : []));
  const whole = Array.isArray(body.games) && games.length === entries.length && subCategories.length === (body.subCategories ?? []).length;
  if (!whole || !Number.isSafeInteger(total) || total < games.length || games.length === 0) return null;
  return {
    category: { slug: body.slug, name: body.name, title: body.title ?? body.name, channel: body.channel ?? 'casino', menuName: body.menuName ?? body.name, games, subCategories },
    total,
  };
};

const SubCategory = t.type({ slug: t.string, name: t.string, title: t.union([t.string, t.undefined, t.null]) });
const isSummary = (value: unknown): value is { slug: string; name: string; title?: string | null } => SubCategory.is(value) && /^[a-z0-9][a-z0-9-]{0,99}$/.test(value.slug);

/**
 * The category first screen the server inlined into the page, read once: given only for the
 * category, subcategory, language and bucket it was made for; anything unreadable is logged and
 * ignored (the site then shows the category when its answer comes, as without it).
 */
export class InlinedCategoryFirstScreen implements PreloadedCategories {
  private read: { readonly scope: ContentScope; readonly category: string; readonly subCategory: string | null; readonly screen: CategoryFirstScreen } | null | undefined;

  constructor(
    private readonly data: InlinedData,
    private readonly allowedOrigins: readonly string[],
    private readonly logger: Logger,
  ) {}

  take(scope: ContentScope, category: string, subCategory: string | null): CategoryFirstScreen | null {
    if (this.read === undefined) this.read = this.readOnce();
    const read = this.read;
    if (read === null || read.category !== category || read.subCategory !== subCategory) return null;
    return read.scope.language === scope.language && read.scope.bucket === scope.bucket ? read.screen : null;
  }

  private readOnce() {
    const raw = this.data.json(CATEGORY_FIRST_SCREEN_ELEMENT_ID);
    if (raw === undefined) return null;
    const screen = decodeFirstScreen(raw, this.allowedOrigins, this.logger);
    if (screen === null || !FirstScreenBody.is(raw)) {
      this.logger.warn('inlined category first screen ignored: unreadable');
      return null;
    }
    return { scope: { language: raw.language, bucket: raw.bucket }, category: raw.category, subCategory: raw.subCategory, screen };
  }
}
