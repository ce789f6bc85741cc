import type { LegacyLanguage } from '../language.ts';

/** The card and bank-transfer withdrawals' texts, the authenticator code's among them. */
export interface WithdrawalWording {
  withdrawTitle: string;
  withdraw: string;
  withdrawalPending: string;
  authenticatorCode: string;
  authenticatorHint: string;
  authenticatorRequired: string;
  authenticatorFormat: string;
  authenticatorWrong: string;
  authenticatorLastAttempt: string;
  withdrawBlocked: string;
  bankTransferTitle: string;
  bankAccount: string;
  noBankAccounts: string;
  /** CSH-10: under the amount, before anything is typed. */
  limitsHint: string;
  /** CSH-11: the quick amount that asks for the whole withdrawable balance (within the maximum). */
  withdrawAll: string;
  quickAmounts: string;
  /** CSH-12: where a card withdrawal is paid. */
  paidToCard: string;
  paidToYourCard: string;
  paidToAccount: string;
}

const en: WithdrawalWording = {
  withdrawTitle: 'Withdraw',
  withdraw: 'Withdraw',
  withdrawalPending: 'Your withdrawal of {amount} is pending. It will be paid once approved.',
  authenticatorCode: 'Authenticator code',
  authenticatorHint: 'The 6-digit code your authenticator app shows for this account.',
  authenticatorRequired: 'Enter the code from your authenticator app to confirm the withdrawal.',
  authenticatorFormat: 'Enter the 6 digits of the code.',
  authenticatorWrong: 'That code is not right. {attempts} attempts left.',
  authenticatorLastAttempt: 'That code is not right. One attempt left: another wrong code blocks withdrawals for a while.',
  withdrawBlocked: 'Withdrawals are blocked after too many wrong codes. Try again in {minutes} min.',
  bankTransferTitle: 'Withdraw by bank transfer',
  bankAccount: 'Bank account',
  noBankAccounts: 'You have no linked bank account.',
  limitsHint: 'Minimum {min} · Maximum {max}',
  withdrawAll: 'All: {amount}',
  quickAmounts: 'Quick amount',
  paidToCard: 'Paid to your {card}.',
  paidToYourCard: 'Paid back to your card.',
  paidToAccount: 'Paid to the linked bank account you choose.',
};

const es: WithdrawalWording = {
  withdrawTitle: 'Retirar',
  withdraw: 'Retirar',
  withdrawalPending: 'Tu retirada de {amount} está pendiente. Se pagará cuando se apruebe.',
  authenticatorCode: 'Código del autenticador',
  authenticatorHint: 'El código de 6 dígitos que muestra tu aplicación de autenticación para esta cuenta.',
  authenticatorRequired: 'Introduce el código de tu aplicación de autenticación para confirmar la retirada.',
  authenticatorFormat: 'Introduce los 6 dígitos del código.',
  authenticatorWrong: 'Ese código no es correcto. Te quedan {attempts} intentos.',
  authenticatorLastAttempt: 'Ese código no es correcto. Te queda un intento: otro código erróneo bloqueará las retiradas durante un tiempo.',
  withdrawBlocked: 'Las retiradas están bloqueadas tras demasiados códigos erróneos. Vuelve a intentarlo dentro de {minutes} min.',
  bankTransferTitle: 'Retirar por transferencia bancaria',
  bankAccount: 'Cuenta bancaria',
  noBankAccounts: 'No tienes ninguna cuenta bancaria vinculada.',
  limitsHint: 'Mínimo {min} · Máximo {max}',
  withdrawAll: 'Todo: {amount}',
  quickAmounts: 'Importe rápido',
  paidToCard: 'Se paga a tu {card}.',
  paidToYourCard: 'Se devuelve a tu tarjeta.',
  paidToAccount: 'Se paga a la cuenta bancaria vinculada que elijas.',
};

const de: WithdrawalWording = {
  withdrawTitle: 'Auszahlen',
  withdraw: 'Auszahlen',
  withdrawalPending: 'Ihre Auszahlung über {amount} ist ausstehend. Sie wird nach der Freigabe ausgezahlt.',
  authenticatorCode: 'Authenticator-Code',
  authenticatorHint: 'Der 6-stellige Code, den Ihre Authenticator-App für dieses Konto anzeigt.',
  authenticatorRequired: 'Geben Sie den Code aus Ihrer Authenticator-App ein, um die Auszahlung zu bestätigen.',
  authenticatorFormat: 'Geben Sie die 6 Ziffern des Codes ein.',
  authenticatorWrong: 'Dieser Code ist nicht richtig. Noch {attempts} Versuche.',
  authenticatorLastAttempt: 'Dieser Code ist nicht richtig. Noch ein Versuch: Ein weiterer falscher Code sperrt Auszahlungen für eine Weile.',
  withdrawBlocked: 'Auszahlungen sind nach zu vielen falschen Codes gesperrt. Versuchen Sie es in {minutes} Min. erneut.',
  bankTransferTitle: 'Per Banküberweisung auszahlen',
  bankAccount: 'Bankkonto',
  noBankAccounts: 'Sie haben kein verknüpftes Bankkonto.',
  limitsHint: 'Minimum {min} · Maximum {max}',
  withdrawAll: 'Alles: {amount}',
  quickAmounts: 'Schnellbetrag',
  paidToCard: 'Ausgezahlt auf Ihre {card}.',
  paidToYourCard: 'Zurück auf Ihre Karte ausgezahlt.',
  paidToAccount: 'Ausgezahlt auf das verknüpfte Bankkonto Ihrer Wahl.',
};

export const withdrawalWording: Record<LegacyLanguage, WithdrawalWording> = { en, es, de };
