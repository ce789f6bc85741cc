export type LegacyLanguage = 'en' | 'es' | 'de';

const legacyLanguages: readonly LegacyLanguage[] = ['en', 'es', 'de'];

export function legacyLanguage(value: unknown): LegacyLanguage | null {
  return legacyLanguages.find((language) => language === value) ?? null;
}

/** The first of the browser's preferred languages (`Accept-Language`) the application speaks. */
export function preferredLegacyLanguage(acceptLanguage: string | undefined): LegacyLanguage | null {
  for (const range of (acceptLanguage ?? '').split(',')) {
    const language = legacyLanguage(range.split(';')[0]?.trim().slice(0, 2).toLowerCase());
    if (language !== null) return language;
  }
  return null;
}

/** Every text the legacy application's pages show, in English, Spanish and German. */
/** A limit of the player's, as the platform's LIMIT_EXCEEDED names it: type and period. */
export type LimitName = `${'DEPOSIT' | 'LOSS' | 'WAGER'}_${'DAY' | 'WEEK' | 'MONTH'}`;

export interface LegacyStrings {
  appName: string;
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
  withdrawable: string;
  cardDeclined: string;
  /** SG-09: a deposit or bet refused while the player takes a time-out or has excluded themselves; {date} is when it ends. */
  excludedUntil: string;
  /** SG-04, SG-05: a refusal by one of the player's limits; {limit} is one of limitNames. */
  limitExceeded: string;
  limitNames: Record<LimitName, string>;
  depositCompleted: string;
  newBalance: string;
  confirmTitle: string;
  confirmText: string;
  confirmationCode: string;
  confirmationHint: string;
  confirm: string;
  wrongCode: string;
  depositFailed: string;
  notConfirmable: string;
  withdrawTitle: string;
  withdraw: string;
  withdrawalPending: string;
  insufficientFunds: string;
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
  transferTitle: string;
  recipient: string;
  recipientHint: string;
  send: string;
  transferCompleted: string;
  unknownRecipient: string;
  samePlayer: string;
  recipientCurrency: string;
  methodNotAvailable: string;
  invalidAmount: string;
  tooSmall: string;
  tooLarge: string;
  invalidField: string;
  sportsTitle: string;
  sports: Record<'football' | 'tennis' | 'basketball', string>;
  startsAt: string;
  market: string;
  selection: Record<'HOME' | 'DRAW' | 'AWAY', string>;
  stake: string;
  placeBet: string;
  betPlaced: string;
  potentialWin: string;
  oddsChanged: string;
  fixtureClosed: string;
  settled: string;
  betsTitle: string;
  noBets: string;
  betStatus: Record<'OPEN' | 'WON' | 'LOST', string>;
  fixture: string;
  odds: string;
  status: string;
  placedAt: string;
  loginToBet: string;
}

const en: LegacyStrings = {
  appName: 'Cashier and sportsbook',
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
  depositTitle: 'Deposit',
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
  withdrawable: 'Withdrawable balance',
  cardDeclined: 'Your card was declined. No money was taken. Try another card.',
  excludedUntil: 'You are taking a break from gambling until {date}. Until then you cannot deposit or bet; you can still withdraw and see your history.',
  limitExceeded: 'This would go over your {limit} of {amount}. Left until it resets: {remaining}.',
  limitNames: {
    DEPOSIT_DAY: 'daily deposit limit',
    DEPOSIT_WEEK: 'weekly deposit limit',
    DEPOSIT_MONTH: 'monthly deposit limit',
    LOSS_DAY: 'daily loss limit',
    LOSS_WEEK: 'weekly loss limit',
    LOSS_MONTH: 'monthly loss limit',
    WAGER_DAY: 'daily wager limit',
    WAGER_WEEK: 'weekly wager limit',
    WAGER_MONTH: 'monthly wager limit',
  },
  depositCompleted: 'Your deposit of {amount} is complete.',
  newBalance: 'Your balance is now {amount}.',
  confirmTitle: 'Confirm your deposit',
  confirmText: 'Your bank asks you to confirm the deposit of {amount}.',
  confirmationCode: 'Confirmation code',
  confirmationHint: 'In the sandbox the code is 1234.',
  confirm: 'Confirm',
  wrongCode: 'That code is not right. Check it and try again.',
  depositFailed: 'The deposit could not be confirmed and has been cancelled. No money was taken.',
  notConfirmable: 'This deposit is not waiting for a confirmation.',
  withdrawTitle: 'Withdraw',
  withdraw: 'Withdraw',
  withdrawalPending: 'Your withdrawal of {amount} is pending. It will be paid once approved.',
  insufficientFunds: 'The amount is more than you can use ({amount}).',
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
  transferTitle: 'Send money to a player',
  recipient: 'Recipient (email or username)',
  recipientHint: 'For example bob@demo.test',
  send: 'Send',
  transferCompleted: 'You sent {amount} to {recipient}.',
  unknownRecipient: 'There is no player with that email or username.',
  samePlayer: 'You cannot send money to yourself.',
  recipientCurrency: 'That player uses another currency.',
  methodNotAvailable: 'Sending money to players is not available where you play.',
  invalidAmount: 'Enter an amount, for example 25.00.',
  tooSmall: 'The amount is below the minimum.',
  tooLarge: 'The amount is above the maximum.',
  invalidField: 'Check this field.',
  sportsTitle: 'Sportsbook',
  sports: { football: 'Football', tennis: 'Tennis', basketball: 'Basketball' },
  startsAt: 'Starts',
  market: 'Match result',
  selection: { HOME: 'Home', DRAW: 'Draw', AWAY: 'Away' },
  stake: 'Stake',
  placeBet: 'Place bet',
  betPlaced: 'Bet placed: {stake} on {selection} at {odds}. Potential win {win}.',
  potentialWin: 'Potential win',
  oddsChanged: 'The odds have changed to {odds}. Check your bet and place it again.',
  fixtureClosed: 'This fixture takes no more bets.',
  settled: 'Settled',
  betsTitle: 'My bets',
  noBets: 'You have no bets yet.',
  betStatus: { OPEN: 'Open', WON: 'Won', LOST: 'Lost' },
  fixture: 'Fixture',
  odds: 'Odds',
  status: 'Status',
  placedAt: 'Placed',
  loginToBet: 'Log in to place a bet.',
};

const es: LegacyStrings = {
  appName: 'Cajero y apuestas deportivas',
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
  depositTitle: 'Depósito',
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
  withdrawable: 'Saldo retirable',
  cardDeclined: 'Tu tarjeta ha sido rechazada. No se ha cobrado nada. Prueba con otra tarjeta.',
  excludedUntil: 'Te estás tomando un descanso del juego hasta el {date}. Hasta entonces no puedes depositar ni apostar; sí puedes retirar y ver tu historial.',
  limitExceeded: 'Esto superaría tu {limit} de {amount}. Te queda hasta que se reinicie: {remaining}.',
  limitNames: {
    DEPOSIT_DAY: 'límite diario de depósito',
    DEPOSIT_WEEK: 'límite semanal de depósito',
    DEPOSIT_MONTH: 'límite mensual de depósito',
    LOSS_DAY: 'límite diario de pérdidas',
    LOSS_WEEK: 'límite semanal de pérdidas',
    LOSS_MONTH: 'límite mensual de pérdidas',
    WAGER_DAY: 'límite diario de apuestas',
    WAGER_WEEK: 'límite semanal de apuestas',
    WAGER_MONTH: 'límite mensual de apuestas',
  },
  depositCompleted: 'Tu depósito de {amount} se ha completado.',
  newBalance: 'Tu saldo es ahora {amount}.',
  confirmTitle: 'Confirma tu depósito',
  confirmText: 'Tu banco te pide confirmar el depósito de {amount}.',
  confirmationCode: 'Código de confirmación',
  confirmationHint: 'En el sandbox el código es 1234.',
  confirm: 'Confirmar',
  wrongCode: 'Ese código no es correcto. Revísalo e inténtalo de nuevo.',
  depositFailed: 'No se ha podido confirmar el depósito y se ha cancelado. No se ha cobrado nada.',
  notConfirmable: 'Este depósito no está esperando una confirmación.',
  withdrawTitle: 'Retirar',
  withdraw: 'Retirar',
  withdrawalPending: 'Tu retirada de {amount} está pendiente. Se pagará cuando se apruebe.',
  insufficientFunds: 'El importe supera lo que puedes usar ({amount}).',
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
  transferTitle: 'Enviar dinero a un jugador',
  recipient: 'Destinatario (correo o usuario)',
  recipientHint: 'Por ejemplo bob@demo.test',
  send: 'Enviar',
  transferCompleted: 'Has enviado {amount} a {recipient}.',
  unknownRecipient: 'No hay ningún jugador con ese correo o usuario.',
  samePlayer: 'No puedes enviarte dinero a ti mismo.',
  recipientCurrency: 'Ese jugador usa otra moneda.',
  methodNotAvailable: 'El envío de dinero a jugadores no está disponible donde juegas.',
  invalidAmount: 'Escribe un importe, por ejemplo 25,00.',
  tooSmall: 'El importe es inferior al mínimo.',
  tooLarge: 'El importe es superior al máximo.',
  invalidField: 'Revisa este campo.',
  sportsTitle: 'Apuestas deportivas',
  sports: { football: 'Fútbol', tennis: 'Tenis', basketball: 'Baloncesto' },
  startsAt: 'Empieza',
  market: 'Resultado del partido',
  selection: { HOME: 'Local', DRAW: 'Empate', AWAY: 'Visitante' },
  stake: 'Apuesta',
  placeBet: 'Apostar',
  betPlaced: 'Apuesta realizada: {stake} a {selection} con cuota {odds}. Ganancia posible {win}.',
  potentialWin: 'Ganancia posible',
  oddsChanged: 'La cuota ha cambiado a {odds}. Revisa tu apuesta y vuelve a realizarla.',
  fixtureClosed: 'Este partido ya no acepta apuestas.',
  settled: 'Liquidado',
  betsTitle: 'Mis apuestas',
  noBets: 'Aún no tienes apuestas.',
  betStatus: { OPEN: 'Abierta', WON: 'Ganada', LOST: 'Perdida' },
  fixture: 'Partido',
  odds: 'Cuota',
  status: 'Estado',
  placedAt: 'Realizada',
  loginToBet: 'Inicia sesión para apostar.',
};

const de: LegacyStrings = {
  appName: 'Kasse und Sportwetten',
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
  depositTitle: 'Einzahlung',
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
  withdrawable: 'Auszahlbares Guthaben',
  cardDeclined: 'Ihre Karte wurde abgelehnt. Es wurde nichts abgebucht. Versuchen Sie es mit einer anderen Karte.',
  excludedUntil: 'Sie legen bis {date} eine Spielpause ein. Bis dahin können Sie weder einzahlen noch wetten; Auszahlungen und Ihr Verlauf bleiben verfügbar.',
  limitExceeded: 'Damit würden Sie Ihr {limit} von {amount} überschreiten. Bis zum Zurücksetzen verbleiben: {remaining}.',
  limitNames: {
    DEPOSIT_DAY: 'tägliches Einzahlungslimit',
    DEPOSIT_WEEK: 'wöchentliches Einzahlungslimit',
    DEPOSIT_MONTH: 'monatliches Einzahlungslimit',
    LOSS_DAY: 'tägliches Verlustlimit',
    LOSS_WEEK: 'wöchentliches Verlustlimit',
    LOSS_MONTH: 'monatliches Verlustlimit',
    WAGER_DAY: 'tägliches Einsatzlimit',
    WAGER_WEEK: 'wöchentliches Einsatzlimit',
    WAGER_MONTH: 'monatliches Einsatzlimit',
  },
  depositCompleted: 'Ihre Einzahlung über {amount} ist abgeschlossen.',
  newBalance: 'Ihr Guthaben beträgt jetzt {amount}.',
  confirmTitle: 'Bestätigen Sie Ihre Einzahlung',
  confirmText: 'Ihre Bank bittet Sie, die Einzahlung über {amount} zu bestätigen.',
  confirmationCode: 'Bestätigungscode',
  confirmationHint: 'In der Sandbox lautet der Code 1234.',
  confirm: 'Bestätigen',
  wrongCode: 'Dieser Code ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
  depositFailed: 'Die Einzahlung konnte nicht bestätigt werden und wurde storniert. Es wurde nichts abgebucht.',
  notConfirmable: 'Diese Einzahlung wartet auf keine Bestätigung.',
  withdrawTitle: 'Auszahlen',
  withdraw: 'Auszahlen',
  withdrawalPending: 'Ihre Auszahlung über {amount} ist ausstehend. Sie wird nach der Freigabe ausgezahlt.',
  insufficientFunds: 'Der Betrag ist höher als das, was Sie verwenden können ({amount}).',
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
  transferTitle: 'Geld an einen Spieler senden',
  recipient: 'Empfänger (E-Mail oder Benutzername)',
  recipientHint: 'Zum Beispiel bob@demo.test',
  send: 'Senden',
  transferCompleted: 'Sie haben {amount} an {recipient} gesendet.',
  unknownRecipient: 'Es gibt keinen Spieler mit dieser E-Mail-Adresse oder diesem Benutzernamen.',
  samePlayer: 'Sie können sich selbst kein Geld senden.',
  recipientCurrency: 'Dieser Spieler verwendet eine andere Währung.',
  methodNotAvailable: 'Geld an Spieler zu senden ist dort, wo Sie spielen, nicht möglich.',
  invalidAmount: 'Geben Sie einen Betrag ein, zum Beispiel 25,00.',
  tooSmall: 'Der Betrag liegt unter dem Minimum.',
  tooLarge: 'Der Betrag liegt über dem Maximum.',
  invalidField: 'Bitte prüfen Sie dieses Feld.',
  sportsTitle: 'Sportwetten',
  sports: { football: 'Fußball', tennis: 'Tennis', basketball: 'Basketball' },
  startsAt: 'Beginn',
  market: 'Spielergebnis',
  selection: { HOME: 'Heim', DRAW: 'Unentschieden', AWAY: 'Auswärts' },
  stake: 'Einsatz',
  placeBet: 'Wette platzieren',
  betPlaced: 'Wette platziert: {stake} auf {selection} zur Quote {odds}. Möglicher Gewinn {win}.',
  potentialWin: 'Möglicher Gewinn',
  oddsChanged: 'Die Quote hat sich auf {odds} geändert. Prüfen Sie Ihre Wette und platzieren Sie sie erneut.',
  fixtureClosed: 'Für dieses Spiel werden keine Wetten mehr angenommen.',
  settled: 'Abgerechnet',
  betsTitle: 'Meine Wetten',
  noBets: 'Sie haben noch keine Wetten.',
  betStatus: { OPEN: 'Offen', WON: 'Gewonnen', LOST: 'Verloren' },
  fixture: 'Spiel',
  odds: 'Quote',
  status: 'Status',
  placedAt: 'Platziert',
  loginToBet: 'Melden Sie sich an, um eine Wette zu platzieren.',
};

export const legacyStrings: Record<LegacyLanguage, LegacyStrings> = { en, es, de };

/** `{name}` placeholders filled in (the values are escaped by the page that shows the result). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** SG-04, SG-05: the refusal of a LIMIT_EXCEEDED answer in the player's words, or null for any other answer. */
export function limitRefusalText(strings: LegacyStrings, body: unknown, formatAmount: (minor: bigint) => string): string | null {
  if (typeof body !== 'object' || body === null || (body as { errorCode?: unknown }).errorCode !== 'LIMIT_EXCEEDED') return null;
  const limit = (body as { limit?: unknown }).limit;
  if (typeof limit !== 'object' || limit === null) return null;
  const { type, period, amount, remaining } = limit as Record<string, unknown>;
  const name = `${String(type)}_${String(period)}`;
  if (!(name in strings.limitNames) || !Number.isSafeInteger(amount) || !Number.isSafeInteger(remaining)) return null;
  return fill(strings.limitExceeded, {
    limit: strings.limitNames[name as LimitName],
    amount: formatAmount(BigInt(amount as number)),
    remaining: formatAmount(BigInt(remaining as number)),
  });
}

/** SG-09: the refusal of a player taking a break (403 EXCLUDED), with its end in the page's language, or null for any other body. */
export function exclusionRefusalText(strings: LegacyStrings, body: unknown, language: LegacyLanguage): string | null {
  if (typeof body !== 'object' || body === null || (body as { errorCode?: unknown }).errorCode !== 'EXCLUDED') return null;
  const exclusion = (body as { exclusion?: unknown }).exclusion;
  const endsAt = typeof exclusion === 'object' && exclusion !== null ? (exclusion as { endsAt?: unknown }).endsAt : undefined;
  const end = typeof endsAt === 'string' ? new Date(endsAt) : null;
  if (end === null || Number.isNaN(end.getTime())) return null;
  const date = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(end);
  return fill(strings.excludedUntil, { date });
}
