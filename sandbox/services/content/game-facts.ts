import type { CatalogueGame } from './catalogue.ts';
import { stakeCurrencies, stakeStepsMinor } from './stakes.ts';

export type Volatility = 'low' | 'medium' | 'high';
export type LinesKind = 'paylines' | 'ways' | 'betTypes';

/** A game's facts as docs/api.md puts them on the wire (`game-pages/{slug}`, `facts`). */
export interface WireGameFacts {
  /** Return to player, in percent with two decimals. */
  rtp: number;
  volatility: Volatility;
  lines: { kind: LinesKind; count: number };
  /** Minor units of each currency. */
  stakes: { currency: string; min: number; max: number }[];
}

/** A number in [0, 1) from the game's id and a salt: the same game always gets the same facts. */
const unit = (id: number, salt: number): number => (Math.imul(id ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b) >>> 0) / 2 ** 32;
const pick = <T>(id: number, salt: number, list: readonly T[]): T => list[Math.floor(unit(id, salt) * list.length)] as T;
const between = (id: number, salt: number, low: number, high: number): number => Math.round((low + unit(id, salt) * (high - low)) * 100) / 100;

/** What the house keeps is a matter of the rules of the table: roulette's is fixed by the wheel. */
function rouletteRtp(game: CatalogueGame): number {
  if (game.name.startsWith('American')) return 94.74;
  if (game.name.startsWith('French')) return 98.65;
  return 97.3;
}

function slotFacts(game: CatalogueGame): Omit<WireGameFacts, 'stakes'> {
  const { id } = game;
  switch (game.subCategory) {
    case 'classic':
      return { rtp: between(id, 1, 95, 97), volatility: pick(id, 2, ['low', 'low', 'medium'] as const), lines: { kind: 'paylines', count: pick(id, 3, [5, 9, 10, 20]) } };
    case 'megaways':
      return { rtp: between(id, 1, 95.5, 96.9), volatility: 'high', lines: { kind: 'ways', count: 117_649 } };
    case 'progressive':
    case 'daily':
      // Part of every stake feeds the jackpot, so the base game returns less.
      return { rtp: between(id, 1, 88, 94.5), volatility: 'high', lines: { kind: 'paylines', count: pick(id, 3, [20, 25, 30]) } };
    default:
      return unit(id, 4) < 0.25
        ? { rtp: between(id, 1, 94, 96.8), volatility: pick(id, 2, ['medium', 'high'] as const), lines: { kind: 'ways', count: 243 } }
        : { rtp: between(id, 1, 94, 96.8), volatility: pick(id, 2, ['low', 'medium', 'medium', 'high'] as const), lines: { kind: 'paylines', count: pick(id, 3, [10, 20, 25, 40, 50]) } };
  }
}

function tableFacts(game: CatalogueGame): Omit<WireGameFacts, 'stakes'> {
  const { id } = game;
  if (game.kind === 'roulette') return { rtp: rouletteRtp(game), volatility: 'medium', lines: { kind: 'betTypes', count: game.name.startsWith('American') ? 11 : 10 } };
  if (game.kind === 'virtual') return { rtp: between(id, 1, 92, 95), volatility: 'medium', lines: { kind: 'betTypes', count: game.subCategory === 'horses' ? 5 : 12 } };
  switch (game.subCategory) {
    case 'blackjack':
      return { rtp: between(id, 1, 99.28, 99.6), volatility: 'low', lines: { kind: 'betTypes', count: pick(id, 3, [4, 6]) } };
    case 'baccarat':
      return { rtp: 98.94, volatility: 'low', lines: { kind: 'betTypes', count: 5 } };
    default:
      return { rtp: between(id, 1, 95.4, 96.9), volatility: 'high', lines: { kind: 'betTypes', count: pick(id, 3, [4, 5, 6, 8]) } };
  }
}

/** A game's RTP, volatility, paylines or bet types (plausible for its kind, fixed per game) and its stake range in every wallet currency. */
export function gameFacts(game: CatalogueGame): WireGameFacts {
  const stakes = stakeCurrencies.map((currency) => {
    const steps = stakeStepsMinor(currency);
    return { currency, min: steps[0] as number, max: steps.at(-1) as number };
  });
  return { ...(game.kind === 'slot' ? slotFacts(game) : tableFacts(game)), stakes };
}
