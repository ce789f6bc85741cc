export const en = {
  app: { name: 'Aurora Casino' },
  nav: {
    home: 'Home',
    casino: 'Casino',
    liveCasino: 'Live casino',
    virtualSports: 'Virtual sports',
    account: 'Account',
    login: 'Log in',
    join: 'Join',
    skipToContent: 'Skip to content',
    bottom: 'Quick navigation',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    internalTitle: 'Something went wrong',
    internalText: 'An unexpected error occurred. Please try again in a moment.',
    backHome: 'Back to the home page',
  },
  footer: {
    responsible: 'Play responsibly. {{age}}+ only.',
    payments: 'Ways to pay',
    bankTransfer: 'Bank transfer',
    eWallet: 'E-wallet',
    regulation: 'Licence and safer gambling',
    adultsOnly: 'Only for players aged {{age}} or over',
    licence: 'Licensed by {{authority}}, licence {{number}}.',
    rights: '© {{year}} Aurora Casino. A demonstration site.',
    saferGambling: 'Safer gambling',
    contact: 'Contact us',
    affiliate: 'Become an affiliate',
  },
  common: { loading: 'Loading…', dismiss: 'Dismiss' },
  reachability: {
    offline: 'You’re offline — we’ll keep trying.',
    unreachable: 'Can’t reach the casino,',
    retryingIn: 'retrying in {{count}} s.',
    retryNow: 'Retry now',
  },
};

export type AppMessages = typeof en;
