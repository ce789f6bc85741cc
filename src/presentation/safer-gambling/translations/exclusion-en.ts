/** Time-out and self-exclusion on the hub (SG-09, SG-10): spread into the saferGambling namespace. */
export const exclusionEn = {
  takeBreak: {
    title: 'Take a break',
    intro:
      'If you want to stop gambling for a while, you can take a break. During a break you can still log in to withdraw your money and see your account history, but you cannot deposit, play games or bet, and we send you no offers.',
    timeOutText: 'A time-out is a short break, from a day to six weeks. It ends by itself.',
    selfExclusionText:
      'A self-exclusion is a long break, from six months to five years, for when gambling is becoming a problem. It does not end by itself: when the time is up you have to ask us to end it, and it ends {{count}} hours after you ask.',
    logIn: 'Log in to take a break',
    choiceLegend: 'How long a break do you want?',
    timeOutGroup: 'Time-out',
    selfExclusionGroup: 'Self-exclusion',
    choice: {
      TIME_OUT_1: '1 day',
      TIME_OUT_7: '1 week',
      TIME_OUT_42: '6 weeks',
      SELF_EXCLUSION_6: '6 months',
      SELF_EXCLUSION_12: '1 year',
      SELF_EXCLUSION_60: '5 years',
    },
    chooseFirst: 'Choose how long a break you want.',
    continue: 'Continue',
    confirmTitle: 'Confirm your break',
    confirmTimeOut: 'You are about to take a time-out of {{length}}. Until it ends you cannot deposit, play or bet, and you cannot end it early.',
    confirmSelfExclusion:
      'You are about to exclude yourself for {{length}}. Until then you cannot deposit, play or bet, and you cannot end it early. After that it ends only when you ask.',
    passwordLabel: 'Your password',
    passwordHint: 'To be sure it is you, enter the password you log in with.',
    confirm: 'Start my break',
    starting: 'Starting your break…',
    back: 'Back',
    passwordRequired: 'Enter your password.',
    wrongPassword: 'That is not your password. Check it and try again.',
    tooManyAttempts: 'Too many wrong passwords. You can try again in {{count}} minutes.',
    alreadyOnBreak: 'You are already taking a break.',
    unavailable: 'Your break could not be started. Please try again in a moment.',
    started: 'Your break has started. It ends on {{date}}.',
    loading: 'Loading your break…',
    loadFailed: 'We could not check whether you are taking a break.',
    retry: 'Try again',
    currentTimeOut: 'You are taking a time-out until {{date}}.',
    currentSelfExclusion: 'You have excluded yourself until {{date}}.',
    duringBreak: 'Until then you can log in to withdraw your money and see your account history. Deposits, games and bets are closed to you.',
    expired: 'Your self-exclusion reached its end date on {{date}}. It ends only if you ask: it then ends {{count}} hours after you ask.',
    askToEnd: 'Ask to end my self-exclusion',
    asking: 'Sending…',
    endRequested: 'You asked to end your self-exclusion on {{asked}}. It ends on {{date}}.',
    endUnavailable: 'Your request could not be sent. Please try again in a moment.',
    notExpired: 'Your self-exclusion has not reached its end date yet.',
  },
};

export type ExclusionMessages = typeof exclusionEn;
