/** The roulette table's words; `{…}` are replaced. */
export interface RouletteStrings {
  table: string;
  chips: string;
  /** `{list}`: numbers joined by `and` (`17 and 20`, `1, 2 and 3`). */
  straight: string;
  split: string;
  street: string;
  corner: string;
  /** `{first}` and `{last}` of its six numbers. */
  line: string;
  and: string;
  /** `{short}` (its visible words, one of dozenShort), `{first}` and `{last}`. */
  dozen: string;
  dozenShort: readonly [string, string, string];
  /** `{index}`: 1 to 3; its visible words are `twoToOne`. */
  column: string;
  twoToOne: string;
  low: string;
  high: string;
  lowShort: string;
  highShort: string;
  /** `{amount}`: the chips on a spot, said after its name. */
  onIt: string;
  undo: string;
  clear: string;
  totalStake: string;
  lastNumbers: string;
  noNumbersYet: string;
  /** `{min}`, `{bet}` and `{spin}`. */
  limits: string;
  /** `{amount}`, `{bet}` and `{total}`. */
  placed: string;
  undone: string;
  cleared: string;
  placeFirst: string;
  /** `{max}`. */
  overBetLimit: string;
  overSpinLimit: string;
  notOnTable: string;
  /** `{bet}` and `{amount}`. */
  betWon: string;
  /** After the result: the bets stay for the next spin. */
  betsStay: string;
  /** How the table is used from the keyboard. */
  keys: string;
}

/** Every word the game page shows, in the languages the site publishes; the launch's language picks one. */
export interface GameStrings {
  realMoney: string;
  practicePlay: string;
  balance: string;
  stake: string;
  spin: string;
  reels: string;
  yourBet: string;
  red: string;
  black: string;
  green: string;
  odd: string;
  even: string;
  straight: string;
  straightNumber: string;
  goodLuck: string;
  spinning: string;
  /** `{amount}` is replaced. */
  youWon: string;
  noWin: string;
  /** `{number}` and `{colour}` are replaced. */
  ballLanded: string;
  /** `{line}`, `{count}` and `{symbol}` are replaced. */
  lineWin: string;
  insufficientFunds: string;
  /** Beside the stake, in real play (JRN-06): `{balance}` is replaced. */
  stakeAboveBalance: string;
  /** Beside the stake when no stake fits the balance: `{balance}` and `{stake}` (the lowest) are replaced. */
  belowLowestStake: string;
  /** The game's way to the site's cashier. */
  deposit: string;
  /** SG-05: a round refused by one of the player's limits; `{limit}` is one of limitNames. */
  limitExceeded: string;
  limitNames: Readonly<Record<`${'WAGER' | 'LOSS'}_${'DAY' | 'WEEK' | 'MONTH'}`, string>>;
  /** SG-09: a round refused because the player is taking a time-out or has excluded themselves. */
  excluded: string;
  connectionLost: string;
  sessionEnded: string;
  refused: string;
  /** A round sent before the previous one's game cycle ended (429 TOO_SOON). */
  tooSoon: string;
  linkExpiredTitle: string;
  linkExpired: string;
  howItPays: string;
  /** Slot paytable: `{count}` of a kind from the left on a line. */
  ofAKind: string;
  slotRules: string;
  rouletteRules: string;
  /** The roulette table (RLT-01..RLT-08). */
  roulette: RouletteStrings;
  symbols: Readonly<Record<'cherry' | 'lemon' | 'plum' | 'bell' | 'bar' | 'seven' | 'star', string>>;
}

const en: GameStrings = {
  realMoney: 'Real money',
  practicePlay: 'Practice play (play money)',
  balance: 'Balance',
  stake: 'Stake',
  spin: 'Spin',
  reels: 'Reels',
  yourBet: 'Your bet',
  red: 'Red',
  black: 'Black',
  green: 'Green',
  odd: 'Odd',
  even: 'Even',
  straight: 'A single number',
  straightNumber: 'Number (0 to 36)',
  goodLuck: 'Choose a stake and press Spin. Good luck!',
  spinning: 'Spinning…',
  youWon: 'You won {amount}!',
  noWin: 'No win this time.',
  ballLanded: 'The ball landed on {number} ({colour}).',
  lineWin: 'Line {line}: {count} × {symbol}',
  insufficientFunds: 'Your balance is too low for this stake. Choose a lower stake or make a deposit.',
  stakeAboveBalance: 'This stake is more than your balance of {balance}. Choose a lower stake or make a deposit.',
  belowLowestStake: 'Your balance of {balance} is less than the lowest stake ({stake}). Make a deposit to play.',
  deposit: 'Deposit',
  excluded: 'You are taking a break from gambling, so this game takes no bets until your break ends.',
  limitExceeded: 'This stake would go over your {limit}. Choose a lower stake, or stop for now.',
  limitNames: { WAGER_DAY: 'daily wager limit', WAGER_WEEK: 'weekly wager limit', WAGER_MONTH: 'monthly wager limit', LOSS_DAY: 'daily loss limit', LOSS_WEEK: 'weekly loss limit', LOSS_MONTH: 'monthly loss limit' },
  connectionLost: 'Connection lost. Your round is safe: press Spin to see it.',
  sessionEnded: 'This game session has ended. Open the game again from the casino.',
  refused: 'This round could not be played. Please try again.',
  tooSoon: 'The previous spin has not finished yet. Wait a moment, then spin again.',
  linkExpiredTitle: 'This game link has expired',
  linkExpired: 'It was already used or is more than two minutes old. Open the game again from the casino.',
  howItPays: 'How it pays',
  ofAKind: '{count} of a kind',
  slotRules: 'Five lines: the three rows, a V and an inverted V. Each line plays a fifth of the stake and pays the same symbols from the left reel, times the line stake:',
  rouletteRules: 'European wheel, 0 to 36. Place chips on the numbers or on their borders: a straight number pays 35 to 1, a split (two numbers) 17 to 1, a street (three) 11 to 1, a corner (four) 8 to 1, a line (six) 5 to 1, a dozen or a column 2 to 1, and red, black, odd, even, 1–18 and 19–36 pay 1 to 1. Zero loses every bet that does not cover it.',
  roulette: {
    table: 'Roulette table',
    chips: 'Chip value',
    straight: 'Straight {list}',
    split: 'Split {list}',
    street: 'Street {list}',
    corner: 'Corner {list}',
    line: 'Line {first} to {last}',
    and: 'and',
    dozen: '{short}: {first} to {last}',
    dozenShort: ['1st 12', '2nd 12', '3rd 12'],
    column: '2 to 1, column {index}',
    twoToOne: '2 to 1',
    low: 'Low 1–18',
    high: 'High 19–36',
    lowShort: '1–18',
    highShort: '19–36',
    onIt: '{amount} on it',
    undo: 'Undo',
    clear: 'Clear',
    totalStake: 'Total stake',
    lastNumbers: 'Last numbers',
    noNumbersYet: 'No spins yet',
    limits: 'Chips from {min}. At most {bet} on one bet and {spin} on one spin.',
    placed: '{amount} on {bet}. Total stake {total}.',
    undone: 'Last chip taken back. Total stake {total}.',
    cleared: 'Every chip taken back.',
    placeFirst: 'Place a chip on the table first, then press Spin.',
    overBetLimit: 'The most on one bet is {max}.',
    overSpinLimit: 'The most on one spin is {max}.',
    notOnTable: 'One of the bets is not a bet of this table. Clear the table and bet again.',
    betWon: '{bet}: won {amount}',
    betsStay: 'Your chips stay on the table for the next spin.',
    keys: 'On the table, the arrow keys move between the bets and Enter puts a chip down.',
  },
  symbols: { cherry: 'Cherry', lemon: 'Lemon', plum: 'Plum', bell: 'Bell', bar: 'Bar', seven: 'Seven', star: 'Star' },
};

const es: GameStrings = {
  realMoney: 'Dinero real',
  practicePlay: 'Modo práctica (dinero ficticio)',
  balance: 'Saldo',
  stake: 'Apuesta',
  spin: 'Girar',
  reels: 'Rodillos',
  yourBet: 'Tu apuesta',
  red: 'Rojo',
  black: 'Negro',
  green: 'Verde',
  odd: 'Impar',
  even: 'Par',
  straight: 'Un solo número',
  straightNumber: 'Número (0 a 36)',
  goodLuck: 'Elige una apuesta y pulsa Girar. ¡Suerte!',
  spinning: 'Girando…',
  youWon: '¡Has ganado {amount}!',
  noWin: 'Sin premio esta vez.',
  ballLanded: 'La bola cayó en el {number} ({colour}).',
  lineWin: 'Línea {line}: {count} × {symbol}',
  insufficientFunds: 'Tu saldo no alcanza para esta apuesta. Elige una apuesta menor o haz un depósito.',
  stakeAboveBalance: 'Esta apuesta supera tu saldo de {balance}. Elige una apuesta menor o haz un depósito.',
  belowLowestStake: 'Tu saldo de {balance} es menor que la apuesta mínima ({stake}). Haz un depósito para jugar.',
  deposit: 'Depositar',
  excluded: 'Te estás tomando un descanso del juego, así que este juego no acepta apuestas hasta que termine.',
  limitExceeded: 'Esta apuesta superaría tu {limit}. Elige una apuesta menor o para por ahora.',
  limitNames: { WAGER_DAY: 'límite diario de apuestas', WAGER_WEEK: 'límite semanal de apuestas', WAGER_MONTH: 'límite mensual de apuestas', LOSS_DAY: 'límite diario de pérdidas', LOSS_WEEK: 'límite semanal de pérdidas', LOSS_MONTH: 'límite mensual de pérdidas' },
  connectionLost: 'Se perdió la conexión. Tu ronda está a salvo: pulsa Girar para verla.',
  sessionEnded: 'Esta sesión de juego ha terminado. Abre el juego de nuevo desde el casino.',
  refused: 'No se pudo jugar esta ronda. Inténtalo de nuevo.',
  tooSoon: 'El giro anterior aún no ha terminado. Espera un momento y vuelve a girar.',
  linkExpiredTitle: 'Este enlace de juego ha caducado',
  linkExpired: 'Ya se usó o tiene más de dos minutos. Abre el juego de nuevo desde el casino.',
  howItPays: 'Cómo se paga',
  ofAKind: '{count} iguales',
  slotRules: 'Cinco líneas: las tres filas, una V y una V invertida. Cada línea juega una quinta parte de la apuesta y paga los mismos símbolos desde el rodillo izquierdo, por la apuesta de la línea:',
  rouletteRules: 'Ruleta europea, del 0 al 36. Pon fichas en los números o en sus bordes: un pleno paga 35 a 1, un caballo (dos números) 17 a 1, una transversal (tres) 11 a 1, un cuadro (cuatro) 8 a 1, una seisena (seis) 5 a 1, una docena o una columna 2 a 1, y rojo, negro, impar, par, 1–18 y 19–36 pagan 1 a 1. El cero hace perder toda apuesta que no lo cubre.',
  roulette: {
    table: 'Mesa de ruleta',
    chips: 'Valor de la ficha',
    straight: 'Pleno {list}',
    split: 'Caballo {list}',
    street: 'Transversal {list}',
    corner: 'Cuadro {list}',
    line: 'Seisena del {first} al {last}',
    and: 'y',
    dozen: '{short}: del {first} al {last}',
    dozenShort: ['1.ª 12', '2.ª 12', '3.ª 12'],
    column: '2 a 1, columna {index}',
    twoToOne: '2 a 1',
    low: 'Falta 1–18',
    high: 'Pasa 19–36',
    lowShort: '1–18',
    highShort: '19–36',
    onIt: '{amount} apostados',
    undo: 'Deshacer',
    clear: 'Borrar',
    totalStake: 'Apuesta total',
    lastNumbers: 'Últimos números',
    noNumbersYet: 'Aún no hay tiradas',
    limits: 'Fichas desde {min}. Como máximo {bet} en una apuesta y {spin} en una tirada.',
    placed: '{amount} en {bet}. Apuesta total {total}.',
    undone: 'Última ficha retirada. Apuesta total {total}.',
    cleared: 'Todas las fichas retiradas.',
    placeFirst: 'Pon primero una ficha en la mesa y después pulsa Girar.',
    overBetLimit: 'Lo máximo en una apuesta es {max}.',
    overSpinLimit: 'Lo máximo en una tirada es {max}.',
    notOnTable: 'Una de las apuestas no es de esta mesa. Borra la mesa y vuelve a apostar.',
    betWon: '{bet}: ganas {amount}',
    betsStay: 'Tus fichas se quedan en la mesa para la siguiente tirada.',
    keys: 'En la mesa, las flechas del teclado pasan de una apuesta a otra e Intro pone una ficha.',
  },
  symbols: { cherry: 'Cereza', lemon: 'Limón', plum: 'Ciruela', bell: 'Campana', bar: 'Bar', seven: 'Siete', star: 'Estrella' },
};

const de: GameStrings = {
  realMoney: 'Echtgeld',
  practicePlay: 'Übungsspiel (Spielgeld)',
  balance: 'Guthaben',
  stake: 'Einsatz',
  spin: 'Drehen',
  reels: 'Walzen',
  yourBet: 'Ihr Einsatz',
  red: 'Rot',
  black: 'Schwarz',
  green: 'Grün',
  odd: 'Ungerade',
  even: 'Gerade',
  straight: 'Eine einzelne Zahl',
  straightNumber: 'Zahl (0 bis 36)',
  goodLuck: 'Wählen Sie einen Einsatz und drücken Sie auf Drehen. Viel Glück!',
  spinning: 'Dreht…',
  youWon: 'Sie haben {amount} gewonnen!',
  noWin: 'Diesmal kein Gewinn.',
  ballLanded: 'Die Kugel ist auf {number} ({colour}) gelandet.',
  lineWin: 'Linie {line}: {count} × {symbol}',
  insufficientFunds: 'Ihr Guthaben reicht für diesen Einsatz nicht aus. Wählen Sie einen niedrigeren Einsatz oder zahlen Sie ein.',
  stakeAboveBalance: 'Dieser Einsatz ist höher als Ihr Guthaben von {balance}. Wählen Sie einen niedrigeren Einsatz oder zahlen Sie ein.',
  belowLowestStake: 'Ihr Guthaben von {balance} ist niedriger als der kleinste Einsatz ({stake}). Zahlen Sie ein, um zu spielen.',
  deposit: 'Einzahlen',
  excluded: 'Sie legen gerade eine Spielpause ein, daher nimmt dieses Spiel bis zum Ende Ihrer Pause keine Einsätze an.',
  limitExceeded: 'Mit diesem Einsatz würden Sie Ihr {limit} überschreiten. Wählen Sie einen niedrigeren Einsatz oder hören Sie vorerst auf.',
  limitNames: { WAGER_DAY: 'tägliches Einsatzlimit', WAGER_WEEK: 'wöchentliches Einsatzlimit', WAGER_MONTH: 'monatliches Einsatzlimit', LOSS_DAY: 'tägliches Verlustlimit', LOSS_WEEK: 'wöchentliches Verlustlimit', LOSS_MONTH: 'monatliches Verlustlimit' },
  connectionLost: 'Verbindung unterbrochen. Ihre Runde ist sicher: Drücken Sie auf Drehen, um sie zu sehen.',
  sessionEnded: 'Diese Spielsitzung ist beendet. Öffnen Sie das Spiel erneut im Casino.',
  refused: 'Diese Runde konnte nicht gespielt werden. Bitte versuchen Sie es erneut.',
  tooSoon: 'Die vorige Drehung ist noch nicht beendet. Warten Sie einen Moment und drehen Sie dann erneut.',
  linkExpiredTitle: 'Dieser Spiel-Link ist abgelaufen',
  linkExpired: 'Er wurde bereits verwendet oder ist älter als zwei Minuten. Öffnen Sie das Spiel erneut im Casino.',
  howItPays: 'So wird ausgezahlt',
  ofAKind: '{count} gleiche',
  slotRules: 'Fünf Linien: die drei Reihen, ein V und ein umgekehrtes V. Jede Linie spielt ein Fünftel des Einsatzes und zahlt gleiche Symbole ab der linken Walze, mal dem Linieneinsatz:',
  rouletteRules: 'Europäischer Kessel, 0 bis 36. Setzen Sie Chips auf die Zahlen oder ihre Ränder: Plein zahlt 35 zu 1, Cheval (zwei Zahlen) 17 zu 1, Transversale (drei) 11 zu 1, Carré (vier) 8 zu 1, Sixain (sechs) 5 zu 1, Dutzend oder Kolonne 2 zu 1, und Rot, Schwarz, Ungerade, Gerade, 1–18 und 19–36 zahlen 1 zu 1. Die Null verliert jeden Einsatz, der sie nicht abdeckt.',
  roulette: {
    table: 'Roulettetisch',
    chips: 'Chipwert',
    straight: 'Plein {list}',
    split: 'Cheval {list}',
    street: 'Transversale {list}',
    corner: 'Carré {list}',
    line: 'Sixain {first} bis {last}',
    and: 'und',
    dozen: '{short}: {first} bis {last}',
    dozenShort: ['1. 12', '2. 12', '3. 12'],
    column: '2 zu 1, Kolonne {index}',
    twoToOne: '2 zu 1',
    low: 'Manque 1–18',
    high: 'Passe 19–36',
    lowShort: '1–18',
    highShort: '19–36',
    onIt: '{amount} gesetzt',
    undo: 'Rückgängig',
    clear: 'Leeren',
    totalStake: 'Gesamteinsatz',
    lastNumbers: 'Letzte Zahlen',
    noNumbersYet: 'Noch keine Drehung',
    limits: 'Chips ab {min}. Höchstens {bet} auf einen Einsatz und {spin} pro Drehung.',
    placed: '{amount} auf {bet}. Gesamteinsatz {total}.',
    undone: 'Letzter Chip zurückgenommen. Gesamteinsatz {total}.',
    cleared: 'Alle Chips zurückgenommen.',
    placeFirst: 'Setzen Sie zuerst einen Chip auf den Tisch und drücken Sie dann auf Drehen.',
    overBetLimit: 'Höchstens {max} auf einen Einsatz.',
    overSpinLimit: 'Höchstens {max} pro Drehung.',
    notOnTable: 'Einer der Einsätze gehört nicht zu diesem Tisch. Leeren Sie den Tisch und setzen Sie neu.',
    betWon: '{bet}: {amount} gewonnen',
    betsStay: 'Ihre Chips bleiben für die nächste Drehung auf dem Tisch.',
    keys: 'Auf dem Tisch wechseln die Pfeiltasten zwischen den Einsätzen, und die Eingabetaste setzt einen Chip.',
  },
  symbols: { cherry: 'Kirsche', lemon: 'Zitrone', plum: 'Pflaume', bell: 'Glocke', bar: 'Bar', seven: 'Sieben', star: 'Stern' },
};

const byLanguage: Readonly<Record<string, GameStrings>> = { en, es, de };

/** The launch's language's words; English for a language the game has none in. */
export function gameStrings(language: string): GameStrings {
  return Object.hasOwn(byLanguage, language) ? (byLanguage[language] as GameStrings) : en;
}
