import type { PlayMessages } from './en';

export const de: PlayMessages = {
  play: {
    real: 'Spielen',
    loginAndPlay: 'Anmelden und spielen',
    practice: 'Zum Üben spielen',
    opening: 'Das Spiel wird geöffnet…',
    close: 'Spiel schließen',
    retry: 'Erneut versuchen',
    dismiss: 'Schließen',
    frameTitle: '{{name}}, das Spiel',
    provider: 'von {{provider}}',
    howToPlay: 'So wird gespielt',
    playingReal: 'Sie spielen um Echtgeld',
    playingPractice: 'Übungsspiel: nur mit Spielgeld',
    loadingPage: 'Das Spiel wird geladen…',
    pageFailed: 'Dieses Spiel konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    notFound: 'Dieses Spiel ist nicht verfügbar.',
    virtualSports: 'Virtuelle Sportarten',
    virtualSportsIntro: 'Rennen und Spiele rund um die Uhr, alle paar Minuten entschieden.',
    practiceAge: {
      why: 'Das Übungsspiel ist hier nur für Spieler mit bestätigtem Alter.',
      logIn: 'Melden Sie sich an, um zum Spaß zu spielen',
      verify: 'Bestätigen Sie Ihr Alter, um zum Spaß zu spielen',
    },
    failure: {
      AGE_VERIFICATION_REQUIRED: 'Dort, wo Sie sich befinden, ist das Übungsspiel nur für Spieler mit bestätigtem Alter.',
      LOGIN_REQUIRED: 'Melden Sie sich an, um um Echtgeld zu spielen.',
      PRACTICE_NOT_AVAILABLE: 'Dieses Spiel bietet kein Übungsspiel.',
      NOT_AVAILABLE_IN_REGION: 'Dieses Spiel ist in Ihrer Region nicht verfügbar.',
      GAME_NOT_FOUND: 'Dieses Spiel ist nicht verfügbar.',
      UNSAFE_URL: 'Das Spiel konnte nicht sicher geöffnet werden und wurde deshalb nicht geöffnet.',
      UNAVAILABLE: 'Das Spiel konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
      SESSION_ENDED: 'Ihre Sitzung ist abgelaufen, daher wurde das Spiel geschlossen. Melden Sie sich an, um weiterzuspielen.',
    },
    problem: {
      INSUFFICIENT_FUNDS: 'Ihr Guthaben reicht für diesen Einsatz nicht aus. Senken Sie den Einsatz oder zahlen Sie ein.',
      GAME_SESSION_ENDED: 'Die Spielsitzung ist abgelaufen. Schließen Sie das Spiel und öffnen Sie es erneut.',
      ROUND_FAILED: 'Diese Runde konnte nicht gespielt werden. Ihr Guthaben wurde nicht verändert.',
      UNKNOWN: 'Das Spiel hat ein Problem gemeldet.',
    },
  },
};
