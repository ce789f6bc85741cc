export const en = {
  play: {
    real: 'Play',
    loginAndPlay: 'Log in and play',
    practice: 'Practice play',
    opening: 'Opening the game…',
    close: 'Close game',
    retry: 'Try again',
    dismiss: 'Dismiss',
    frameTitle: '{{name}}, the game',
    provider: 'by {{provider}}',
    howToPlay: 'How to play',
    playingReal: 'Playing for real money',
    playingPractice: 'Practice play: play money only',
    loadingPage: 'Loading the game…',
    pageFailed: 'This game could not be loaded. Check your connection and try again.',
    notFound: 'This game is not available.',
    virtualSports: 'Virtual sports',
    virtualSportsIntro: 'Races and matches around the clock, decided every few minutes.',
    practiceAge: {
      why: 'Practice play here is for players whose age is verified.',
      logIn: 'Log in to play for fun',
      verify: 'Verify your age to play for fun',
    },
    failure: {
      AGE_VERIFICATION_REQUIRED: 'Where you are, practice play is only for players whose age is verified.',
      LOGIN_REQUIRED: 'Log in to play for real money.',
      PRACTICE_NOT_AVAILABLE: 'This game has no practice play.',
      NOT_AVAILABLE_IN_REGION: 'This game is not available in your region.',
      GAME_NOT_FOUND: 'This game is not available.',
      UNSAFE_URL: 'The game could not be opened safely, so it was not opened.',
      UNAVAILABLE: 'The game could not be opened. Please try again.',
      SESSION_ENDED: 'Your session ended, so the game was closed. Log in to play again.',
    },
    problem: {
      INSUFFICIENT_FUNDS: 'Not enough balance for this stake. Lower the stake or make a deposit.',
      GAME_SESSION_ENDED: 'The game session expired. Close the game and open it again.',
      ROUND_FAILED: 'That round could not be played. Your balance was not changed.',
      UNKNOWN: 'The game reported a problem.',
    },
  },
};

export type PlayMessages = typeof en;
