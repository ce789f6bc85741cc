import type { LegacyLanguage } from './language.ts';

/** The texts every page of the legacy application shares (its frame, its error pages, what a form says about an amount and a balance), in English, Spanish and German; each area's own texts are in its folder's wording.ts. */
export interface LegacyWording {
  /** An error page's name, where the area is not known. */
  appName: string;
  /** The name of the area a page belongs to: its header and its document's title say which. */
  cashierName: string;
  sportsbookName: string;
  back: string;
  promotions: string;
  pendingWithdrawals: string;
  myBets: string;
  allFixtures: string;
  loginRequiredTitle: string;
  loginRequiredText: string;
  notFoundTitle: string;
  notFoundText: string;
  errorTitle: string;
  errorText: string;
  forbiddenTitle: string;
  forbiddenText: string;
  amount: string;
  amountHint: string;
  invalidAmount: string;
  tooSmall: string;
  tooLarge: string;
  invalidField: string;
  insufficientFunds: string;
  withdrawable: string;
  newBalance: string;
  methodNotAvailable: string;
}

const en: LegacyWording = {
  appName: 'Cashier and sportsbook',
  cashierName: 'Cashier',
  sportsbookName: 'Sportsbook',
  back: 'Back',
  promotions: 'Promotions',
  pendingWithdrawals: 'Pending withdrawals',
  myBets: 'My bets',
  allFixtures: 'All fixtures',
  loginRequiredTitle: 'Please log in',
  loginRequiredText: 'Log in to your account to continue.',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  errorTitle: 'Something went wrong',
  errorText: 'The service could not answer. Please try again in a moment.',
  forbiddenTitle: 'Request refused',
  forbiddenText: 'This form has expired or did not come from this page. Open the page again and retry.',
  amount: 'Amount',
  amountHint: 'For example 25.00',
  invalidAmount: 'Enter an amount, for example 25.00.',
  tooSmall: 'The amount is below the minimum.',
  tooLarge: 'The amount is above the maximum.',
  invalidField: 'Check this field.',
  insufficientFunds: 'The amount is more than you can use ({amount}).',
  withdrawable: 'Withdrawable balance',
  newBalance: 'Your balance is now {amount}.',
  methodNotAvailable: 'Sending money to players is not available where you play.',
};

const es: LegacyWording = {
  appName: 'Cajero y apuestas deportivas',
  cashierName: 'Caja',
  sportsbookName: 'Apuestas deportivas',
  back: 'Atrás',
  promotions: 'Promociones',
  pendingWithdrawals: 'Retiradas pendientes',
  myBets: 'Mis apuestas',
  allFixtures: 'Todos los partidos',
  loginRequiredTitle: 'Inicia sesión',
  loginRequiredText: 'Inicia sesión en tu cuenta para continuar.',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'No hay ninguna página en esta dirección.',
  errorTitle: 'Algo ha ido mal',
  errorText: 'El servicio no ha podido responder. Inténtalo de nuevo en un momento.',
  forbiddenTitle: 'Solicitud rechazada',
  forbiddenText: 'Este formulario ha caducado o no procede de esta página. Vuelve a abrir la página e inténtalo de nuevo.',
  amount: 'Importe',
  amountHint: 'Por ejemplo 25,00',
  invalidAmount: 'Escribe un importe, por ejemplo 25,00.',
  tooSmall: 'El importe es inferior al mínimo.',
  tooLarge: 'El importe es superior al máximo.',
  invalidField: 'Revisa este campo.',
  insufficientFunds: 'El importe supera lo que puedes usar ({amount}).',
  withdrawable: 'Saldo retirable',
  newBalance: 'Tu saldo es ahora {amount}.',
  methodNotAvailable: 'El envío de dinero a jugadores no está disponible donde juegas.',
};

const de: LegacyWording = {
  appName: 'Kasse und Sportwetten',
  cashierName: 'Kasse',
  sportsbookName: 'Sportwetten',
  back: 'Zurück',
  promotions: 'Aktionen',
  pendingWithdrawals: 'Ausstehende Auszahlungen',
  myBets: 'Meine Wetten',
  allFixtures: 'Alle Spiele',
  loginRequiredTitle: 'Bitte melden Sie sich an',
  loginRequiredText: 'Melden Sie sich bei Ihrem Konto an, um fortzufahren.',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Unter dieser Adresse gibt es keine Seite.',
  errorTitle: 'Etwas ist schiefgelaufen',
  errorText: 'Der Dienst konnte nicht antworten. Bitte versuchen Sie es gleich noch einmal.',
  forbiddenTitle: 'Anfrage abgelehnt',
  forbiddenText: 'Dieses Formular ist abgelaufen oder stammt nicht von dieser Seite. Öffnen Sie die Seite erneut und versuchen Sie es noch einmal.',
  amount: 'Betrag',
  amountHint: 'Zum Beispiel 25,00',
  invalidAmount: 'Geben Sie einen Betrag ein, zum Beispiel 25,00.',
  tooSmall: 'Der Betrag liegt unter dem Minimum.',
  tooLarge: 'Der Betrag liegt über dem Maximum.',
  invalidField: 'Bitte prüfen Sie dieses Feld.',
  insufficientFunds: 'Der Betrag ist höher als das, was Sie verwenden können ({amount}).',
  withdrawable: 'Auszahlbares Guthaben',
  newBalance: 'Ihr Guthaben beträgt jetzt {amount}.',
  methodNotAvailable: 'Geld an Spieler zu senden ist dort, wo Sie spielen, nicht möglich.',
};

export const legacyWording: Record<LegacyLanguage, LegacyWording> = { en, es, de };

/** `{name}` placeholders filled in (the values are escaped by the page that shows the result). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** One text of an area's wording in every language, for a receipt shown later in whichever the page speaks. */
export function inEveryLanguage<Wording, Key extends keyof Wording>(wording: Record<LegacyLanguage, Wording>, key: Key): Record<LegacyLanguage, Wording[Key]> {
  return { en: wording.en[key], es: wording.es[key], de: wording.de[key] };
}
