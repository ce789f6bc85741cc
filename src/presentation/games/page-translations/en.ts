/** The category and my-games pages' words: loaded with those pages' English chunk, not in the first script. */
export const en = {
  gameCategory: {
    subCategories: 'Subcategories',
    all: 'All',
    provider: 'Provider',
    allProviders: 'All providers',
    sort: 'Sort by',
    sort_popular: 'Most popular',
    sort_new: 'Newest',
    sort_az: 'A–Z',
    count_one: '{{count}} game',
    count_other: '{{count}} games',
    loading: 'Loading games…',
    failed: 'The games could not be loaded.',
    retry: 'Try again',
    empty: 'There are no games here yet.',
    emptyFiltered: 'No game of this provider here. Choose another provider.',
    grid: 'Games',
  },
  notFound: {
    popular: 'Popular games',
    search: 'Search games',
    searchHint: 'Looking for a game? Search the whole casino.',
  },
  myGames: {
    title: 'My games',
    favourites: 'Favourites',
    recent: 'Recently played',
    mostPlayed: 'Most played',
    playedTimes_one: 'Played {{count}} time',
    playedTimes_other: 'Played {{count}} times',
    noFavourites: 'Star a game to find it here.',
    noRecent: 'The games you play will show here.',
    noMostPlayed: 'Play a few games and the ones you play most will show here.',
    failed: 'This list could not be loaded.',
    retry: 'Try again',
    browse: 'Browse the casino',
  },
};

export type GamePagesMessages = typeof en;
