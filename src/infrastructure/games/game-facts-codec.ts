import * as t from 'io-ts';
import { NO_GAME_FACTS, type GameFacts, type StakeRange } from '../../domain/games';
import type { Logger } from '../../domain/shared/ports';
import { parseCurrency } from '../../domain/wallet';
import { BoundedArray, Count, ShortString } from '../shared/codecs';

const Rtp = t.refinement(t.number, (n) => Number.isFinite(n) && n >= 50 && n <= 100, 'Rtp');
const Volatility = t.keyof({ low: null, medium: null, high: null });
const Lines = t.type({ kind: t.keyof({ paylines: null, ways: null, betTypes: null }), count: t.refinement(Count, (n) => n >= 1 && n <= 10_000_000, 'LineCount') });
const StakeAmount = t.refinement(Count, (n) => n > 0, 'StakeAmount');
const Stake = t.type({ currency: ShortString, min: StakeAmount, max: StakeAmount });
/** A calendar day that exists (`2026-02-31` does not). */
export const IsoDay = t.refinement(
  ShortString,
  (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s)) && new Date(Date.parse(s)).toISOString().slice(0, 10) === s,
  'IsoDay',
);

const isRecord = (raw: unknown): raw is Record<string, unknown> => typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/**
 * GP-01: a game page's facts, each on its own. A fact that is absent is null; one that cannot be
 * read is null too (and logged), so the page leaves it out and shows the others, never `NaN`.
 */
export const decodeGameFacts = (rawFacts: unknown, rawGame: unknown, logger?: Logger): GameFacts => {
  const facts = isRecord(rawFacts) ? rawFacts : {};
  const read = <A>(name: string, codec: t.Decoder<unknown, A>, raw: unknown): A | null => {
    if (raw === undefined || raw === null) return null;
    const decoded = codec.decode(raw);
    if (decoded._tag === 'Right') return decoded.right;
    logger?.warn(`game page: leaving out an unreadable ${name}`);
    return null;
  };
  const stakes = (read('stake range', BoundedArray(t.unknown, 100), facts.stakes) ?? []).flatMap((raw): StakeRange[] => {
    const stake = read('stake range', Stake, raw);
    const currency = stake === null ? null : parseCurrency(stake.currency);
    return stake === null || currency === null || stake.min > stake.max ? [] : [{ currency, min: stake.min, max: stake.max }];
  });
  return {
    ...NO_GAME_FACTS,
    rtp: read('RTP', Rtp, facts.rtp),
    volatility: read('volatility', Volatility, facts.volatility),
    lines: read('lines', Lines, facts.lines),
    stakes,
    releasedAt: read('release date', IsoDay, isRecord(rawGame) ? rawGame.releasedAt : undefined),
  };
};
