import type { CatalogueGame, GameKind, Language } from '../../services/content/index.ts';

export interface GamePageCopy {
  title: string;
  description: string;
  howToPlay: string;
}

const kindNames: Record<Language, Record<GameKind, string>> = {
  en: { slot: 'slot', roulette: 'roulette table', live: 'table game', virtual: 'virtual sports game' },
  es: { slot: 'tragaperras', roulette: 'mesa de ruleta', live: 'juego de mesa', virtual: 'juego de deportes virtuales' },
  de: { slot: 'Slot', roulette: 'Roulettetisch', live: 'Tischspiel', virtual: 'virtuelles Sportspiel' },
};

const howToPlay: Record<Language, Record<GameKind, string>> = {
  en: {
    slot: 'Choose your stake and spin. Three or more matching symbols on a line win; the paytable shows what each pays.',
    roulette: 'Place chips on a number, a colour or a group of numbers, then spin. A single number pays 35 to 1, red or black pays even money.',
    live: 'Take a seat, place your bet before the timer ends and follow the dealer. Winnings are paid as soon as the round ends.',
    virtual: 'Pick an event, choose your outcome and place your bet before the start. A new event starts every few minutes.',
  },
  es: {
    slot: 'Elige tu apuesta y gira. Tres o más símbolos iguales en una línea ganan; la tabla de pagos muestra cuánto paga cada uno.',
    roulette: 'Coloca fichas en un número, un color o un grupo de números y gira. Un pleno paga 35 a 1; rojo o negro paga a la par.',
    live: 'Siéntate, apuesta antes de que acabe el tiempo y sigue al crupier. Las ganancias se pagan al terminar la ronda.',
    virtual: 'Elige un evento y un resultado y apuesta antes del inicio. Cada pocos minutos empieza un evento nuevo.',
  },
  de: {
    slot: 'Wählen Sie Ihren Einsatz und drehen Sie. Drei oder mehr gleiche Symbole auf einer Linie gewinnen; die Gewinntabelle zeigt, was jedes Symbol auszahlt.',
    roulette: 'Setzen Sie Chips auf eine Zahl, eine Farbe oder eine Zahlengruppe und drehen Sie. Eine einzelne Zahl zahlt 35 zu 1, Rot oder Schwarz zahlt 1 zu 1.',
    live: 'Nehmen Sie Platz, setzen Sie, bevor die Zeit abläuft, und folgen Sie dem Croupier. Gewinne werden ausgezahlt, sobald die Runde endet.',
    virtual: 'Wählen Sie ein Ereignis und einen Ausgang und setzen Sie vor dem Start. Alle paar Minuten beginnt ein neues Ereignis.',
  },
};

const describe: Record<Language, (game: CatalogueGame) => string> = {
  en: (game) =>
    `${game.name} is a ${kindNames.en[game.kind]} by ${game.providerName}, released on ${game.releasedAt}.` +
    (game.jackpot ? ' Every real-money bet adds to its progressive jackpot.' : '') +
    (game.practicePlay ? ' You can try it for free in practice mode.' : ''),
  es: (game) =>
    `${game.name} es un ${kindNames.es[game.kind]} de ${game.providerName}, publicado el ${game.releasedAt}.` +
    (game.jackpot ? ' Cada apuesta con dinero real suma a su bote progresivo.' : '') +
    (game.practicePlay ? ' Puedes probarlo gratis en modo práctica.' : ''),
  de: (game) =>
    `${game.name} ist ein ${kindNames.de[game.kind]} von ${game.providerName}, erschienen am ${game.releasedAt}.` +
    (game.jackpot ? ' Jeder Echtgeldeinsatz erhöht seinen progressiven Jackpot.' : '') +
    (game.practicePlay ? ' Sie können es im Übungsmodus kostenlos testen.' : ''),
};

export function gamePageCopy(game: CatalogueGame, language: Language): GamePageCopy {
  return { title: game.name, description: describe[language](game), howToPlay: howToPlay[language][game.kind] };
}
