import { money, type CurrencyCode, type Money } from '../wallet';
import type { Game } from './game';

export type Volatility = 'low' | 'medium' | 'high';

/** What a round is played on: paylines or ways to win for a slot, kinds of bet for a table. */
export interface GameLines {
  readonly kind: 'paylines' | 'ways' | 'betTypes';
  readonly count: number;
}

/** The smallest and largest stake a game offers in one currency, in its minor units. */
export interface StakeRange {
  readonly currency: CurrencyCode;
  readonly min: number;
  readonly max: number;
}

/** What a game's page states about the game; a fact the content service did not give (or gave unreadable) is null. */
export interface GameFacts {
  /** Return to player, in percent. */
  readonly rtp: number | null;
  readonly volatility: Volatility | null;
  readonly lines: GameLines | null;
  readonly stakes: readonly StakeRange[];
  /** ISO date. */
  readonly releasedAt: string | null;
}

export const NO_GAME_FACTS: GameFacts = { rtp: null, volatility: null, lines: null, stakes: [], releasedAt: null };

/** One line of a game page's facts, in the order the page lists them. */
export type GameFact =
  | { readonly kind: 'rtp'; readonly percent: number }
  | { readonly kind: 'volatility'; readonly level: Volatility }
  | { readonly kind: 'minStake'; readonly amount: Money }
  | { readonly kind: 'maxStake'; readonly amount: Money }
  | { readonly kind: 'lines'; readonly lines: GameLines }
  | { readonly kind: 'provider'; readonly name: string }
  | { readonly kind: 'released'; readonly date: string };

/**
 * GP-01: the facts a player reads on a game's page, stakes in the currency the game would be
 * played in (the player's, else the site's default). A fact not known is left out, never guessed.
 */
export const gameFactsShown = (game: Game, facts: GameFacts, currency: string): readonly GameFact[] => {
  const stakes = facts.stakes.find((range) => range.currency === currency);
  const shown: (GameFact | null)[] = [
    facts.rtp === null ? null : { kind: 'rtp', percent: facts.rtp },
    facts.volatility === null ? null : { kind: 'volatility', level: facts.volatility },
    stakes === undefined ? null : { kind: 'minStake', amount: money(stakes.min, stakes.currency) },
    stakes === undefined ? null : { kind: 'maxStake', amount: money(stakes.max, stakes.currency) },
    facts.lines === null ? null : { kind: 'lines', lines: facts.lines },
    game.providerName === '' ? null : { kind: 'provider', name: game.providerName },
    facts.releasedAt === null ? null : { kind: 'released', date: facts.releasedAt },
  ];
  return shown.filter((fact): fact is GameFact => fact !== null);
};
