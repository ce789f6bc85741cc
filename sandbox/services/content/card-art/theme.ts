import type { CatalogueGame } from '../catalogue.ts';

/** What a card's picture shows: the game's theme for a slot, its table or sport otherwise. */
export type CardTheme =
  | 'fruit' | 'egypt' | 'space' | 'gems' | 'animals' | 'ocean' | 'fire' | 'ice' | 'storm'
  | 'royal' | 'warrior' | 'magic' | 'treasure' | 'party' | 'classic'
  | 'jackpot' | 'roulette' | 'cards' | 'table' | 'game-show' | 'football' | 'racing';

const slotThemes: readonly CardTheme[] = ['fruit', 'egypt', 'space', 'gems', 'animals', 'ocean', 'fire', 'ice', 'storm', 'royal', 'warrior', 'magic', 'treasure', 'party', 'classic'];

const wordsOf = (lists: readonly (readonly [CardTheme, string])[]): Readonly<Record<string, CardTheme>> =>
  Object.fromEntries(lists.flatMap(([theme, words]) => words.split(' ').map((word) => [word, theme])));

/** The words of the catalogue's names that tell a slot's theme. */
const themeWords = wordsOf([
  ['fruit', 'fruits cherries juicy sweet candyland'],
  ['egypt', 'pharaoh pyramids temple ancient oasis'],
  ['space', 'cosmic galaxy planets stars starburst'],
  ['gems', 'gems diamonds diamond sapphire emerald ruby jade crystal'],
  ['animals', 'wolves tigers buffalo safari jungle savage'],
  ['ocean', 'ocean island pirate voyage'],
  ['fire', 'fire blazing volcano phoenix dragon dragons'],
  ['ice', 'frozen ice mountain'],
  ['storm', 'thunder storm stormy electric blitz turbo hyper'],
  ['royal', 'royal kingdom empire crown dynasty'],
  ['warrior', 'viking samurai celtic aztec legends quest'],
  ['magic', 'mystic magic unicorns'],
  ['treasure', 'treasures riches coins nuggets'],
  ['party', 'carnival fiesta party rainbow'],
  ['classic', 'sevens bells reels'],
]);
/** Words that say little of a theme: they tell it only when no other word does ("Jungle Heist" is animals). */
const weakWords = wordsOf([
  ['treasure', 'vault heist cash fortune bonanza golden gold silver'],
  ['party', 'fever frenzy'],
  ['classic', 'lucky spins'],
  ['royal', 'grand'],
  ['warrior', 'epic'],
  ['magic', 'dreams midnight shadow nights'],
]);

/** A slot's theme from the last word of its name that tells one ("Golden Fruits" is fruit), a weak word only failing others; else one by its id. */
function slotTheme(game: CatalogueGame): CardTheme {
  const words = game.name.toLowerCase().split(/[^a-z]+/).reverse();
  for (const list of [themeWords, weakWords]) {
    const theme = words.map((word) => list[word]).find((found) => found !== undefined);
    if (theme !== undefined) return theme;
  }
  return slotThemes[game.id % slotThemes.length] as CardTheme;
}

export function themeOf(game: CatalogueGame): CardTheme {
  if (game.kind === 'roulette') return 'roulette';
  if (game.kind === 'virtual') return game.subCategory === 'horses' ? 'racing' : 'football';
  if (game.subCategory === 'game-shows') return 'game-show';
  if (game.kind === 'live') return game.category === 'table-games' && game.subCategory === 'blackjack' ? 'cards' : 'table';
  if (game.jackpot) return 'jackpot';
  return slotTheme(game);
}
