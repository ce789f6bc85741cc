import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../kernel/database/database.ts';
import { earnLoyaltyPoints } from '../loyalty/index.ts';
import { formatMinor, minorUnitsOf, playableOf, stakeFromPlayable, unitsOfMinor, type HeldAmount } from '../../kernel/money.ts';
import { houseAccount, lockForStake, playerAccount, postTransaction } from '../wallet/index.ts';
import { findFixture, type Selection } from './fixtures.ts';
import { winAt } from './money.ts';
import { exclusionAnswer, limitRefusal } from '../responsible-gambling/index.ts';

/** A bet as the wire carries it (docs/api.md, "Sportsbook"); money in minor units. */
export interface SportsBet {
  id: string;
  status: 'OPEN' | 'WON' | 'LOST';
  fixtureId: string;
  selection: Selection;
  odds: string;
  stake: number;
  potentialWin: number;
  currency: string;
  formattedStake: string;
  createdAt: string;
}

export interface BetRequest {
  fixtureId: string;
  selection: Selection;
  odds: string;
  stake: bigint;
  currency: string;
}

/** An answer of POST …/bets, kept per idempotency key and given again to a retry. */
export interface BetAnswer {
  status: number;
  body: unknown;
}

export type BetOutcome = BetAnswer | { status: 'key-reused' };

interface BetRow {
  id: string;
  status: SportsBet['status'];
  fixture_id: string;
  selection: Selection;
  odds: string;
  stake: string;
  potential_win: string;
  currency: string;
  created_at: Date;
}

const betColumns = 'id, status, fixture_id, selection, odds, stake::text AS stake, potential_win::text AS potential_win, currency, created_at';

const betOf = (row: BetRow): SportsBet => ({
  id: row.id,
  status: row.status,
  fixtureId: row.fixture_id,
  selection: row.selection,
  odds: row.odds,
  stake: Number(row.stake),
  potentialWin: Number(row.potential_win),
  currency: row.currency,
  formattedStake: formatMinor(BigInt(row.stake), row.currency),
  createdAt: new Date(row.created_at).toISOString(),
});

const requestJson = (request: BetRequest): Record<string, string> => ({ ...request, stake: request.stake.toString() });

/** The stored request (jsonb keeps its keys in its own order) against the one asked now. */
function sameRequest(stored: unknown, asked: Record<string, string>): boolean {
  if (typeof stored !== 'object' || stored === null) return false;
  const fields = stored as Record<string, unknown>;
  return Object.keys(fields).length === Object.keys(asked).length && Object.entries(asked).every(([name, value]) => fields[name] === value);
}

const insufficientFunds = (playableMinor: number) => ({
  errorCode: 'INSUFFICIENT_FUNDS',
  message: 'The stake is more than the playable balance.',
  playable: playableMinor,
});

/**
 * Places a bet in one database transaction: the player's ledger accounts locked first (so every
 * request of the player is decided one after the other), then the idempotency key looked up, the
 * fixture and price checked, the stake taken from the playable balance (cash first, then bonus) for
 * the sportsbook, loyalty points earned, the bet and the answer stored. A key already answered with
 * the same request answers the same again; with another request it is `key-reused`.
 */
export async function placeBet(db: Database, playerId: number, idempotencyKey: string, request: BetRequest, nowMs: number): Promise<BetOutcome> {
  return db.transaction(async (tx) => {
    const { held } = await lockForStake(tx, playerId, request.currency);

    const asked = requestJson(request);
    const previous = (
      await tx.query<{ request: unknown; status: number; answer: unknown }>(
        'SELECT request, status, answer FROM sports_bet_answers WHERE player_id = $1 AND idempotency_key = $2',
        [playerId, idempotencyKey],
      )
    ).rows[0];
    if (previous !== undefined) {
      return sameRequest(previous.request, asked) ? { status: previous.status, body: previous.answer } : { status: 'key-reused' as const };
    }
    const answer = await decide(tx, playerId, request, held, nowMs);
    await tx.query(
      'INSERT INTO sports_bet_answers (player_id, idempotency_key, request, status, answer, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [playerId, idempotencyKey, JSON.stringify(asked), answer.status, JSON.stringify(answer.body), new Date(nowMs)],
    );
    return answer;
  });
}

async function decide(
  tx: Queryable,
  playerId: number,
  request: BetRequest,
  held: readonly HeldAmount[],
  nowMs: number,
): Promise<BetAnswer> {
  // SG-09: a player taking a break places no bets (under placeBet's lock, the one a time-out is started under).
  const excluded = await exclusionAnswer(tx, playerId, nowMs);
  if (excluded !== null) return excluded;
  const fixture = await findFixture(tx, request.fixtureId);
  if (fixture === null || fixture.status !== 'OPEN') {
    return { status: 409, body: { errorCode: 'FIXTURE_CLOSED', message: 'This fixture takes no more bets.' } };
  }
  const price = fixture.odds[request.selection];
  if (price === undefined) throw new Error(`${request.selection} is not offered on ${fixture.id}`);
  if (price !== request.odds) {
    return { status: 409, body: { errorCode: 'ODDS_CHANGED', message: 'The odds have changed.', odds: price } };
  }
  // SG-05: under the lock placeBet holds, so racing bets are counted one after the other.
  const refusal = await limitRefusal(tx, { playerId, currency: request.currency, kind: 'BET', amount: Number(request.stake), nowMs });
  if (refusal !== null) return { status: 409, body: refusal };
  const stake = unitsOfMinor(Number(request.stake), request.currency);
  const playable = playableOf(held, request.currency);
  if (stake > playable) return { status: 402, body: insufficientFunds(minorUnitsOf(playable, request.currency)) };
  const { fromCash, fromBonus } = stakeFromPlayable(stake, held, request.currency);
  const betId = `bet_${randomBytes(12).toString('base64url')}`;
  const at = new Date(nowMs);
  await postTransaction(tx, {
    kind: 'sports_bet',
    idempotencyKey: `sports-bet:${betId}`,
    reference: `sports-bet:${betId}`,
    at,
    postings: [
      { account: playerAccount(playerId, 'cash', request.currency), amount: -fromCash },
      { account: playerAccount(playerId, 'bonus', request.currency), amount: -fromBonus },
      { account: houseAccount('house_sportsbook', request.currency), amount: stake },
    ],
  });
  await earnLoyaltyPoints(tx, playerId, stake);
  const potentialWin = winAt(request.stake, request.odds);
  const row = (
    await tx.query<BetRow>(
      `INSERT INTO sports_bets (id, player_id, fixture_id, selection, odds, currency, stake, potential_win, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'OPEN', $9) RETURNING ${betColumns}`,
      [betId, playerId, request.fixtureId, request.selection, request.odds, request.currency, request.stake.toString(), potentialWin.toString(), at],
    )
  ).rows[0];
  if (row === undefined) throw new Error('The bet was not stored');
  return { status: 201, body: { ...betOf(row), potentialWin: Number(potentialWin) } };
}

/** The player's bets, newest first. */
export async function listBets(db: Queryable, playerId: number): Promise<SportsBet[]> {
  const rows = await db.query<BetRow>(`SELECT ${betColumns} FROM sports_bets WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT 500`, [playerId]);
  return rows.rows.map(betOf);
}

export type Settlement = { settled: true; settledBets: number } | { settled: false; reason: 'UNKNOWN_FIXTURE' | 'ALREADY_SETTLED' | 'NOT_OFFERED' };

/**
 * The operator settles a fixture: the result stored once, every open bet on it decided in the same
 * transaction, winners paid `stake × odds` (rounded down) from the sportsbook to their cash.
 */
export async function settleFixture(db: Database, fixtureId: string, result: Selection, nowMs: number): Promise<Settlement> {
  const fixture = await findFixture(db, fixtureId);
  if (fixture === null) return { settled: false, reason: 'UNKNOWN_FIXTURE' };
  if (fixture.odds[result] === undefined) return { settled: false, reason: 'NOT_OFFERED' };
  return db.transaction(async (tx) => {
    const at = new Date(nowMs);
    const claimed = await tx.query(
      'INSERT INTO sports_fixture_results (fixture_id, result, settled_at) VALUES ($1, $2, $3) ON CONFLICT (fixture_id) DO NOTHING RETURNING fixture_id',
      [fixtureId, result, at],
    );
    if (claimed.rows.length === 0) return { settled: false, reason: 'ALREADY_SETTLED' } as const;
    const open = await tx.query<{ id: string; player_id: number; selection: Selection; currency: string; potential_win: string }>(
      `SELECT id, player_id, selection, currency, potential_win::text AS potential_win
       FROM sports_bets WHERE fixture_id = $1 AND status = 'OPEN' ORDER BY id FOR UPDATE`,
      [fixtureId],
    );
    for (const bet of open.rows) {
      const won = bet.selection === result;
      if (won) {
        const win = unitsOfMinor(Number(bet.potential_win), bet.currency);
        await postTransaction(tx, {
          kind: 'sports_win',
          idempotencyKey: `sports-win:${bet.id}`,
          reference: `sports-bet:${bet.id}`,
          at,
          postings: [
            { account: houseAccount('house_sportsbook', bet.currency), amount: -win },
            { account: playerAccount(bet.player_id, 'cash', bet.currency), amount: win },
          ],
        });
      }
      await tx.query('UPDATE sports_bets SET status = $2, settled_at = $3 WHERE id = $1', [bet.id, won ? 'WON' : 'LOST', at]);
    }
    return { settled: true, settledBets: open.rows.length } as const;
  });
}
