import type { LegacyLanguage } from '../language.ts';

/** The deposit and its confirmation's texts. */
export interface DepositWording {
  depositTitle: string;
  cardNumber: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  testCardsTitle: string;
  testCardSuccess: string;
  testCardDeclined: string;
  testCardConfirmation: string;
  pay: string;
  balance: string;
  cardDeclined: string;
  depositCompleted: string;
  /** The receipt's way on, to the site's casino. */
  playNow: string;
  confirmTitle: string;
  confirmText: string;
  confirmationCode: string;
  confirmationHint: string;
  confirm: string;
  wrongCode: string;
  depositFailed: string;
  notConfirmable: string;
  /** The methods (CSH-01): the navigation's name, each method's name and its page's title. */
  methodsLabel: string;
  methodCard: string;
  methodBank: string;
  methodWallet: string;
  bankTitle: string;
  walletTitle: string;
  cardBrands: string;
  bankNote: string;
  walletNote: string;
  /** CSH-02, CSH-03: the amount's limits shown before typing, the quick amounts, and the refusal of an amount outside them. */
  limitsHint: string;
  quickAmounts: string;
  belowMinimum: string;
  aboveMaximum: string;
  /** CSH-04: a remembered card. */
  payWith: string;
  cardEnding: string;
  cardExpires: string;
  useAnotherCard: string;
  useRememberedCard: string;
  rememberedNote: string;
  savedCardsTitle: string;
  remove: string;
  cardRemoved: string;
  iban: string;
  ibanHint: string;
  walletEmail: string;
  walletHint: string;
  methodNotOffered: string;
}

const en: DepositWording = {
  depositTitle: 'Deposit',
  playNow: 'Play now',
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  cvc: 'Security code (CVC)',
  testCardsTitle: 'Test cards (sandbox)',
  testCardSuccess: 'succeeds',
  testCardDeclined: 'is declined',
  testCardConfirmation: 'asks for a confirmation code',
  pay: 'Pay',
  balance: 'Balance',
  cardDeclined: 'Your card was declined. No money was taken. Try another card.',
  depositCompleted: 'Your deposit of {amount} is complete.',
  confirmTitle: 'Confirm your deposit',
  confirmText: 'Your bank asks you to confirm the deposit of {amount}.',
  confirmationCode: 'Confirmation code',
  confirmationHint: 'In the sandbox the code is 1234.',
  confirm: 'Confirm',
  wrongCode: 'That code is not right. Check it and try again.',
  depositFailed: 'The deposit could not be confirmed and has been cancelled. No money was taken.',
  notConfirmable: 'This deposit is not waiting for a confirmation.',
  methodsLabel: 'Payment method',
  methodCard: 'Card',
  methodBank: 'Bank transfer',
  methodWallet: 'E-wallet',
  bankTitle: 'Deposit by bank transfer',
  walletTitle: 'Deposit by e-wallet',
  cardBrands: 'Visa, Mastercard',
  bankNote: 'Instant from your bank',
  walletNote: 'Pay with your wallet',
  limitsHint: 'Minimum {min} · Maximum {max}',
  quickAmounts: 'Quick amounts',
  belowMinimum: 'The amount is below the minimum of {min}.',
  aboveMaximum: 'The amount is above the maximum of {max}.',
  payWith: 'Pay with',
  cardEnding: '{brand} ending {last4}',
  cardExpires: 'expires {expiry}',
  useAnotherCard: 'Use another card',
  useRememberedCard: 'Use a remembered card',
  rememberedNote: 'After a deposit we remember the card’s brand, last four digits and expiry date, never its number, so next time you type only the security code.',
  savedCardsTitle: 'Remembered cards',
  remove: 'Remove',
  cardRemoved: 'The card is removed. Its details are no longer kept.',
  iban: 'IBAN',
  ibanHint: 'The account you pay from, for example DE89 3704 0044 0532 0130 00.',
  walletEmail: 'E-wallet e-mail',
  walletHint: 'The e-mail address of your e-wallet account.',
  methodNotOffered: 'This payment method is not available where you play. Choose another one.',
};

const es: DepositWording = {
  depositTitle: 'Depósito',
  playNow: 'Jugar ahora',
  cardNumber: 'Número de tarjeta',
  expiry: 'Fecha de caducidad',
  expiryHint: 'MM/AA',
  cvc: 'Código de seguridad (CVC)',
  testCardsTitle: 'Tarjetas de prueba (sandbox)',
  testCardSuccess: 'se acepta',
  testCardDeclined: 'se rechaza',
  testCardConfirmation: 'pide un código de confirmación',
  pay: 'Pagar',
  balance: 'Saldo',
  cardDeclined: 'Tu tarjeta ha sido rechazada. No se ha cobrado nada. Prueba con otra tarjeta.',
  depositCompleted: 'Tu depósito de {amount} se ha completado.',
  confirmTitle: 'Confirma tu depósito',
  confirmText: 'Tu banco te pide confirmar el depósito de {amount}.',
  confirmationCode: 'Código de confirmación',
  confirmationHint: 'En el sandbox el código es 1234.',
  confirm: 'Confirmar',
  wrongCode: 'Ese código no es correcto. Revísalo e inténtalo de nuevo.',
  depositFailed: 'No se ha podido confirmar el depósito y se ha cancelado. No se ha cobrado nada.',
  notConfirmable: 'Este depósito no está esperando una confirmación.',
  methodsLabel: 'Método de pago',
  methodCard: 'Tarjeta',
  methodBank: 'Transferencia bancaria',
  methodWallet: 'Monedero electrónico',
  bankTitle: 'Depósito por transferencia bancaria',
  walletTitle: 'Depósito con monedero electrónico',
  cardBrands: 'Visa, Mastercard',
  bankNote: 'Al instante desde tu banco',
  walletNote: 'Paga con tu monedero',
  limitsHint: 'Mínimo {min} · Máximo {max}',
  quickAmounts: 'Importes rápidos',
  belowMinimum: 'El importe es inferior al mínimo de {min}.',
  aboveMaximum: 'El importe es superior al máximo de {max}.',
  payWith: 'Pagar con',
  cardEnding: '{brand} terminada en {last4}',
  cardExpires: 'caduca {expiry}',
  useAnotherCard: 'Usar otra tarjeta',
  useRememberedCard: 'Usar una tarjeta guardada',
  rememberedNote: 'Tras un depósito guardamos la marca de la tarjeta, sus cuatro últimos dígitos y su caducidad, nunca su número, para que la próxima vez solo escribas el código de seguridad.',
  savedCardsTitle: 'Tarjetas guardadas',
  remove: 'Eliminar',
  cardRemoved: 'La tarjeta se ha eliminado. Ya no se guardan sus datos.',
  iban: 'IBAN',
  ibanHint: 'La cuenta desde la que pagas, por ejemplo ES91 2100 0418 4502 0005 1332.',
  walletEmail: 'Correo del monedero electrónico',
  walletHint: 'La dirección de correo de tu cuenta de monedero electrónico.',
  methodNotOffered: 'Este método de pago no está disponible donde juegas. Elige otro.',
};

const de: DepositWording = {
  depositTitle: 'Einzahlung',
  playNow: 'Jetzt spielen',
  cardNumber: 'Kartennummer',
  expiry: 'Ablaufdatum',
  expiryHint: 'MM/JJ',
  cvc: 'Sicherheitscode (CVC)',
  testCardsTitle: 'Testkarten (Sandbox)',
  testCardSuccess: 'wird akzeptiert',
  testCardDeclined: 'wird abgelehnt',
  testCardConfirmation: 'verlangt einen Bestätigungscode',
  pay: 'Bezahlen',
  balance: 'Guthaben',
  cardDeclined: 'Ihre Karte wurde abgelehnt. Es wurde nichts abgebucht. Versuchen Sie es mit einer anderen Karte.',
  depositCompleted: 'Ihre Einzahlung über {amount} ist abgeschlossen.',
  confirmTitle: 'Bestätigen Sie Ihre Einzahlung',
  confirmText: 'Ihre Bank bittet Sie, die Einzahlung über {amount} zu bestätigen.',
  confirmationCode: 'Bestätigungscode',
  confirmationHint: 'In der Sandbox lautet der Code 1234.',
  confirm: 'Bestätigen',
  wrongCode: 'Dieser Code ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
  depositFailed: 'Die Einzahlung konnte nicht bestätigt werden und wurde storniert. Es wurde nichts abgebucht.',
  notConfirmable: 'Diese Einzahlung wartet auf keine Bestätigung.',
  methodsLabel: 'Zahlungsmethode',
  methodCard: 'Karte',
  methodBank: 'Banküberweisung',
  methodWallet: 'E-Wallet',
  bankTitle: 'Einzahlung per Banküberweisung',
  walletTitle: 'Einzahlung per E-Wallet',
  cardBrands: 'Visa, Mastercard',
  bankNote: 'Sofort von Ihrer Bank',
  walletNote: 'Mit Ihrem Wallet zahlen',
  limitsHint: 'Minimum {min} · Maximum {max}',
  quickAmounts: 'Schnellbeträge',
  belowMinimum: 'Der Betrag liegt unter dem Minimum von {min}.',
  aboveMaximum: 'Der Betrag liegt über dem Maximum von {max}.',
  payWith: 'Zahlen mit',
  cardEnding: '{brand} mit Endziffern {last4}',
  cardExpires: 'gültig bis {expiry}',
  useAnotherCard: 'Andere Karte verwenden',
  useRememberedCard: 'Gespeicherte Karte verwenden',
  rememberedNote: 'Nach einer Einzahlung speichern wir Marke, letzte vier Ziffern und Ablaufdatum der Karte, nie ihre Nummer, damit Sie beim nächsten Mal nur den Sicherheitscode eingeben.',
  savedCardsTitle: 'Gespeicherte Karten',
  remove: 'Entfernen',
  cardRemoved: 'Die Karte ist entfernt. Ihre Daten werden nicht mehr gespeichert.',
  iban: 'IBAN',
  ibanHint: 'Das Konto, von dem Sie zahlen, zum Beispiel DE89 3704 0044 0532 0130 00.',
  walletEmail: 'E-Mail des E-Wallets',
  walletHint: 'Die E-Mail-Adresse Ihres E-Wallet-Kontos.',
  methodNotOffered: 'Diese Zahlungsmethode ist dort, wo Sie spielen, nicht verfügbar. Wählen Sie eine andere.',
};

export const depositWording: Record<LegacyLanguage, DepositWording> = { en, es, de };
