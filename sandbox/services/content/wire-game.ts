import {
  catalogue,
  categoryGames,
  findCategory,
  type CatalogueGame,
  type CategoryDefinition,
  type ContentBadge,
  type GameKind,
  type GeoFilter,
  type Language,
} from './catalogue.ts';

/** A game as docs/api.md puts it on the wire (the catalogue's `jackpot` stays behind). */
export interface WireGame {
  id: number;
  slug: string;
  name: string;
  provider: string;
  providerName: string;
  category: string;
  categoryName: string;
  subCategory: string;
  subCategoryName: string;
  badge: ContentBadge | null;
  cardImage: string;
  cardImageAltText: string;
  linkUrl: string;
  geoTargetingFilter: GeoFilter | null;
  popularity: number;
  releasedAt: string;
  practicePlay: boolean;
  kind: GameKind;
}

export interface CategorySummary {
  slug: string;
  name: string;
  title: string;
}

const altText: Record<Language, (game: CatalogueGame) => string> = {
  en: (game) => `${game.name} by ${game.providerName}`,
  es: (game) => `${game.name} de ${game.providerName}`,
  de: (game) => `${game.name} von ${game.providerName}`,
};

const wireGames = new Map<Language, Map<number, WireGame>>();

export function wireGame(game: CatalogueGame, language: Language): WireGame {
  let byId = wireGames.get(language);
  if (byId === undefined) {
    byId = new Map();
    wireGames.set(language, byId);
  }
  const cached = byId.get(game.id);
  if (cached !== undefined) return cached;
  const category = findCategory(game.category) as CategoryDefinition;
  const subCategory = category.subCategories.find((sub) => sub.slug === game.subCategory);
  const wire: WireGame = {
    id: game.id,
    slug: game.slug,
    name: game.name,
    provider: game.provider,
    providerName: game.providerName,
    category: game.category,
    categoryName: category.name[language],
    subCategory: game.subCategory,
    subCategoryName: subCategory?.name[language] ?? game.subCategory,
    badge: game.badge,
    cardImage: `/content/images/games/${game.id}.svg`,
    cardImageAltText: altText[language](game),
    linkUrl: `/casino/${game.category}/${game.subCategory}/${game.slug}`,
    geoTargetingFilter: game.geoTargetingFilter,
    popularity: game.popularity,
    releasedAt: game.releasedAt,
    practicePlay: game.practicePlay,
    kind: game.kind,
  };
  byId.set(game.id, wire);
  return wire;
}

export const categorySummary = (
  definition: { slug: string; name: Record<Language, string>; title: Record<Language, string> },
  language: Language,
): CategorySummary => ({ slug: definition.slug, name: definition.name[language], title: definition.title[language] });

/** The categories menu of a channel (GAME-13). */
export function categoriesMenu(channel: string, language: Language) {
  return catalogue()
    .categories.filter((category) => category.channel === channel)
    .map((category) => ({
      ...categorySummary(category, language),
      channel: category.channel,
      menuName: category.menuName[language],
      subCategories: category.subCategories.map((sub) => categorySummary(sub, language)),
    }));
}

/** A category with every game and its subcategories' game ids, or a subcategory (no subCategories); undefined when unknown. */
export function categoryAnswer(categorySlug: string, subCategorySlug: string | undefined, language: Language) {
  const category = findCategory(categorySlug);
  if (category === undefined) return undefined;
  const games = categoryGames(categorySlug, subCategorySlug);
  if (games === undefined) return undefined;
  const base = { channel: category.channel, menuName: category.menuName[language], games: games.map((game) => wireGame(game, language)) };
  if (subCategorySlug !== undefined) {
    const sub = category.subCategories.find((candidate) => candidate.slug === subCategorySlug);
    if (sub === undefined) return undefined;
    return { ...categorySummary(sub, language), ...base, subCategories: [] };
  }
  return {
    ...categorySummary(category, language),
    ...base,
    subCategories: category.subCategories.map((sub) => ({
      ...categorySummary(sub, language),
      games: (categoryGames(categorySlug, sub.slug) ?? []).map((game) => game.id),
    })),
  };
}

/** GS-03, GS-05: every game once, and every category listing its games by id. */
export function searchCorpus(language: Language) {
  const { categories, games } = catalogue();
  return {
    categories: categories.map((category) => ({
      ...categorySummary(category, language),
      menuName: category.menuName[language],
      games: (categoryGames(category.slug) ?? []).map((game) => game.id),
    })),
    games: games.map((game) => wireGame(game, language)),
  };
}
