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
};

export const depositWording: Record<LegacyLanguage, DepositWording> = { en, es, de };
