import type { WalletMessages } from './en';

export const de: WalletMessages = {
  wallet: {
    balance: 'Guthaben',
    balanceTooltip: 'Das Geld, mit dem Sie jetzt spielen können.',
    withdrawable: 'Auszahlbar',
    withdrawableTooltip: 'Der Teil Ihres Guthabens, den Sie auszahlen lassen können.',
    bonus: 'Bonus',
    bonusTooltip: 'Bonusgeld, spielbar nach den Bonusbedingungen.',
    bonusLink: 'Umsatzfortschritt des Bonus',
    locked: 'Gesperrt',
    lockedTooltip: 'Geld, das zurückgehalten wird, bis seine Umsatzbedingungen erfüllt sind.',
    nonPlayableBonus: 'Ausstehender Bonus',
    nonPlayableBonusTooltip: 'Bonusgeld, das spielbar wird, sobald seine Bedingungen erfüllt sind.',
    loading: 'Guthaben wird geladen…',
    stale: 'Das Guthaben ist möglicherweise nicht aktuell: Wir versuchen, es zu aktualisieren.',
    unavailable: 'Guthaben nicht verfügbar',
    deposit: 'Einzahlen',
    withdraw: 'Auszahlen',
    pendingWithdrawal: 'Sie haben eine ausstehende Auszahlung über {{amount}}.',
    managePending: 'Ausstehende Auszahlungen verwalten',
  },
  notifications: {
    label: 'Nachrichten',
    unread_one: '{{count}} ungelesene Nachricht',
    unread_other: '{{count}} ungelesene Nachrichten',
    capped: 'Mehr als 999 ungelesene Nachrichten',
  },
  account: {
    menu: 'Kontomenü',
    title: 'Mein Konto',
    historyLink: 'Transaktionsverlauf',
    greeting: 'Hallo, {{name}}',
    email: 'E-Mail',
    currency: 'Währung',
  },
};
