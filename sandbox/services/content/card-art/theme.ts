import type { CatalogueGame } from '../catalogue.ts';

/** What a card's picture shows: the game's theme for a slot, its table or sport otherwise. */
export type CardTheme =
  | 'fruit' | 'egypt' | 'space' | 'gems' | 'animals' | 'ocean' | 'fire' | 'ice' | 'storm'
  | 'royal' | 'warrior' | 'magic' | 'treasure' | 'party' | 'classic'
  | 'jackpot' | 'roulette' | 'cards' | 'table' | 'game-show' | 'football' | 'racing';

const slotThemes: readonly CardTheme[] = ['fruit', 'egypt', 'space', 'gems', 'animals', 'ocean', 'fire', 'ice', 'storm', 'royal', 'warrior', 'magic', 'treasure', 'party', 'classic'];

/** The words of the catalogue's names that tell a slot's theme. */
const themeWords: Readonly<Record<string, CardTheme>> = Object.fromEntries(
  (
    [
      ['fruit', 'fruits cherries juicy sweet candyland'],
      ['egypt', 'pharaoh pyramids temple ancient oasis'],
      ['space', 'cosmic galaxy planets stars starburst'],
      ['gems', 'gems diamonds diamond sapphire emerald ruby jade crystal'],
      ['animals', 'wolves tigers buffalo safari jungle savage'],
      ['ocean', 'ocean island pirate voyage'],
      ['fire', 'fire blazing volcano phoenix dragon dragons'],
      ['ice', 'frozen ice mountain'],
      ['storm', 'thunder storm stormy electric blitz turbo hyper'],
      ['royal', 'royal kingdom empire crown dynasty grand'],
      ['warrior', 'viking samurai celtic aztec legends quest epic'],
      ['magic', 'mystic magic unicorns dreams midnight shadow nights'],
      ['treasure', 'treasures riches coins nuggets vault heist cash fortune bonanza golden gold silver'],
      ['party', 'carnival fiesta party rainbow fever frenzy'],
      ['classic', 'sevens bells lucky spins reels'],
    ] as const
  ).flatMap(([theme, words]) => words.split(' ').map((word) => [word, theme])),
);

/** A slot's theme from the last word of its name that has one ("Golden Fruits" is fruit); else one by its id. */
function slotTheme(game: CatalogueGame): CardTheme {
  const words = game.name.toLowerCase().split(/[^a-z]+/).reverse();
  for (const word of words) {
    const theme = themeWords[word];
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
