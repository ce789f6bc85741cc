import * as t from 'io-ts';
import type { ContentBadge, Game, GameKind } from '../../domain/games';
import type { GeoFilter } from '../../domain/shared/geo-filter';
import { safeUrl } from '../../domain/shared/safe-url';
import type { Logger } from '../../domain/shared/ports';
import { BoundedArray, Count, ShortString, optional } from '../shared/codecs';

const Slug = t.refinement(ShortString, (s) => /^[a-z0-9][a-z0-9-]{0,99}$/.test(s), 'Slug');
const GameIdCodec = t.refinement(Count, (n) => n > 0 && n <= 2147483647, 'GameId');
const Subdivisions = BoundedArray(t.refinement(ShortString, (s) => /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(s), 'Subdivision'), 200);

export const GeoFilterCodec = t.type({
  notIn: t.type({ countrySubdivision: t.record(t.refinement(ShortString, (s) => /^[A-Z]{2}$/.test(s), 'Country'), Subdivisions) }),
});

export const decodeGeoFilter = (raw: unknown): GeoFilter | null | 'invalid' => {
  if (raw === null || raw === undefined) return null;
  const decoded = GeoFilterCodec.decode(raw);
  return decoded._tag === 'Right' ? decoded.right : 'invalid';
};

const WireGame = t.type({
  id: GameIdCodec,
  slug: Slug,
  name: ShortString,
  provider: Slug,
  providerName: ShortString,
  category: Slug,
  categoryName: ShortString,
  subCategory: Slug,
  subCategoryName: ShortString,
  badge: optional(t.keyof({ new: null, hot: null, exclusive: null })),
  cardImage: optional(ShortString),
  cardImageAltText: optional(ShortString),
  linkUrl: optional(ShortString),
  geoTargetingFilter: t.unknown,
  popularity: optional(Count),
  releasedAt: optional(t.refinement(ShortString, (s) => /^\d{4}-\d{2}-\d{2}$/.test(s), 'IsoDate')),
  practicePlay: optional(t.boolean),
  kind: optional(t.keyof({ slot: null, roulette: null, live: null, virtual: null })),
});

/**
 * One catalogue entry, field by field. A malformed entry gives null (and is logged) so the rest of
 * the list still shows; an unsafe artwork URL is dropped, the game kept. Names stay plain text.
 */
export const decodeGame = (raw: unknown, allowedOrigins: readonly string[], logger?: Logger): Game | null => {
  const decoded = WireGame.decode(raw);
  if (decoded._tag === 'Left') {
    logger?.warn('catalogue: skipping a malformed game');
    return null;
  }
  const wire = decoded.right;
  const geo = decodeGeoFilter(wire.geoTargetingFilter);
  if (geo === 'invalid') {
    // A filter we cannot read could hide a game from a region that must not see it: skip the game.
    logger?.warn(`catalogue: skipping game ${wire.id} with an unreadable geo filter`);
    return null;
  }
  const image = wire.cardImage == null ? null : safeUrl(wire.cardImage, allowedOrigins);
  if (wire.cardImage != null && image === null) logger?.warn(`catalogue: dropping an unsafe image of game ${wire.id}`);
  const link = `/casino/${wire.category}/${wire.subCategory}/${wire.slug}`;
  return {
    id: wire.id,
    slug: wire.slug,
    name: wire.name,
    provider: wire.provider,
    providerName: wire.providerName,
    category: wire.category,
    categoryName: wire.categoryName,
    subCategory: wire.subCategory,
    subCategoryName: wire.subCategoryName,
    badge: (wire.badge ?? null) as ContentBadge | null,
    cardImage: image,
    cardImageAltText: wire.cardImageAltText ?? wire.name,
    linkUrl: link,
    geoTargetingFilter: geo,
    popularity: wire.popularity ?? 0,
    releasedAt: wire.releasedAt ?? '1970-01-01',
    practicePlay: wire.practicePlay ?? false,
    kind: (wire.kind ?? 'slot') as GameKind,
  };
};

/** A list of games: malformed entries skipped, at most `max` read. */
export const decodeGames = (raw: unknown, allowedOrigins: readonly string[], logger?: Logger, max = 20_000): readonly Game[] => {
  if (!Array.isArray(raw)) return [];
  const games: Game[] = [];
  for (const entry of raw.slice(0, max)) {
    const game = decodeGame(entry, allowedOrigins, logger);
    if (game !== null) games.push(game);
  }
  return games;
};

/** Games decoded per slice before the page gets the main thread back. */
const DECODE_SLICE = 100;

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `decodeGames` for a whole catalogue (thousands of games): the same result, decoded in slices with
 * the main thread given back between them, so a page stays responsive while a large list arrives.
 */
export const decodeGamesInSlices = async (raw: unknown, allowedOrigins: readonly string[], logger?: Logger, max = 20_000): Promise<readonly Game[]> => {
  if (!Array.isArray(raw)) return [];
  const entries = raw.slice(0, max);
  const games: Game[] = [];
  for (let start = 0; start < entries.length; start += DECODE_SLICE) {
    if (start > 0) await nextTask();
    for (const entry of entries.slice(start, start + DECODE_SLICE)) {
      const game = decodeGame(entry, allowedOrigins, logger);
      if (game !== null) games.push(game);
    }
  }
  return games;
};
