import * as t from 'io-ts';
import type { CategoryMenuEntry, CategorySummary, GameCategory, GameId, SearchCategory, SearchCorpus } from '../../domain/games';
import type { Logger } from '../../domain/shared/ports';
import { BoundedArray, Count, ShortString, optional } from '../shared/codecs';
import { decodeGamesInSlices } from './game-codec';

const Slug = t.refinement(ShortString, (s) => /^[a-z0-9][a-z0-9-]{0,99}$/.test(s), 'Slug');
const GameIdCodec = t.refinement(Count, (n) => n > 0 && n <= 2147483647, 'GameId');
const GameIds = BoundedArray(GameIdCodec, 20_000);

const Summary = t.type({ slug: Slug, name: ShortString, title: optional(ShortString) });

export const MenuBody = BoundedArray(
  t.type({ slug: Slug, name: ShortString, title: optional(ShortString), channel: ShortString, menuName: optional(ShortString), subCategories: optional(BoundedArray(t.unknown, 500)) }),
  200,
);

/** The games stay unknown here: each is decoded on its own, so one bad entry costs only itself. */
export const CategoryBody = t.type({
  slug: Slug,
  name: ShortString,
  title: optional(ShortString),
  channel: optional(ShortString),
  menuName: optional(ShortString),
  games: t.unknown,
  subCategories: optional(BoundedArray(t.unknown, 500)),
});

export const CorpusBody = t.type({ categories: BoundedArray(t.unknown, 1_000), games: t.unknown });

const summaryOf = (raw: t.TypeOf<typeof Summary>): CategorySummary => ({ slug: raw.slug, name: raw.name, title: raw.title ?? raw.name });

/** Subcategories one by one: a malformed one is skipped and logged. */
const summaries = <A>(raw: readonly unknown[] | null | undefined, codec: t.Decoder<unknown, A>, logger: Logger | undefined, what: string): A[] =>
  (raw ?? []).flatMap((entry) => {
    const decoded = codec.decode(entry);
    if (decoded._tag === 'Right') return [decoded.right];
    logger?.warn(`catalogue: skipping a malformed ${what}`);
    return [];
  });

export const toMenu = (body: t.TypeOf<typeof MenuBody>, logger?: Logger): readonly CategoryMenuEntry[] =>
  body.map((entry) => ({
    ...summaryOf(entry),
    channel: entry.channel,
    menuName: entry.menuName ?? entry.name,
    subCategories: summaries(entry.subCategories, Summary, logger, 'subcategory').map(summaryOf),
  }));

const SubCategoryWithGames = t.type({ slug: Slug, name: ShortString, title: optional(ShortString), games: optional(GameIds) });

export const toCategory = async (body: t.TypeOf<typeof CategoryBody>, allowedOrigins: readonly string[], logger?: Logger): Promise<GameCategory> => ({
  ...summaryOf(body),
  channel: body.channel ?? 'casino',
  menuName: body.menuName ?? body.name,
  games: await decodeGamesInSlices(body.games, allowedOrigins, logger),
  subCategories: summaries(body.subCategories, SubCategoryWithGames, logger, 'subcategory').map((sub) => ({ ...summaryOf(sub), games: sub.games ?? [] })),
});

const CorpusCategory = t.type({ slug: Slug, name: optional(ShortString), title: optional(ShortString), menuName: optional(ShortString), games: GameIds });

export const toCorpus = async (body: t.TypeOf<typeof CorpusBody>, allowedOrigins: readonly string[], logger?: Logger): Promise<SearchCorpus> => ({
  categories: summaries(body.categories, CorpusCategory, logger, 'search category').map(
    (category): SearchCategory => ({
      slug: category.slug,
      name: category.name ?? '',
      title: category.title ?? category.name ?? '',
      menuName: category.menuName ?? '',
      games: category.games as readonly GameId[],
    }),
  ),
  games: await decodeGamesInSlices(body.games, allowedOrigins, logger),
});
