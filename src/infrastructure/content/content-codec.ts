import * as t from 'io-ts';
import {
  emptyRegions,
  paragraphsOf,
  REGIONS,
  type ContentImage,
  type ContentItem,
  type ContentPage,
  type Device,
  type RegionName,
} from '../../domain/content';
import type { Game } from '../../domain/games';
import type { Logger } from '../../domain/shared/ports';
import { safeUrl } from '../../domain/shared/safe-url';
import type { GeoFilter } from '../../domain/shared/geo-filter';
import { decodeGames, decodeGeoFilter } from '../games/game-codec';
import { BoundedArray, BoundedString, ShortString, optional } from '../shared/codecs';

/** How deep items may nest (a menu in a section in a menu…): deeper ones are dropped. */
const MAX_DEPTH = 6;
const MAX_ITEMS = 200;
const MAX_SCRIPTS = 20;
const Body = BoundedString(20_000);
const Slug = t.refinement(ShortString, (s) => /^[a-z0-9][a-z0-9-]{0,99}$/.test(s), 'Slug');
const Path = t.refinement(ShortString, (s) => /^[a-z0-9/_.-]*$/i.test(s) && !s.includes('..'), 'Path');
const ScriptName = t.refinement(ShortString, (s) => /^[a-z0-9-]{1,64}$/.test(s), 'ScriptName');

const Common = t.type({
  type: ShortString,
  id: t.union([ShortString, t.number]),
  hideWhenLogged: optional(t.boolean),
  geoTargetingFilter: t.unknown,
  devices: optional(BoundedArray(t.keyof({ Desktop: null, Mobile: null }), 2)),
});

const WireImage = t.type({ url: ShortString, alt: optional(ShortString) });

const FIELDS = {
  slideshow: t.type({ title: optional(ShortString), slides: BoundedArray(t.unknown, 20) }),
  slide: t.type({ title: ShortString, text: optional(Body), image: optional(t.unknown), cta: optional(t.type({ label: ShortString, item: t.unknown })) }),
  section: t.type({
    title: optional(ShortString),
    layout: t.keyof({ rail: null, grid: null, actions: null, links: null }),
    items: optional(BoundedArray(t.unknown, MAX_ITEMS)),
    games: optional(t.type({ category: Slug, subCategory: optional(Slug) })),
    gameList: optional(t.unknown),
    columns: optional(t.number),
  }),
  custom_menu: t.type({ title: ShortString, slug: Path, icon: optional(ShortString), items: optional(BoundedArray(t.unknown, MAX_ITEMS)) }),
  marketing_page: t.type({ title: ShortString, slug: Path, icon: optional(ShortString) }),
  casino_game_page: t.type({ title: ShortString, category: Slug, subCategory: Slug, page: Path }),
  content_page: t.type({ title: ShortString, pageType: optional(t.keyof({ generic: null, article: null, promotion: null, help: null })), path: Path }),
  external_link: t.type({ title: ShortString, url: ShortString }),
  content_block: t.type({ title: optional(ShortString), body: Body, image: optional(t.unknown) }),
  promotion: t.type({
    title: ShortString,
    text: optional(Body),
    image: optional(t.unknown),
    keyTerms: optional(ShortString),
    terms: optional(Body),
    action: t.keyof({ deposit: null, play: null }),
    game: optional(t.type({ category: Slug, subCategory: Slug, page: Path })),
  }),
  functional: t.type({ name: t.keyof({ search: null, 'language-menu': null, 'login-button': null, 'account-menu': null, 'jackpot-ticker': null }) }),
} as const;

export interface ContentDecoding {
  /** Origins besides the site's own whose images and links may be used. */
  readonly allowedOrigins: readonly string[];
  readonly logger: Logger;
}

const isType = (type: string): type is keyof typeof FIELDS => Object.prototype.hasOwnProperty.call(FIELDS, type);

const image = (raw: unknown, where: string, decoding: ContentDecoding): ContentImage | null => {
  if (raw === null || raw === undefined) return null;
  const decoded = WireImage.decode(raw);
  const url = decoded._tag === 'Right' ? safeUrl(decoded.right.url, decoding.allowedOrigins) : null;
  if (decoded._tag === 'Left' || url === null) {
    decoding.logger.warn(`content: dropping an unsafe or malformed image of ${where}`);
    return null;
  }
  return { url, alt: decoded.right.alt ?? '' };
};

const items = (raw: readonly unknown[] | null | undefined, decoding: ContentDecoding, depth: number): readonly ContentItem[] =>
  (raw ?? []).slice(0, MAX_ITEMS).flatMap((entry) => {
    const item = decodeContentItem(entry, decoding, depth);
    return item === null ? [] : [item];
  });

/**
 * One content item, field by field for its type. A malformed item (or one of an unknown type) gives
 * null and is logged, so the rest of the region still shows; an unsafe image or link is dropped and
 * logged. Texts stay strings: the site reads their markup with its own strict renderer (CNT-01).
 */
export const decodeContentItem = (raw: unknown, decoding: ContentDecoding, depth = 0): ContentItem | null => {
  if (depth > MAX_DEPTH) {
    decoding.logger.warn('content: dropping items nested too deep');
    return null;
  }
  const common = Common.decode(raw);
  if (common._tag === 'Left') {
    decoding.logger.warn('content: skipping a malformed item');
    return null;
  }
  const { type } = common.right;
  const id = String(common.right.id);
  if (!isType(type)) {
    decoding.logger.warn(`content: skipping item ${id} of unknown type`);
    return null;
  }
  const geo = decodeGeoFilter(common.right.geoTargetingFilter);
  if (geo === 'invalid') {
    // A filter we cannot read could show an item to a region that must not see it.
    decoding.logger.warn(`content: skipping item ${id} with an unreadable geo filter`);
    return null;
  }
  const base = {
    id,
    hideWhenLogged: common.right.hideWhenLogged ?? false,
    geoTargetingFilter: geo as GeoFilter | null,
    devices: (common.right.devices ?? []) as readonly Device[],
  };
  const fields = FIELDS[type].decode(raw);
  if (fields._tag === 'Left') {
    decoding.logger.warn(`content: skipping malformed ${type} item ${id}`);
    return null;
  }
  return build(type, fields.right, base, decoding, depth);
};

type Fields = { readonly [K in keyof typeof FIELDS]: t.TypeOf<(typeof FIELDS)[K]> };
type Base = Pick<ContentItem, 'id' | 'hideWhenLogged' | 'geoTargetingFilter' | 'devices'>;

const build = (type: keyof typeof FIELDS, wire: Fields[keyof Fields], base: Base, decoding: ContentDecoding, depth: number): ContentItem | null => {
  switch (type) {
    case 'slideshow': {
      const f = wire as Fields['slideshow'];
      const slides = items(f.slides, decoding, depth + 1).filter((item) => item.type === 'slide');
      return { ...base, type, title: f.title ?? '', slides };
    }
    case 'slide': {
      const f = wire as Fields['slide'];
      const ctaItem = f.cta == null ? null : decodeContentItem(f.cta.item, decoding, depth + 1);
      return { ...base, type, title: f.title, text: f.text ?? '', image: image(f.image, `slide ${base.id}`, decoding), cta: f.cta == null || ctaItem === null ? null : { label: f.cta.label, item: ctaItem } };
    }
    case 'section': {
      const f = wire as Fields['section'];
      const gameList: readonly Game[] = f.games == null ? [] : decodeGames(f.gameList, decoding.allowedOrigins, decoding.logger, 100);
      return {
        ...base,
        type,
        title: f.title ?? '',
        layout: f.layout,
        items: items(f.items, decoding, depth + 1),
        games: f.games == null ? null : { category: f.games.category, subCategory: f.games.subCategory ?? null, gameList },
        columns: f.columns != null && Number.isFinite(f.columns) ? f.columns : null,
      };
    }
    case 'custom_menu': {
      const f = wire as Fields['custom_menu'];
      return { ...base, type, title: f.title, slug: f.slug, icon: f.icon ?? null, items: items(f.items, decoding, depth + 1) };
    }
    case 'marketing_page': {
      const f = wire as Fields['marketing_page'];
      return { ...base, type, title: f.title, slug: f.slug, icon: f.icon ?? null };
    }
    case 'casino_game_page': {
      const f = wire as Fields['casino_game_page'];
      return { ...base, type, title: f.title, category: f.category, subCategory: f.subCategory, page: f.page };
    }
    case 'content_page': {
      const f = wire as Fields['content_page'];
      return { ...base, type, title: f.title, pageType: f.pageType ?? null, path: f.path };
    }
    case 'external_link': {
      const f = wire as Fields['external_link'];
      const url = safeUrl(f.url, decoding.allowedOrigins);
      if (url === null) {
        decoding.logger.warn(`content: dropping the unsafe link of item ${base.id}`);
        return null;
      }
      return { ...base, type, title: f.title, url };
    }
    case 'content_block': {
      const f = wire as Fields['content_block'];
      return { ...base, type, title: f.title ?? null, paragraphs: paragraphsOf(f.body), image: image(f.image, `block ${base.id}`, decoding) };
    }
    case 'promotion': {
      const f = wire as Fields['promotion'];
      if (f.action === 'play' && f.game == null) {
        decoding.logger.warn(`content: skipping promotion ${base.id}, which leads to play without a game`);
        return null;
      }
      const action = f.action === 'play' && f.game != null ? { kind: 'play' as const, game: f.game } : { kind: 'deposit' as const };
      return {
        ...base,
        type,
        title: f.title,
        text: f.text ?? '',
        image: image(f.image, `promotion ${base.id}`, decoding),
        keyTerms: f.keyTerms ?? '',
        terms: paragraphsOf(f.terms ?? ''),
        action,
      };
    }
    case 'functional': {
      const f = wire as Fields['functional'];
      return { ...base, type, name: f.name };
    }
  }
};

const WirePage = t.type({
  slug: ShortString,
  title: optional(ShortString),
  pageType: optional(ShortString),
  geoTargetingFilter: t.unknown,
  scripts: optional(t.unknown),
  regions: optional(t.UnknownRecord),
});

/**
 * A page: its own fields must be readable (else null: the page failed), each region's items are
 * decoded one by one (malformed ones skipped), an absent region is empty, unknown scripts names kept
 * for the allow-list to refuse, malformed ones dropped.
 */
export const decodeContentPage = (raw: unknown, decoding: ContentDecoding): ContentPage | null => {
  const decoded = WirePage.decode(raw);
  if (decoded._tag === 'Left') {
    decoding.logger.warn('content: the page is malformed');
    return null;
  }
  const wire = decoded.right;
  const geo = decodeGeoFilter(wire.geoTargetingFilter);
  if (geo === 'invalid') {
    decoding.logger.warn(`content: page ${wire.slug} has an unreadable geo filter`);
    return null;
  }
  const regions: Record<RegionName, readonly ContentItem[]> = { ...emptyRegions() };
  for (const region of REGIONS) {
    const raw = wire.regions?.[region];
    if (raw === undefined || raw === null) continue;
    if (!Array.isArray(raw)) {
      decoding.logger.warn(`content: region ${region} of page ${wire.slug} is not a list`);
      continue;
    }
    regions[region] = items(raw, decoding, 0);
  }
  const scripts = Array.isArray(wire.scripts) ? wire.scripts.slice(0, MAX_SCRIPTS).filter((name): name is string => ScriptName.is(name)) : [];
  return { slug: wire.slug, title: wire.title ?? '', pageType: wire.pageType ?? null, geoTargetingFilter: geo, scripts, regions };
};
