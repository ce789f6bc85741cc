import type { LegacyLanguage } from '../language.ts';

/** The sportsbook's texts: fixtures, the bet slip and the player's bets. */
export interface SportsbookWording {
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

const en: SportsbookWording = {
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

const es: SportsbookWording = {
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

const de: SportsbookWording = {
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

export const sportsbookWording: Record<LegacyLanguage, SportsbookWording> = { en, es, de };
