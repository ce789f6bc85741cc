import type { GamesMessages } from './en';

export const de: GamesMessages = {
  gameCard: {
    freeGames: 'Freispiele',
    jackpot: 'Jackpot',
    badge_new: 'Neu',
    badge_hot: 'Beliebt',
    badge_exclusive: 'Exklusiv',
    quickPlay: 'Spielen: {{name}} jetzt starten',
    quickPlayShort: 'Spielen',
    practicePlay: 'Demo: {{name}} zum Spaß spielen',
    practicePlayShort: 'Demo',
    star: '{{name}} zu meinen Spielen hinzufügen',
    unstar: '{{name}} aus meinen Spielen entfernen',
  },
  gameRail: {
    previous: 'Vorherige Spiele: {{title}}',
    next: 'Weitere Spiele: {{title}}',
    more: 'Alle ansehen',
    moreLabel: 'Alle ansehen: {{title}}',
  },
  gameSearch: {
    open: 'Spiele suchen',
    label: 'Spiele suchen',
    placeholder: 'Spiele suchen',
    close: 'Suche schließen',
    results: 'Gefundene Spiele',
    recent: 'Letzte Suchen',
    searching: 'Suche läuft…',
    noResults: 'Kein Spiel gefunden, prüfen Sie die Schreibweise',
    failed: 'Die Suche ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
    resultCount_one: '{{count}} Spiel gefunden',
    resultCount_other: '{{count}} Spiele gefunden',
    hint: 'Mit den Pfeiltasten bewegen Sie sich durch die Ergebnisse, mit der Eingabetaste öffnen Sie ein Spiel.',
  },
  favourites: {
    starFailed: 'Das Spiel konnte nicht zu Ihren Spielen hinzugefügt werden. Bitte versuchen Sie es erneut.',
    unstarFailed: 'Das Spiel konnte nicht aus Ihren Spielen entfernt werden. Bitte versuchen Sie es erneut.',
  },
};
