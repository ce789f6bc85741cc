import type { statementEn } from './statement-en';

export const statementDe: typeof statementEn = {
  title: 'Monatsübersicht',
  explained:
    'Das Geld, das jeden Monat auf Ihr Konto ein- und ausging, und Ihre Nettobilanz: Ihre Gewinne abzüglich Ihrer Echtgeld-Einsätze. Stornierte Auszahlungen zählen als Einzahlungen; abgelehnte Auszahlungen sind nicht enthalten.',
  loading: 'Ihre Übersicht wird geladen…',
  failed: 'Ihre Übersicht konnte nicht geladen werden.',
  empty: 'Noch keine Übersicht.',
  month: 'Monat',
  deposits: 'Einzahlungen',
  withdrawals: 'Auszahlungen',
  netPosition: 'Nettobilanz',
};
