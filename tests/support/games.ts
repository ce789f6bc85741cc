import type { Game } from '../../src/domain/games';

const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'game';

/** A game as the content service would list it, named by the scenario. */
export const aGame = (id: number, name: string, extra: Partial<Game> = {}): Game => {
  const slug = extra.slug ?? `${slugOf(name)}-${id}`;
  const category = extra.category ?? 'slots';
  const subCategory = extra.subCategory ?? 'classic';
  return {
    id,
    slug,
    name,
    provider: 'nebula',
    providerName: 'Nebula Gaming',
    category,
    categoryName: 'Slots',
    subCategory,
    subCategoryName: 'Classic slots',
    badge: null,
    cardImage: `/content/images/games/${id}.svg`,
    cardImageAltText: `${name} by Nebula Gaming`,
    linkUrl: `/casino/${category}/${subCategory}/${slug}`,
    geoTargetingFilter: null,
    popularity: 50,
    releasedAt: '2026-01-01',
    practicePlay: true,
    kind: 'slot',
    ...extra,
  };
};
