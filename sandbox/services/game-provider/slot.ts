import type { RandomInt } from './random.ts';

/** The symbols, with their weight on every reel (rarer pays more). */
const symbolWeights = [
  ['cherry', 30], ['lemon', 26], ['plum', 22], ['bell', 12], ['bar', 6], ['seven', 3], ['star', 1],
] as const;

export type SlotSymbol = (typeof symbolWeights)[number][0];

/** Line pays for 3, 4 and 5 of a kind from the left, in line bets (a line bet is a fifth of the stake). Return to player ≈ 94.8 %. */
export const linePays: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  cherry: [6, 20, 50],
  lemon: [8, 25, 80],
  plum: [10, 40, 120],
  bell: [30, 100, 300],
  bar: [80, 250, 800],
  seven: [200, 750, 2500],
  star: [500, 2000, 10000],
};

/** How each symbol is drawn (text glyphs: no image leaves the provider, and every font has them). */
export const symbolGlyphs: Readonly<Record<SlotSymbol, string>> = {
  cherry: '\u2665', lemon: '\u25CF', plum: '\u2663', bell: '\u2666', bar: 'BAR', seven: '7', star: '\u2605',
};

export const slotSymbols: readonly SlotSymbol[] = symbolWeights.map(([symbol]) => symbol);

export const reelCount = 5;
export const rowCount = 3;

/** The rows each payline crosses, reel by reel: three straight lines, a V and an inverted V. */
export const paylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In line bets. */
  pays: number;
}

export interface SlotOutcome {
  game: 'slot';
  /** reels[reel][row], top row first. */
  reels: SlotSymbol[][];
  lines: LineWin[];
}

const totalWeight = symbolWeights.reduce((sum, [, weight]) => sum + weight, 0);

function drawSymbol(random: RandomInt): SlotSymbol {
  let ticket = random(totalWeight);
  for (const [symbol, weight] of symbolWeights) {
    if (ticket < weight) return symbol;
    ticket -= weight;
  }
  throw new Error('The symbol weights do not add up');
}

export function spinSlot(random: RandomInt): SlotOutcome {
  const reels = Array.from({ length: reelCount }, () => Array.from({ length: rowCount }, () => drawSymbol(random)));
  const lines: LineWin[] = [];
  paylines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => reels[reel]?.[row]);
    const first = symbols[0];
    if (first === undefined) return;
    let count = 1;
    while (count < symbols.length && symbols[count] === first) count += 1;
    if (count >= 3) lines.push({ line, symbol: first, count, pays: linePays[first][count - 3] ?? 0 });
  });
  return { game: 'slot', reels, lines };
}

/** What the spin returns for a stake (in ledger units): the sum of its line pays, each a fifth of the stake. */
export function slotWin(outcome: SlotOutcome, stake: bigint): bigint {
  const pays = outcome.lines.reduce((sum, line) => sum + line.pays, 0);
  return (stake * BigInt(pays)) / BigInt(paylines.length);
}
