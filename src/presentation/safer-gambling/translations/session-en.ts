/** The player's session in safer gambling (SG-07, SG-08, SG-11, SG-13, SG-16): spread into the saferGambling namespace. */
export const sessionEn = {
  playerSession: {
    previousLogin: 'Welcome back. Your previous login was on {{date}}.',
    firstLogin: 'Welcome. This is your first login.',
    timeLimitReached: 'You have reached the daily session time limit you set, so we have logged you out. You can log in again tomorrow.',
    realityCheckTitle: 'Reality check',
    realityCheckPlayed: 'You have been playing for {{hours}} h {{minutes}} min this session.',
    netWon: 'Since you logged in you have won {{amount}}.',
    netLost: 'Since you logged in you have lost {{amount}}.',
    netEven: 'Since you logged in you have neither won nor lost.',
    continuePlaying: 'Continue playing',
    stopPlaying: 'Stop playing',
    clockLabel: 'Time since login',
    clockScreenReader: 'Logged in for {{hours}} h {{minutes}} min',
    netLabel: 'Net position',
    barLabel: 'Your session',
    intervalTitle: 'Reality check',
    intervalText: 'A reminder every few minutes of how long you have been playing and how much you have won or lost since you logged in.',
    intervalCurrent: 'Every {{count}} minutes.',
    intervalDefault: 'This is the default for your jurisdiction.',
    intervalLabel: 'Remind me every (minutes, 10 to 240)',
    intervalSave: 'Save reminder',
    intervalUseDefault: 'Use the default ({{count}} minutes)',
    intervalSaved: 'Your reality check now comes every {{count}} minutes.',
    intervalLoading: 'Loading your reality check…',
    intervalLoginToSet: 'Log in to choose how often your reality check comes.',
    intervalErrors: {
      REQUIRED: 'Enter a number of minutes.',
      INVALID_FORMAT: 'Enter a whole number of minutes, for example 30.',
      OUT_OF_RANGE: 'Choose between 10 and 240 minutes.',
      UNAVAILABLE: 'Your choice could not be saved. Please try again.',
    },
  },
};

export type SessionMessages = typeof sessionEn;
