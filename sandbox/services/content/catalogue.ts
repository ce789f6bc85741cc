/**
 * The sandbox's game catalogue: about 3,200 games made from word lists by a seeded generator, so
 * every start (and every test) sees the same ids, names and placements.
 */

import { seededRandom } from '../../kernel/seeded-random.ts';
import { playerFavouriteSlugs } from '../../seed/content/favourites.ts';

export type Language = 'en' | 'es' | 'de';
export const languages: readonly Language[] = ['en', 'es', 'de'];

export type Channel = 'casino' | 'live-casino' | 'virtual-sports';
export const channels: readonly Channel[] = ['casino', 'live-casino', 'virtual-sports'];

export type GameKind = 'slot' | 'roulette' | 'live' | 'virtual';
export type ContentBadge = 'new' | 'hot' | 'exclusive';

export interface GeoFilter {
  readonly notIn: { readonly countrySubdivision: Readonly<Record<string, readonly string[]>> };
}

export type Localised = Readonly<Record<Language, string>>;

export interface Provider {
  readonly slug: string;
  readonly name: string;
  /** Two brand colours (card background gradient and accent). */
  readonly colours: readonly [string, string];
}

export interface SubCategoryDefinition {
  readonly slug: string;
  readonly name: Localised;
  readonly title: Localised;
}

export interface CategoryDefinition {
  readonly slug: string;
  readonly channel: Channel;
  readonly name: Localised;
  readonly title: Localised;
  readonly menuName: Localised;
  readonly subCategories: readonly SubCategoryDefinition[];
}

/** A game as the catalogue holds it: the wire fields that do not depend on the language, plus `jackpot`. */
export interface CatalogueGame {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly provider: string;
  readonly providerName: string;
  /** The primary placement. */
  readonly category: string;
  readonly subCategory: string;
  readonly badge: ContentBadge | null;
  readonly geoTargetingFilter: GeoFilter | null;
  readonly popularity: number;
  readonly releasedAt: string;
  readonly practicePlay: boolean;
  readonly kind: GameKind;
  /** A progressive jackpot grows with real-money stakes (never on the wire: the jackpots service says so). */
  readonly jackpot: boolean;
}

export interface Catalogue {
  readonly providers: readonly Provider[];
  readonly categories: readonly CategoryDefinition[];
  readonly games: readonly CatalogueGame[];
  /** Game ids per category slug, and per `category/subCategory`, in display order. */
  readonly placements: ReadonlyMap<string, readonly number[]>;
}

/** "Today" for the catalogue, fixed so `new` and `this-month` do not drift with the clock. */
export const catalogueDate = '2026-11-20';

/** GAME-10: the virtual sports game the site launches by default. */
export const defaultVirtualGameId = 1331;

const liveFilter: GeoFilter = { notIn: { countrySubdivision: { ES: ['ES-MD'] } } };

export const providers: readonly Provider[] = [
  { slug: 'nebula', name: 'Nebula Gaming', colours: ['#1b1464', '#f7b733'] },
  { slug: 'redfox', name: 'Red Fox Studios', colours: ['#7a0c0c', '#ff8c42'] },
  { slug: 'northlight', name: 'Northlight', colours: ['#0b3d4f', '#5ce1e6'] },
  { slug: 'golden-reel', name: 'Golden Reel', colours: ['#3d2b00', '#ffd447'] },
  { slug: 'kraken', name: 'Kraken Play', colours: ['#04293a', '#2ec4b6'] },
  { slug: 'solaris', name: 'Solaris Games', colours: ['#5c1a00', '#ffb703'] },
  { slug: 'emerald', name: 'Emerald Works', colours: ['#0b3d20', '#52b788'] },
  { slug: 'velvet', name: 'Velvet Live', colours: ['#3a0ca3', '#f72585'] },
  { slug: 'ironclad', name: 'Ironclad Gaming', colours: ['#212529', '#adb5bd'] },
  { slug: 'pixel-pirates', name: 'Pixel Pirates', colours: ['#14213d', '#fca311'] },
  { slug: 'sakura', name: 'Sakura Studio', colours: ['#590d22', '#ffb3c1'] },
  { slug: 'thunderbolt', name: 'Thunderbolt', colours: ['#1d3557', '#e9c46a'] },
  { slug: 'orbit', name: 'Orbit Virtual', colours: ['#10002b', '#9d4edd'] },
];

const liveProviders = ['velvet', 'northlight', 'ironclad', 'sakura'];
const virtualProviders = ['orbit', 'thunderbolt'];
const tableProviders = ['ironclad', 'nebula', 'golden-reel', 'emerald', 'velvet'];
const slotProviders = providers.map((p) => p.slug).filter((slug) => !['velvet', 'orbit'].includes(slug));

const same = (text: string): Localised => ({ en: text, es: text, de: text });
const sub = (slug: string, en: string, es: string, de: string): SubCategoryDefinition => ({
  slug,
  name: { en, es, de },
  title: { en, es, de },
});

export const categories: readonly CategoryDefinition[] = [
  {
    slug: 'slots',
    channel: 'casino',
    name: { en: 'Slots', es: 'Tragaperras', de: 'Slots' },
    title: { en: 'Slot games', es: 'Juegos de tragaperras', de: 'Slot-Spiele' },
    menuName: { en: 'Slots', es: 'Tragaperras', de: 'Slots' },
    subCategories: [
      sub('classic', 'Classic slots', 'Tragaperras clásicas', 'Klassische Slots'),
      sub('video', 'Video slots', 'Tragaperras de vídeo', 'Video-Slots'),
      sub('megaways', 'Megaways', 'Megaways', 'Megaways'),
    ],
  },
  {
    slug: 'jackpots',
    channel: 'casino',
    name: { en: 'Jackpots', es: 'Botes', de: 'Jackpots' },
    title: { en: 'Jackpot games', es: 'Juegos con bote', de: 'Jackpot-Spiele' },
    menuName: { en: 'Jackpots', es: 'Botes', de: 'Jackpots' },
    subCategories: [sub('progressive', 'Progressive jackpots', 'Botes progresivos', 'Progressive Jackpots'), sub('daily', 'Daily jackpots', 'Botes diarios', 'Tägliche Jackpots')],
  },
  {
    slug: 'new',
    channel: 'casino',
    name: { en: 'New', es: 'Novedades', de: 'Neu' },
    title: { en: 'New games', es: 'Juegos nuevos', de: 'Neue Spiele' },
    menuName: { en: 'New', es: 'Novedades', de: 'Neu' },
    subCategories: [sub('this-month', 'This month', 'Este mes', 'Diesen Monat'), sub('earlier', 'Earlier', 'Anteriores', 'Früher')],
  },
  {
    slug: 'popular',
    channel: 'casino',
    name: { en: 'Popular', es: 'Populares', de: 'Beliebt' },
    title: { en: 'Popular games', es: 'Juegos populares', de: 'Beliebte Spiele' },
    menuName: { en: 'Popular', es: 'Populares', de: 'Beliebt' },
    subCategories: [
      sub('top', 'Top games', 'Los más jugados', 'Top-Spiele'),
      sub('trending', 'Trending', 'En tendencia', 'Im Trend'),
      sub('favourites', 'Player favourites', 'Favoritos de los jugadores', 'Lieblinge der Spieler'),
    ],
  },
  {
    slug: 'table-games',
    channel: 'casino',
    name: { en: 'Table games', es: 'Juegos de mesa', de: 'Tischspiele' },
    title: { en: 'Table games', es: 'Juegos de mesa', de: 'Tischspiele' },
    menuName: { en: 'Table', es: 'Mesa', de: 'Tisch' },
    subCategories: [sub('roulette', 'Roulette', 'Ruleta', 'Roulette'), sub('blackjack', 'Blackjack', 'Blackjack', 'Blackjack'), sub('baccarat', 'Baccarat', 'Baccarat', 'Baccarat')],
  },
  {
    slug: 'providers',
    channel: 'casino',
    name: { en: 'Providers', es: 'Proveedores', de: 'Anbieter' },
    title: { en: 'Games by provider', es: 'Juegos por proveedor', de: 'Spiele nach Anbieter' },
    menuName: { en: 'Providers', es: 'Proveedores', de: 'Anbieter' },
    subCategories: providers.map((provider) => ({ slug: provider.slug, name: same(provider.name), title: same(provider.name) })),
  },
  {
    slug: 'all-games',
    channel: 'casino',
    name: { en: 'All games', es: 'Todos los juegos', de: 'Alle Spiele' },
    title: { en: 'All games', es: 'Todos los juegos', de: 'Alle Spiele' },
    menuName: { en: 'All', es: 'Todos', de: 'Alle' },
    subCategories: [sub('all', 'All games', 'Todos los juegos', 'Alle Spiele')],
  },
  {
    slug: 'live-casino',
    channel: 'live-casino',
    name: { en: 'Live casino', es: 'Casino en vivo', de: 'Live-Casino' },
    title: { en: 'Live casino tables', es: 'Mesas de casino en vivo', de: 'Live-Casino-Tische' },
    menuName: { en: 'Live', es: 'En vivo', de: 'Live' },
    subCategories: [
      sub('roulette', 'Live roulette', 'Ruleta en vivo', 'Live-Roulette'),
      sub('blackjack', 'Live blackjack', 'Blackjack en vivo', 'Live-Blackjack'),
      sub('baccarat', 'Live baccarat', 'Baccarat en vivo', 'Live-Baccarat'),
      sub('game-shows', 'Game shows', 'Concursos', 'Spielshows'),
    ],
  },
  {
    slug: 'virtual-sports',
    channel: 'virtual-sports',
    name: { en: 'Virtual sports', es: 'Deportes virtuales', de: 'Virtuelle Sportarten' },
    title: { en: 'Virtual sports', es: 'Deportes virtuales', de: 'Virtuelle Sportarten' },
    menuName: { en: 'Virtuals', es: 'Virtuales', de: 'Virtuelle' },
    subCategories: [sub('football', 'Virtual football', 'Fútbol virtual', 'Virtueller Fußball'), sub('horses', 'Virtual horses', 'Carreras de caballos virtuales', 'Virtuelle Pferderennen')],
  },
];

const adjectives = [
  'Golden', 'Lucky', 'Wild', 'Mystic', 'Royal', 'Blazing', 'Frozen', 'Ancient', 'Cosmic', 'Electric',
  'Silver', 'Crimson', 'Emerald', 'Sapphire', 'Diamond', 'Neon', 'Midnight', 'Thunder', 'Dragon', 'Jungle',
  'Pharaoh', 'Viking', 'Samurai', 'Aztec', 'Celtic', 'Pirate', 'Magic', 'Sunny', 'Stormy', 'Crystal',
  'Shadow', 'Fire', 'Ice', 'Rainbow', 'Velvet', 'Iron', 'Jade', 'Ruby', 'Turbo', 'Hyper',
  'Sweet', 'Juicy', 'Spooky', 'Savage', 'Epic', 'Fortune', 'Cash', 'Mega', 'Super', 'Grand',
];
const nouns = [
  'Fruits', 'Gems', 'Treasures', 'Riches', 'Spins', 'Reels', 'Bonanza', 'Quest', 'Legends', 'Kingdom',
  'Temple', 'Empire', 'Safari', 'Voyage', 'Heist', 'Carnival', 'Fiesta', 'Dynasty', 'Wolves', 'Tigers',
  'Buffalo', 'Phoenix', 'Dragons', 'Unicorns', 'Pyramids', 'Galaxy', 'Planets', 'Stars', 'Sevens', 'Bells',
  'Cherries', 'Diamonds', 'Coins', 'Nuggets', 'Vault', 'Oasis', 'Island', 'Ocean', 'Mountain', 'Volcano',
  'Express', 'Rush', 'Blitz', 'Frenzy', 'Fever', 'Party', 'Dreams', 'Nights', 'Storm', 'Crown',
];
const slotSuffixes = ['Deluxe', 'Xtreme', 'Gold', 'Returns', 'Hold & Win', 'Double Up', 'Infinity', 'Remastered', 'Power Play', 'Max'];
const tableStyles = ['European', 'American', 'French', 'Classic', 'Premium', 'VIP', 'Speed', 'Mini', 'Multi-hand', 'High Roller'];
const liveHosts = ['Velvet', 'Grand', 'Salon', 'Lightning', 'Infinite', 'Golden', 'Emerald', 'Royal', 'Speed', 'Prestige', 'Quantum', 'Immersive'];
const showNames = ['Wheel', 'Dream Catcher', 'Crazy Time', 'Monopoly Live', 'Deal or No Deal', 'Mega Ball', 'Sweet Bonanza Candyland', 'Funky Time', 'Cash or Crash', 'Football Studio'];
const cities = ['Madrid', 'London', 'Milan', 'Lisbon', 'Berlin', 'Paris', 'Munich', 'Porto', 'Seville', 'Turin'];

/** Names that prove the site renders a game's name as text, and the one the search tests look for. */
const namedSlots: Readonly<Record<string, readonly string[]>> = {
  classic: ['Starburst', 'Cash & Carry', "Lucky O'Leary's Gold"],
  video: ['Starburst Nights', 'Fruits <Deluxe>', '<b>Bold</b> Bonanza', 'Tom & Jerry\'s "Wild" Ride'],
  megaways: ['Gold & Glory Megaways', 'Crown <Megaways>'],
};

interface PlacementPlan {
  readonly category: string;
  readonly subCategory: string;
  readonly count: number;
  readonly kind: GameKind;
  readonly providers: readonly string[];
  readonly name: (random: () => number, index: number) => string;
  readonly jackpot?: boolean;
  /** Ids taken from a reserved range, so the default virtual game keeps id 1331. */
  readonly reservedIds?: number;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const slotName = (random: () => number): string => {
  const base = `${pick(random, adjectives)} ${pick(random, nouns)}`;
  return random() < 0.3 ? `${base} ${pick(random, slotSuffixes)}` : base;
};

const plans: readonly PlacementPlan[] = [
  { category: 'slots', subCategory: 'classic', count: 700, kind: 'slot', providers: slotProviders, name: slotName },
  { category: 'slots', subCategory: 'video', count: 1100, kind: 'slot', providers: slotProviders, name: slotName },
  { category: 'slots', subCategory: 'megaways', count: 420, kind: 'slot', providers: slotProviders, name: (r) => `${pick(r, adjectives)} ${pick(r, nouns)} Megaways` },
  { category: 'jackpots', subCategory: 'progressive', count: 24, kind: 'slot', jackpot: true, providers: slotProviders, name: (r) => `${pick(r, adjectives)} ${pick(r, nouns)} Jackpot` },
  { category: 'jackpots', subCategory: 'daily', count: 16, kind: 'slot', jackpot: true, providers: slotProviders, name: (r) => `Daily ${pick(r, nouns)} Drop` },
  { category: 'table-games', subCategory: 'roulette', count: 110, kind: 'roulette', providers: tableProviders, name: (r) => `${pick(r, tableStyles)} ${pick(r, adjectives)} Roulette` },
  { category: 'table-games', subCategory: 'blackjack', count: 120, kind: 'live', providers: tableProviders, name: (r) => `${pick(r, tableStyles)} ${pick(r, adjectives)} Blackjack` },
  { category: 'table-games', subCategory: 'baccarat', count: 80, kind: 'live', providers: tableProviders, name: (r) => `${pick(r, tableStyles)} ${pick(r, adjectives)} Baccarat` },
  { category: 'live-casino', subCategory: 'roulette', count: 160, kind: 'roulette', providers: liveProviders, name: (r, i) => `${pick(r, liveHosts)} Roulette Live ${i + 1}` },
  { category: 'live-casino', subCategory: 'blackjack', count: 200, kind: 'live', providers: liveProviders, name: (r, i) => `${pick(r, liveHosts)} Blackjack Live ${i + 1}` },
  { category: 'live-casino', subCategory: 'baccarat', count: 120, kind: 'live', providers: liveProviders, name: (r, i) => `${pick(r, liveHosts)} Baccarat Live ${i + 1}` },
  { category: 'live-casino', subCategory: 'game-shows', count: 100, kind: 'live', providers: liveProviders, name: (r) => `${pick(r, showNames)} ${pick(r, liveHosts)}` },
  { category: 'virtual-sports', subCategory: 'football', count: 30, kind: 'virtual', reservedIds: 1320, providers: virtualProviders, name: (r, i) => `${pick(r, cities)} Virtual League ${i + 1}` },
  { category: 'virtual-sports', subCategory: 'horses', count: 20, kind: 'virtual', reservedIds: 1350, providers: virtualProviders, name: (r) => `${pick(r, adjectives)} Downs Racing` },
];

const firstId = 1001;
const reservedRange = { from: 1320, to: 1369 };

const slugify = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function buildGames(): CatalogueGame[] {
  const random = seededRandom(20261120);
  const providerBySlug = new Map(providers.map((p) => [p.slug, p]));
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const games: CatalogueGame[] = [];
  const catalogueMs = Date.parse(catalogueDate);
  const oldestMs = Date.parse('2019-01-01');
  let nextId = firstId;
  const allocateId = (): number => {
    if (nextId >= reservedRange.from && nextId <= reservedRange.to) nextId = reservedRange.to + 1;
    return nextId++;
  };

  for (const plan of plans) {
    const named = plan.category === 'slots' ? (namedSlots[plan.subCategory] ?? []) : [];
    for (let index = 0; index < plan.count; index++) {
      let name = named[index] ?? plan.name(random, index);
      for (let attempt = 0; usedNames.has(name) && attempt < 20; attempt++) name = plan.name(random, index);
      for (let n = 2; usedNames.has(name); n++) name = `${plan.name(random, index)} ${n}`;
      usedNames.add(name);
      let slug = slugify(name);
      for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
      usedSlugs.add(slug);

      const provider = providerBySlug.get(pick(random, plan.providers)) as Provider;
      const id = plan.reservedIds === undefined ? allocateId() : plan.reservedIds + index;
      // Skewed towards the recent past: a catalogue keeps adding games.
      const age = Math.pow(random(), 1.6) * (catalogueMs - oldestMs);
      const releasedAt = isoDay(catalogueMs - Math.floor(age / dayMs) * dayMs);
      // Rounds played last week: a long tail and a few hits, so "most popular" rarely ties.
      const popularity = Math.max(1, Math.round(100_000 * Math.pow(random(), 3)));
      const roll = random();
      const isNew = catalogueMs - Date.parse(releasedAt) <= 60 * dayMs;
      const badge: ContentBadge | null = isNew ? 'new' : roll < 0.03 ? 'exclusive' : popularity >= 84_000 ? 'hot' : null;
      const practicePlay = plan.category === 'live-casino' ? false : plan.kind === 'virtual' ? true : random() > 0.08;
      games.push({
        id,
        slug,
        name,
        provider: provider.slug,
        providerName: provider.name,
        category: plan.category,
        subCategory: plan.subCategory,
        badge,
        geoTargetingFilter: plan.category === 'live-casino' ? liveFilter : null,
        popularity,
        releasedAt,
        practicePlay,
        kind: plan.kind,
        jackpot: plan.jackpot === true,
      });
    }
  }
  return games.sort((a, b) => a.id - b.id);
}

const byPopularity = (a: CatalogueGame, b: CatalogueGame): number => b.popularity - a.popularity || a.id - b.id;
const byNewest = (a: CatalogueGame, b: CatalogueGame): number => b.releasedAt.localeCompare(a.releasedAt) || a.id - b.id;

function buildPlacements(games: readonly CatalogueGame[]): Map<string, number[]> {
  const placements = new Map<string, number[]>();
  const put = (key: string, list: readonly CatalogueGame[]): void => {
    placements.set(key, list.map((game) => game.id));
  };
  const catalogueMonth = catalogueDate.slice(0, 7);
  const catalogueMs = Date.parse(catalogueDate);
  const casinoGames = games.filter((game) => ['slots', 'jackpots', 'table-games'].includes(game.category));

  for (const category of ['slots', 'jackpots', 'table-games', 'live-casino', 'virtual-sports']) {
    const inCategory = games.filter((game) => game.category === category).sort(byPopularity);
    put(category, inCategory);
    for (const subCategory of categories.find((c) => c.slug === category)?.subCategories ?? []) {
      put(`${category}/${subCategory.slug}`, inCategory.filter((game) => game.subCategory === subCategory.slug));
    }
  }

  const recent = casinoGames.filter((game) => catalogueMs - Date.parse(game.releasedAt) <= 60 * dayMs).sort(byNewest);
  const thisMonth = recent.filter((game) => game.releasedAt.startsWith(catalogueMonth));
  put('new/this-month', thisMonth);
  put('new/earlier', recent.filter((game) => !game.releasedAt.startsWith(catalogueMonth)));
  put('new', recent);

  const top = [...casinoGames].sort(byPopularity).slice(0, 48);
  const topIds = new Set(top.map((game) => game.id));
  const trending = casinoGames
    .filter((game) => !topIds.has(game.id) && catalogueMs - Date.parse(game.releasedAt) <= 365 * dayMs)
    .sort(byPopularity)
    .slice(0, 48);
  put('popular/top', top);
  put('popular/trending', trending);
  put('popular', [...top, ...trending]);
  const bySlug = new Map(games.map((game) => [game.slug, game]));
  put('popular/favourites', playerFavouriteSlugs.flatMap((slug) => bySlug.get(slug) ?? []));

  const providerGames = [...games].sort(byPopularity);
  put('providers', providerGames);
  for (const provider of providers) put(`providers/${provider.slug}`, providerGames.filter((game) => game.provider === provider.slug));

  put('all-games', [...games].sort(byPopularity));
  put('all-games/all', [...games].sort(byPopularity));
  return placements;
}

let memo: Catalogue | null = null;
let memoById: ReadonlyMap<number, CatalogueGame> | null = null;
let memoBySlug: ReadonlyMap<string, CatalogueGame> | null = null;

export function catalogue(): Catalogue {
  if (memo === null) {
    const games = buildGames();
    memo = { providers, categories, games, placements: buildPlacements(games) };
    memoById = new Map(games.map((game) => [game.id, game]));
    memoBySlug = new Map(games.map((game) => [game.slug, game]));
  }
  return memo;
}

export function findGame(id: number): CatalogueGame | undefined {
  catalogue();
  return memoById?.get(id);
}

export function findCategory(slug: string): CategoryDefinition | undefined {
  return categories.find((category) => category.slug === slug);
}

export function findProvider(slug: string): Provider | undefined {
  return providers.find((provider) => provider.slug === slug);
}

/** A category's (or subcategory's) games in display order; undefined when either is unknown. */
export function categoryGames(category: string, subCategory?: string): readonly CatalogueGame[] | undefined {
  const key = subCategory === undefined ? category : `${category}/${subCategory}`;
  const ids = catalogue().placements.get(key);
  if (ids === undefined) return undefined;
  return ids.map((id) => findGame(id) as CatalogueGame);
}

export function findGameBySlug(slug: string): CatalogueGame | undefined {
  catalogue();
  return memoBySlug?.get(slug);
}
