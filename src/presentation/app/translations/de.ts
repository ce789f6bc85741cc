import type { AppMessages } from './en';

export const de: AppMessages = {
  app: { name: 'Aurora Casino' },
  nav: {
    home: 'Startseite',
    casino: 'Casino',
    liveCasino: 'Live-Casino',
    virtualSports: 'Virtuelle Sportarten',
    account: 'Konto',
    login: 'Anmelden',
    join: 'Registrieren',
    skipToContent: 'Zum Inhalt springen',
    bottom: 'Schnellnavigation',
  },
  errors: {
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    internalTitle: 'Etwas ist schiefgelaufen',
    internalText: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
    backHome: 'Zurück zur Startseite',
  },
  footer: {
    responsible: 'Spielen Sie verantwortungsvoll. Erst ab {{age}} Jahren.',
    payments: 'Zahlungsarten',
    bankTransfer: 'Banküberweisung',
    eWallet: 'E-Wallet',
    regulation: 'Lizenz und sicheres Spielen',
    adultsOnly: 'Nur für Spieler ab {{age}} Jahren',
    licence: 'Lizenziert durch {{authority}}, Lizenz {{number}}.',
    rights: '© {{year}} Aurora Casino. Eine Demonstrationsseite.',
    saferGambling: 'Verantwortungsvolles Spielen',
    contact: 'Kontakt',
    affiliate: 'Affiliate werden',
  },
  common: { loading: 'Wird geladen…', dismiss: 'Schließen' },
  reachability: {
    offline: 'Sie sind offline – wir versuchen es weiter.',
    unreachable: 'Das Casino ist nicht erreichbar,',
    retryingIn: 'neuer Versuch in {{count}} s.',
    retryNow: 'Jetzt erneut versuchen',
  },
};
