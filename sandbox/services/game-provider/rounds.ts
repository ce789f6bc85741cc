import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../kernel/database/database.ts';
import { contributeToJackpot } from '../casino-lobby/index.ts';
import { findGame } from '../content/index.ts';
import { lockedPracticeBalance, setPracticeBalance, type Launch } from '../game-launch/index.ts';
import { decimalOf, majorOf, minorUnitsOf, unitsOf, type Units } from '../../kernel/money.ts';
import { lockForStake, settleRealMoneyRound } from '../wallet/index.ts';
import type { RandomInt } from './random.ts';
import { spinRoulette, storedBets, type PlacedBet, type RouletteOutcome } from './roulette.ts';
import { slotWin, spinSlot, type SlotOutcome } from './slot.ts';
import { type ExcludedBody, exclusionRefusal, type LimitExceededBody, limitRefusal } from '../responsible-gambling/index.ts';
import { minimumRoundGapMs } from './round-features.ts';

/** The table a game is played on in the sandbox: slots spin reels, every other kind (roulette, live tables, virtuals) a wheel. */
export type GameTable = 'slot' | 'roulette';

export function tableOf(gameId: number): GameTable {
  return findGame(gameId)?.kind === 'slot' ? 'slot' : 'roulette';
}

export interface RoundRequest {
  /** The round's whole stake: on a roulette table, the sum of its bets' stakes. */
  stake: Units;
  idempotencyKey: string;
  /** Roulette only: the bets of the spin, each a spot of the table and its stake (RLT-02). */
  bets: readonly PlacedBet[] | null;
}

/** The answer of POST /rounds (docs/api.md "Game provider"); amounts in major units. */
export interface RoundAnswer {
  roundId: string;
  outcome: SlotOutcome | RouletteOutcome;
  stake: number;
  win: number;
  balance: number;
  currency: string;
}

export type RoundResult =
  | { readonly kind: 'played'; readonly answer: RoundAnswer; readonly replayed: boolean }
  | { readonly kind: 'insufficient-funds'; readonly balance: number; readonly currency: string }
  | { readonly kind: 'key-reused' }
  | { readonly kind: 'limit-exceeded'; readonly refusal: LimitExceededBody }
  | { readonly kind: 'excluded'; readonly refusal: ExcludedBody }
  | { readonly kind: 'too-soon'; readonly retryAfterMs: number };

interface StoredRound {
  id: string;
  stake: string;
  /** Roulette: the bets as sent (`storedBets`), for the idempotency check. */
  bet: unknown;
  win: string;
  outcome: SlotOutcome | RouletteOutcome;
  balance_after: string;
  currency: string;
}

const answerOf = (row: StoredRound): RoundAnswer => ({
  roundId: row.id,
  outcome: row.outcome,
  stake: majorOf(unitsOf(row.stake)),
  win: majorOf(unitsOf(row.win)),
  balance: majorOf(unitsOf(row.balance_after)),
  currency: row.currency,
});

/** JSON with every object's keys in one order: jsonb answers an object's keys in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : inner,
  );

const betsOf = (request: RoundRequest): unknown => (request.bets === null ? null : storedBets(request.bets));
const sameBet = (stored: unknown, request: RoundRequest): boolean => canonical(stored ?? null) === canonical(betsOf(request));

function decide(table: GameTable, request: RoundRequest, random: RandomInt): { outcome: SlotOutcome | RouletteOutcome; win: Units } {
  if (table === 'slot') {
    const outcome = spinSlot(random);
    return { outcome, win: slotWin(outcome, request.stake) };
  }
  if (request.bets === null || request.bets.length === 0) throw new Error('A roulette round needs a bet');
  // RLT-05: one number for the whole spin, every bet settled on it; the round's win is their sum.
  return spinRoulette(random, request.bets);
}

async function findRound(db: Queryable, launchId: number, idempotencyKey: string): Promise<StoredRound | undefined> {
  const result = await db.query<StoredRound>(
    `SELECT id, stake::text AS stake, bet, win::text AS win, outcome, balance_after::text AS balance_after, currency
     FROM game_rounds WHERE launch_id = $1 AND idempotency_key = $2`,
    [launchId, idempotencyKey],
  );
  return result.rows[0];
}

/**
 * Plays one round in one database transaction: decided on the server, money moved (the ledger in
 * real play, the launch's play money in practice), stored, and only then answered. The same
 * idempotency key answers the stored round again and moves nothing.
 *
 * A round takes one lock, first, before it reads anything it decides on: in real play the player's
 * ledger accounts (the lock every movement of the player's money takes, so racing rounds, deposits,
 * withdrawals, bets and a break are decided one after the other, and so are this launch's rounds),
 * in practice the launch's row (its play money). Then, in this order, the retried key, the
 * pause between rounds, the break, the limits, the money, the jackpot's row.
 */
export async function playRound(
  db: Database,
  launch: Launch,
  request: RoundRequest,
  context: { nowMs: number; random: RandomInt },
): Promise<RoundResult> {
  return db.transaction(async (tx) => {
    const realPlayer = launch.mode === 'real' ? launch.playerId : null;
    const accounts = realPlayer === null ? null : await lockForStake(tx, realPlayer, launch.currency);
    const playMoney = accounts === null ? unitsOf(await lockedPracticeBalance(tx, launch.id)) : null;

    const existing = await findRound(tx, launch.id, request.idempotencyKey);
    if (existing !== undefined) {
      return unitsOf(existing.stake) === request.stake && sameBet(existing.bet, request)
        ? { kind: 'played', answer: answerOf(existing), replayed: true }
        : { kind: 'key-reused' };
    }
    const gap = minimumRoundGapMs(launch, tableOf(launch.gameId));
    if (gap > 0) {
      // Under the round's lock (the player's accounts in real play), so of two racing rounds, in any of
      // the player's launches, the second sees the first.
      const last =
        realPlayer === null
          ? await tx.query<{ at: Date | null }>('SELECT max(created_at) AS at FROM game_rounds WHERE launch_id = $1', [launch.id])
          : await tx.query<{ at: Date | null }>(
              "SELECT created_at AS at FROM game_rounds WHERE player_id = $1 AND mode = 'real' ORDER BY created_at DESC LIMIT 1",
              [realPlayer],
            );
      const sinceLast = last.rows[0]?.at == null ? Number.POSITIVE_INFINITY : context.nowMs - last.rows[0].at.getTime();
      if (sinceLast < gap) return { kind: 'too-soon', retryAfterMs: gap - sinceLast };
    }
    const roundId = randomUUID();
    const at = new Date(context.nowMs);
    const { outcome, win } = decide(tableOf(launch.gameId), request, context.random);
    let balance: Units;
    if (accounts !== null) {
      const playerId = accounts.playerId;
      // SG-09: a game left open when the player took a break plays no more rounds.
      const excluded = await exclusionRefusal(tx, playerId, context.nowMs);
      if (excluded !== null) return { kind: 'excluded', refusal: excluded };
      // SG-05: read under the accounts' lock, so racing rounds are counted one after the other.
      const stakeMinor = minorUnitsOf(request.stake, launch.currency);
      const refusal = await limitRefusal(tx, { playerId, currency: launch.currency, kind: 'BET', amount: stakeMinor, nowMs: context.nowMs });
      if (refusal !== null) return { kind: 'limit-exceeded', refusal };
      const settlement = await settleRealMoneyRound(tx, accounts, {
        playerId,
        currency: launch.currency,
        stake: request.stake,
        win,
        gameId: launch.gameId,
        idempotencyKey: `game-round:${launch.id}:${request.idempotencyKey}`,
        reference: `round:${roundId}`,
        at,
      });
      if (!settlement.settled) return { kind: 'insufficient-funds', balance: majorOf(settlement.playable), currency: launch.currency };
      balance = settlement.playable;
      await contributeToJackpot(tx, launch.gameId, launch.currency, stakeMinor);
    } else {
      // A practice game opened before a break stops with it (SG-09).
      const practising = launch.playerId ?? launch.practisingPlayerId;
      const onBreak = practising === null ? null : await exclusionRefusal(tx, practising, context.nowMs);
      if (onBreak !== null) return { kind: 'excluded', refusal: onBreak };
      const held = playMoney ?? 0n;
      if (request.stake > held) return { kind: 'insufficient-funds', balance: majorOf(held), currency: launch.currency };
      balance = held - request.stake + win;
      await setPracticeBalance(tx, launch.id, decimalOf(balance));
    }
    const stored: StoredRound = {
      id: roundId,
      stake: decimalOf(request.stake),
      bet: betsOf(request),
      win: decimalOf(win),
      outcome,
      balance_after: decimalOf(balance),
      currency: launch.currency,
    };
    await tx.query(
      `INSERT INTO game_rounds (id, launch_id, player_id, game_id, mode, currency, idempotency_key, stake, bet, win, outcome,
                                balance_after, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        roundId, launch.id, launch.playerId, launch.gameId, launch.mode, launch.currency, request.idempotencyKey, stored.stake,
        stored.bet === null ? null : JSON.stringify(stored.bet), stored.win, JSON.stringify(outcome), stored.balance_after, at,
      ],
    );
    return { kind: 'played', answer: answerOf(stored), replayed: false };
  });
}

/** How many results the roulette table shows (RLT-07). */
export const lastNumbersShown = 12;

/**
 * The last results of the table, newest first (RLT-07): in real play the player's own rounds of this
 * game, in any launch; in practice this launch's.
 */
export async function lastNumbers(db: Queryable, launch: Launch): Promise<number[]> {
  const result =
    launch.mode === 'real' && launch.playerId !== null
      ? await db.query<{ number: number | null }>(
          `SELECT (outcome->>'number')::int AS number FROM game_rounds
           WHERE player_id = $1 AND game_id = $2 AND mode = 'real' AND outcome->>'game' = 'roulette' ORDER BY created_at DESC LIMIT $3`,
          [launch.playerId, launch.gameId, lastNumbersShown],
        )
      : await db.query<{ number: number | null }>(
          `SELECT (outcome->>'number')::int AS number FROM game_rounds
           WHERE launch_id = $1 AND outcome->>'game' = 'roulette' ORDER BY created_at DESC LIMIT $2`,
          [launch.id, lastNumbersShown],
        );
  return result.rows.map((row) => row.number).filter((number): number is number => number !== null);
}

/** A round as the test-control API shows it (docs/api.md): its stake, win and, on a roulette table, each bet's. */
export async function roundDetails(db: Queryable, roundId: string): Promise<Record<string, unknown> | null> {
  const result = await db.query<StoredRound & { game_id: number; mode: string; player_id: number | null; created_at: Date }>(
    `SELECT id, game_id, mode, player_id, stake::text AS stake, bet, win::text AS win, outcome, balance_after::text AS balance_after, currency, created_at
     FROM game_rounds WHERE id = $1`,
    [roundId],
  );
  const row = result.rows[0];
  if (row === undefined) return null;
  return { ...answerOf(row), gameId: row.game_id, mode: row.mode, playerId: row.player_id, at: row.created_at.toISOString() };
}
