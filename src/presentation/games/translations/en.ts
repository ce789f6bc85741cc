export const en = {
  gameCard: {
    freeGames: 'Free games',
    jackpot: 'Jackpot',
    badge_new: 'New',
    badge_hot: 'Hot',
    badge_exclusive: 'Exclusive',
    quickPlay: 'Play {{name}} now',
    quickPlayShort: 'Play',
    practicePlay: 'Demo: play {{name}} for fun',
    practicePlayShort: 'Demo',
    star: 'Add {{name}} to my games',
    unstar: 'Remove {{name}} from my games',
  },
  gameRail: {
    previous: 'Previous games: {{title}}',
    next: 'More games: {{title}}',
    more: 'See all',
    moreLabel: 'See all: {{title}}',
  },
  gameSearch: {
    open: 'Search games',
    label: 'Search games',
    placeholder: 'Search games',
    close: 'Close search',
    results: 'Games found',
    recent: 'Recent searches',
    searching: 'Searching…',
    noResults: 'No game found, check spelling',
    failed: 'Search is not available right now. Please try again later.',
    resultCount_one: '{{count}} game found',
    resultCount_other: '{{count}} games found',
    hint: 'Use the arrow keys to move through the results and Enter to open a game.',
  },
  favourites: {
    starFailed: 'The game could not be added to your games. Please try again.',
    unstarFailed: 'The game could not be removed from your games. Please try again.',
  },
};

export type GamesMessages = typeof en;
