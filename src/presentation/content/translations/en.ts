export const en = {
  content: {
    lobbyHeading: 'Casino lobby',
    loadingPage: 'Loading the page…',
    pageFailedTitle: 'This page could not be loaded',
    pageFailedText: 'Check your connection and try again.',
    retry: 'Try again',
    notAvailableTitle: 'Not available in your region',
    notAvailableText: 'This content is not offered where you are. You can keep browsing the rest of the casino.',
    channelMenu: 'Channels',
    miniHeader: 'Site',
    footerNav: 'More information',
    disabledLink: '{{title}} (not available now)',
    externalLink: '{{title}} (opens another site)',
    allCategories: 'All categories',
    closeOverlay: 'Close',
    slideshow: 'Featured',
    slideOf: 'Slide {{index}} of {{count}}',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    pauseSlides: 'Pause slideshow',
    playSlides: 'Play slideshow',
    jackpots: 'Jackpots',
    search: 'Search games',
    playerActions: 'Quick actions',
  },
};

export type ContentMessages = typeof en;
