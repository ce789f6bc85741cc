/**
 * The home page's "Player favourites": games the demo's players come back to, picked by hand across
 * slots, jackpots, tables and live shows (by slug, in the order the rail shows them). The platform's
 * own favourites and most-played lists are per player; this rail is the same for everyone and cached.
 */
export const playerFavouriteSlugs: readonly string[] = [
  'starburst',
  'jungle-heist',
  'european-jade-roulette',
  'pirate-safari-jackpot',
  'dream-catcher-speed',
  'viking-vault-max',
  'classic-sunny-blackjack',
  'neon-nights-megaways',
  'daily-crown-drop',
  'fortune-treasures',
  'football-studio-royal',
  'starburst-nights',
];
