import type { Queryable } from '../../kernel/database/database.ts';
import { earnLoyaltyPoints } from '../loyalty/index.ts';
import { playableOf, stakeFromPlayable, type Units } from '../../kernel/money.ts';
import { findGame } from '../content/index.ts';
import { advanceWagering, bonusBeforeRound, bonusShareOfRound } from './bonuses.ts';
import { houseAccount, playerAccount, postTransaction, type LockedAccounts } from './ledger.ts';

export interface RealMoneyRound {
  playerId: number;
  currency: string;
  stake: Units;
  win: Units;
  /** The game played: its kind says how much of the stake counts toward a bonus's wagering (BON-04). */
  gameId: number;
  /** Unique per round: the bet and the win are posted under `{key}:bet` and `{key}:win`. */
  idempotencyKey: string;
  /** The round, for people reading the ledger. */
  reference: string;
  at: Date;
}

export type RoundSettlement =
  | { readonly settled: true; readonly playable: Units }
  | { readonly settled: false; readonly reason: 'INSUFFICIENT_FUNDS'; readonly playable: Units };

/**
 * A real-money round in the ledger: the stake leaves the playable balance (cash first, then bonus)
 * for the game provider's account, the stake earns loyalty points, and the win comes back as cash. Call it inside the round's
 * database transaction with the accounts `lockForStake` locked there: the balance check and the
 * posting then happen under the one lock the round takes, so two bets of one player are decided one
 * after the other and never take the playable balance below zero. PGlite runs one transaction at a
 * time, which is what guarantees it here; the row lock on the player's accounts keeps it true on a
 * PostgreSQL server with concurrent connections.
 */
export async function settleRealMoneyRound(db: Queryable, locked: LockedAccounts, round: RealMoneyRound): Promise<RoundSettlement> {
  if (locked.playerId !== round.playerId || locked.currency !== round.currency) throw new Error('A round is settled on its own player\'s locked accounts');
  const cash = playerAccount(round.playerId, 'cash', round.currency);
  const bonus = playerAccount(round.playerId, 'bonus', round.currency);
  // BON-06: a bonus past its expiry gives up its money before the stake is decided.
  const { held, bonus: activeBonus } = await bonusBeforeRound(db, round.playerId, round.currency, locked.held, round.at);
  const playable = playableOf(held, round.currency);
  if (round.stake > playable) return { settled: false, reason: 'INSUFFICIENT_FUNDS', playable };

  const { fromCash, fromBonus } = stakeFromPlayable(round.stake, held, round.currency);
  const provider = houseAccount('house_game_provider', round.currency);
  const bet = await postTransaction(db, {
    kind: 'bet',
    idempotencyKey: `${round.idempotencyKey}:bet`,
    reference: round.reference,
    at: round.at,
    postings: [
      { account: cash, amount: -fromCash },
      { account: bonus, amount: -fromBonus },
      { account: provider, amount: round.stake },
    ],
  });
  // A bet posted before (a retried key) earned its points, posted its win and counted its wagering then,
  // in the same database transaction.
  if (!bet.posted) return { settled: true, playable: playable - round.stake + round.win };
  await earnLoyaltyPoints(db, round.playerId, round.stake);
  // BON-04: with an active bonus, the win of the part its money staked stays bonus money, and the
  // stake's wagering (and the conversion it may complete) is written in this same transaction.
  const bonusAfterBet = held.filter((account) => account.kind === 'bonus' && account.currency === round.currency).reduce((sum, account) => sum + account.amount, 0n) - fromBonus;
  const wagered = {
    playerId: round.playerId,
    currency: round.currency,
    gameKind: findGame(round.gameId)?.kind ?? null,
    stake: round.stake,
    fromBonus,
    win: round.win,
    bonusAccountAfterBet: bonusAfterBet,
    at: round.at,
  };
  const share = bonusShareOfRound(activeBonus, wagered);
  const winToBonus = share?.winToBonus ?? 0n;
  if (round.win > 0n) {
    await postTransaction(db, {
      kind: 'win',
      idempotencyKey: `${round.idempotencyKey}:win`,
      reference: round.reference,
      at: round.at,
      postings: [
        { account: provider, amount: -round.win },
        { account: cash, amount: round.win - winToBonus },
        { account: bonus, amount: winToBonus },
      ],
    });
  }
  if (share !== null) await advanceWagering(db, wagered, share);
  return { settled: true, playable: playable - round.stake + round.win };
}
