import type { EmbeddedMessages } from './en';

export const de: EmbeddedMessages = {
  embedded: {
    sportsbook: 'Sportsbook',
    sportsbookFrame: 'Sportsbook: fixtures, odds and your bets',
    loading: 'Loading…',
    back: 'Back',
    slow: 'This is taking longer than usual. Check your connection and try again.',
    retry: 'Try again',
    unconfigured: 'This part of the site is not available at the moment. Please try again later.',
  },
};
