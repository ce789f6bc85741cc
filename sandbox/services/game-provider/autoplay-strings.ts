/** The words of the slot's autoplay and quick-spin controls (SG-15), in the languages the site publishes. */
export interface AutoplayStrings {
  autoplay: string;
  stop: string;
  quickSpin: string;
  /** `{spin}` and `{total}` are replaced. */
  running: string;
  finished: string;
  stopped: string;
  bigWin: string;
  lowBalance: string;
  refused: string;
  notAllowed: string;
}

const en: AutoplayStrings = {
  autoplay: 'Autoplay 10 spins',
  stop: 'Stop autoplay',
  quickSpin: 'Quick spin',
  running: 'Autoplay: spin {spin} of {total}.',
  finished: 'Autoplay finished its spins.',
  stopped: 'Autoplay stopped.',
  bigWin: 'Autoplay stopped after a big win.',
  lowBalance: 'Autoplay stopped: your balance is lower than the stake.',
  refused: 'Autoplay stopped because a spin was refused.',
  notAllowed: 'Autoplay and quick spin are not allowed where you play.',
};

const es: AutoplayStrings = {
  autoplay: 'Juego automático 10 tiradas',
  stop: 'Parar juego automático',
  quickSpin: 'Tirada rápida',
  running: 'Juego automático: tirada {spin} de {total}.',
  finished: 'El juego automático terminó sus tiradas.',
  stopped: 'Juego automático parado.',
  bigWin: 'El juego automático se paró tras un gran premio.',
  lowBalance: 'El juego automático se paró: tu saldo es menor que la apuesta.',
  refused: 'El juego automático se paró porque se rechazó una tirada.',
  notAllowed: 'El juego automático y la tirada rápida no están permitidos donde juegas.',
};

const de: AutoplayStrings = {
  autoplay: 'Autoplay 10 Drehungen',
  stop: 'Autoplay stoppen',
  quickSpin: 'Schnelldrehung',
  running: 'Autoplay: Drehung {spin} von {total}.',
  finished: 'Autoplay hat seine Drehungen beendet.',
  stopped: 'Autoplay gestoppt.',
  bigWin: 'Autoplay nach einem großen Gewinn gestoppt.',
  lowBalance: 'Autoplay gestoppt: Ihr Guthaben ist niedriger als der Einsatz.',
  refused: 'Autoplay gestoppt, weil eine Drehung abgelehnt wurde.',
  notAllowed: 'Autoplay und Schnelldrehung sind dort, wo Sie spielen, nicht erlaubt.',
};

const byLanguage: Readonly<Record<string, AutoplayStrings>> = { en, es, de };

export function autoplayStrings(language: string): AutoplayStrings {
  return byLanguage[language] ?? en;
}
