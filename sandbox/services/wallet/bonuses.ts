import type { Queryable } from '../../kernel/database/database.ts';
import { currencyDecimals, decimalOf, unitsOf, type Units } from '../../kernel/money.ts';
import type { GameKind } from '../content/index.ts';
import { houseAccount, playerAccount, postTransaction, type HeldAmount } from './ledger.ts';

/**
 * Bonuses with wagering (issue 22, docs/bonus-rules.md). A bonus's money is in the player's `bonus`
 * ledger account; the bonus row says how much of it is the bonus's (`balance`), what must be wagered
 * and what has been. Every function here runs inside the caller's database transaction, after the
 * player's ledger accounts were locked (`lockForStake`), so a bonus is decided under the one lock
 * every movement of the player's money takes.
 */
export type BonusState = 'active' | 'completed' | 'expired' | 'forfeited';

export type GameWeights = Readonly<Record<GameKind, number>>;

export interface BonusOffer {
  readonly id: string;
  readonly promotionId: string;
  readonly matchPercent: number;
  readonly maxBonus: Units;
  readonly minDeposit: Units;
  readonly qualifyingDeposit: 'first' | 'latest';
  readonly wageringMultiplier: number;
  readonly validDays: number;
  readonly currencies: readonly string[];
  readonly weights: GameWeights;
}

export interface PlayerBonus {
  readonly id: string;
  readonly playerId: number;
  readonly offerId: string;
  readonly currency: string;
  readonly amount: Units;
  readonly wageringRequirement: Units;
  readonly wagered: Units;
  readonly balance: Units;
  readonly state: BonusState;
  readonly grantedAt: Date;
  readonly expiresAt: Date;
  readonly endedAt: Date | null;
  readonly wageringMultiplier: number;
  readonly weights: GameWeights;
}

export type OptInRefusal = 'OFFER_NOT_FOUND' | 'BONUS_ACTIVE' | 'CURRENCY_NOT_OFFERED' | 'NO_QUALIFYING_DEPOSIT';

interface OfferRow {
  id: string;
  promotion_id: string;
  match_percent: number;
  max_bonus: string;
  min_deposit: string;
  qualifying_deposit: 'first' | 'latest';
  wagering_multiplier: number;
  valid_days: number;
  currencies: string[];
  weights: Record<string, unknown>;
}

const weightsOf = (raw: Record<string, unknown>): GameWeights => {
  const weight = (kind: GameKind) => {
    const value = raw[kind];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100 ? value : 0;
  };
  return { slot: weight('slot'), roulette: weight('roulette'), live: weight('live'), virtual: weight('virtual') };
};

const offerOf = (row: OfferRow): BonusOffer => ({
  id: row.id,
  promotionId: row.promotion_id,
  matchPercent: row.match_percent,
  maxBonus: unitsOf(row.max_bonus),
  minDeposit: unitsOf(row.min_deposit),
  qualifyingDeposit: row.qualifying_deposit,
  wageringMultiplier: row.wagering_multiplier,
  validDays: row.valid_days,
  currencies: row.currencies,
  weights: weightsOf(row.weights),
});

const offerColumns = `id, promotion_id, match_percent, max_bonus::text AS max_bonus, min_deposit::text AS min_deposit, qualifying_deposit,
  wagering_multiplier, valid_days, currencies, weights`;

export async function bonusOffers(db: Queryable): Promise<BonusOffer[]> {
  return (await db.query<OfferRow>(`SELECT ${offerColumns} FROM bonus_offers ORDER BY id`)).rows.map(offerOf);
}

interface BonusRow {
  id: string;
  player_id: number;
  offer_id: string;
  currency: string;
  amount: string;
  wagering_requirement: string;
  wagered: string;
  balance: string;
  state: BonusState;
  granted_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  wagering_multiplier: number;
  weights: Record<string, unknown>;
}

const bonusOf = (row: BonusRow): PlayerBonus => ({
  id: row.id,
  playerId: row.player_id,
  offerId: row.offer_id,
  currency: row.currency,
  amount: unitsOf(row.amount),
  wageringRequirement: unitsOf(row.wagering_requirement),
  wagered: unitsOf(row.wagered),
  balance: unitsOf(row.balance),
  state: row.state,
  grantedAt: row.granted_at,
  expiresAt: row.expires_at,
  endedAt: row.ended_at,
  wageringMultiplier: row.wagering_multiplier,
  weights: weightsOf(row.weights),
});

const bonusSelect = `SELECT b.id::text AS id, b.player_id, b.offer_id, b.currency, b.amount::text AS amount, b.wagering_requirement::text AS wagering_requirement,
  b.wagered::text AS wagered, b.balance::text AS balance, b.state, b.granted_at, b.expires_at, b.ended_at, o.wagering_multiplier, o.weights
  FROM player_bonuses b JOIN bonus_offers o ON o.id = b.offer_id`;

/** The player's bonuses, newest first (at most 50). */
export async function playerBonuses(db: Queryable, playerId: number): Promise<PlayerBonus[]> {
  return (await db.query<BonusRow>(`${bonusSelect} WHERE b.player_id = $1 ORDER BY b.granted_at DESC, b.id DESC LIMIT 50`, [playerId])).rows.map(bonusOf);
}

async function activeBonus(db: Queryable, playerId: number): Promise<PlayerBonus | undefined> {
  const row = (await db.query<BonusRow>(`${bonusSelect} WHERE b.player_id = $1 AND b.state = 'active' FOR UPDATE OF b`, [playerId])).rows[0];
  return row === undefined ? undefined : bonusOf(row);
}

const minUnits = (a: Units, b: Units): Units => (a < b ? a : b);

/** Rounded down to the currency's minor units. */
const toMinor = (units: Units, currency: string): Units => {
  const step = 10n ** BigInt(8 - currencyDecimals(currency));
  return (units / step) * step;
};

async function findDeposit(db: Queryable, playerId: number, currency: string, which: 'first' | 'latest'): Promise<{ id: string; amount: Units } | undefined> {
  const order = which === 'first' ? 'ASC' : 'DESC';
  const row = (
    await db.query<{ id: string; amount: string }>(
      `SELECT t.id::text AS id, e.amount::text AS amount
       FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE a.player_id = $1 AND a.kind = 'cash' AND a.currency = $2 AND t.kind = 'deposit' AND e.amount > 0
       ORDER BY t.created_at ${order}, t.id ${order} LIMIT 1`,
      [playerId, currency],
    )
  ).rows[0];
  return row === undefined ? undefined : { id: row.id, amount: unitsOf(row.amount) };
}

/**
 * BON-01, BON-02, BON-03: grants the offer's bonus to the player who opted in: the offer's percent of
 * the qualifying deposit (the first or the latest, at least the offer's minimum, not matched before),
 * up to its maximum, as bonus money (house_bonuses → bonus), to be wagered `multiplier` times within
 * `validDays`. Refused while another bonus is active.
 */
export async function grantBonus(
  db: Queryable,
  player: { readonly playerId: number; readonly currency: string },
  offerId: string,
  at: Date,
): Promise<{ readonly granted: PlayerBonus } | { readonly refused: OptInRefusal }> {
  const offerRow = (await db.query<OfferRow>(`SELECT ${offerColumns} FROM bonus_offers WHERE id = $1`, [offerId])).rows[0];
  if (offerRow === undefined) return { refused: 'OFFER_NOT_FOUND' };
  const offer = offerOf(offerRow);
  await expireDueBonus(db, player.playerId, at);
  if ((await activeBonus(db, player.playerId)) !== undefined) return { refused: 'BONUS_ACTIVE' };
  if (!offer.currencies.includes(player.currency)) return { refused: 'CURRENCY_NOT_OFFERED' };
  const deposit = await findDeposit(db, player.playerId, player.currency, offer.qualifyingDeposit);
  if (deposit === undefined || deposit.amount < offer.minDeposit) return { refused: 'NO_QUALIFYING_DEPOSIT' };
  const used = await db.query('SELECT 1 FROM player_bonuses WHERE deposit_transaction_id = $1', [deposit.id]);
  if (used.rows.length > 0) return { refused: 'NO_QUALIFYING_DEPOSIT' };

  const amount = toMinor(minUnits(offer.maxBonus, (deposit.amount * BigInt(offer.matchPercent)) / 100n), player.currency);
  if (amount <= 0n) return { refused: 'NO_QUALIFYING_DEPOSIT' };
  const requirement = amount * BigInt(offer.wageringMultiplier);
  const expiresAt = new Date(at.getTime() + offer.validDays * 86_400_000);
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO player_bonuses (player_id, offer_id, currency, amount, wagering_requirement, balance, state, granted_at, expires_at, deposit_transaction_id)
     VALUES ($1, $2, $3, $4, $5, $4, 'active', $6, $7, $8) RETURNING id::text AS id`,
    [player.playerId, offer.id, player.currency, decimalOf(amount), decimalOf(requirement), at, expiresAt, deposit.id],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('The bonus was not stored');
  await postTransaction(db, {
    kind: 'bonus_grant',
    idempotencyKey: `bonus:${id}:grant`,
    reference: `bonus:${id}`,
    at,
    postings: [
      { account: houseAccount('house_bonuses', player.currency), amount: -amount },
      { account: playerAccount(player.playerId, 'bonus', player.currency), amount },
    ],
  });
  // BON-01: the wallet reports the Bonus balance apart from now on, even if it was given other types only.
  await db.query("SELECT wallet_report_balance_type($1, 'Bonus', $2)", [player.playerId, player.currency]);
  const granted = (await playerBonuses(db, player.playerId)).find((bonus) => bonus.id === id);
  if (granted === undefined) throw new Error('The bonus was not stored');
  return { granted };
}

/**
 * Ends an active bonus: its money (what is left of it, never more than the bonus account holds)
 * leaves the bonus account in one ledger transaction, to cash when completed (BON-05), to the house
 * when expired or forfeited (BON-06, BON-07).
 */
async function endBonus(db: Queryable, bonus: PlayerBonus, state: Exclude<BonusState, 'active'>, balance: Units, wagered: Units, bonusAccount: Units, at: Date): Promise<Units> {
  const moved = minUnits(balance, bonusAccount > 0n ? bonusAccount : 0n);
  if (moved > 0n) {
    const to = state === 'completed' ? playerAccount(bonus.playerId, 'cash', bonus.currency) : houseAccount('house_bonuses', bonus.currency);
    await postTransaction(db, {
      kind: state === 'completed' ? 'bonus_conversion' : state === 'expired' ? 'bonus_expiry' : 'bonus_forfeit',
      idempotencyKey: `bonus:${bonus.id}:end`,
      reference: `bonus:${bonus.id}`,
      at,
      postings: [
        { account: playerAccount(bonus.playerId, 'bonus', bonus.currency), amount: -moved },
        { account: to, amount: moved },
      ],
    });
  }
  await db.query("UPDATE player_bonuses SET state = $2, balance = 0, wagered = $3, ended_at = $4 WHERE id = $1 AND state = 'active'", [
    bonus.id,
    state,
    decimalOf(wagered),
    at,
  ]);
  return moved;
}

async function bonusAccountBalance(db: Queryable, playerId: number, currency: string): Promise<Units> {
  const row = (await db.query<{ amount: string }>("SELECT balance::text AS amount FROM ledger_accounts WHERE player_id = $1 AND kind = 'bonus' AND currency = $2", [playerId, currency])).rows[0];
  return unitsOf(row?.amount ?? '0');
}

/** BON-06: the player's active bonus, when past its expiry at `at`, expires: its money is removed. Answers what was removed. */
export async function expireDueBonus(db: Queryable, playerId: number, at: Date): Promise<Units> {
  const bonus = await activeBonus(db, playerId);
  if (bonus === undefined || bonus.expiresAt.getTime() > at.getTime()) return 0n;
  return endBonus(db, bonus, 'expired', bonus.balance, bonus.wagered, await bonusAccountBalance(db, playerId, bonus.currency), at);
}

/** BON-07: the player gives up their active bonus: its remaining money is removed and its progress lost. */
export async function forfeitBonus(db: Queryable, playerId: number, bonusId: string, at: Date): Promise<{ readonly forfeited: PlayerBonus } | { readonly refused: 'BONUS_NOT_ACTIVE' }> {
  await expireDueBonus(db, playerId, at);
  const bonus = await activeBonus(db, playerId);
  if (bonus === undefined || bonus.id !== bonusId) return { refused: 'BONUS_NOT_ACTIVE' };
  await endBonus(db, bonus, 'forfeited', bonus.balance, bonus.wagered, await bonusAccountBalance(db, playerId, bonus.currency), at);
  const forfeited = (await playerBonuses(db, playerId)).find((each) => each.id === bonusId);
  if (forfeited === undefined) throw new Error('The bonus went missing');
  return { forfeited };
}

/**
 * Before a round's stake is decided, with one read: the player's active bonus, and when it is past
 * its expiry (BON-06) its money removed first; answers the held amounts as they are then and the
 * bonus still active (or null).
 */
export async function bonusBeforeRound(
  db: Queryable,
  playerId: number,
  currency: string,
  held: readonly HeldAmount[],
  at: Date,
): Promise<{ readonly held: readonly HeldAmount[]; readonly bonus: PlayerBonus | null }> {
  const bonus = await activeBonus(db, playerId);
  if (bonus === undefined) return { held, bonus: null };
  if (bonus.expiresAt.getTime() > at.getTime()) return { held, bonus };
  const inAccount = held.filter((account) => account.kind === 'bonus' && account.currency === bonus.currency).reduce((sum, account) => sum + account.amount, 0n);
  const removed = await endBonus(db, bonus, 'expired', bonus.balance, bonus.wagered, inAccount, at);
  return { held: held.map((account) => (account.kind === 'bonus' && account.currency === bonus.currency ? { ...account, amount: account.amount - removed } : account)), bonus: null };
}

export interface WageredRound {
  readonly playerId: number;
  readonly currency: string;
  readonly gameKind: GameKind | null;
  readonly stake: Units;
  /** The part of the stake the bonus account paid. */
  readonly fromBonus: Units;
  readonly win: Units;
  /** The bonus account once the bet was posted, before the win. */
  readonly bonusAccountAfterBet: Units;
  readonly at: Date;
}

/**
 * BON-04, BON-05: the part of a real-money round's win that the bonus's money staked (its share of
 * the stake) and, once the win is posted, the wagering the stake adds (its game's weight), with the
 * conversion when the requirement is met. Called by `settleRealMoneyRound` inside the round's
 * database transaction, so the round, its wagering and the conversion land together or not at all.
 */
export function bonusShareOfRound(bonus: PlayerBonus | null, round: WageredRound): { bonus: PlayerBonus; fromBonusMoney: Units; winToBonus: Units } | null {
  if (bonus === null || bonus.currency !== round.currency) return null;
  const fromBonusMoney = minUnits(round.fromBonus, bonus.balance);
  const winToBonus = round.stake > 0n ? toMinor((round.win * fromBonusMoney) / round.stake, round.currency) : 0n;
  return { bonus, fromBonusMoney, winToBonus };
}

export async function advanceWagering(
  db: Queryable,
  round: WageredRound,
  share: { bonus: PlayerBonus; fromBonusMoney: Units; winToBonus: Units },
): Promise<void> {
  const { bonus } = share;
  const weight = round.gameKind === null ? 0 : bonus.weights[round.gameKind];
  const counted = (round.stake * BigInt(weight)) / 100n;
  const wagered = minUnits(bonus.wageringRequirement, bonus.wagered + counted);
  const balance = bonus.balance - share.fromBonusMoney + share.winToBonus;
  if (wagered >= bonus.wageringRequirement) {
    await endBonus(db, bonus, 'completed', balance, wagered, round.bonusAccountAfterBet + share.winToBonus, round.at);
    return;
  }
  await db.query('UPDATE player_bonuses SET wagered = $2, balance = $3 WHERE id = $1', [bonus.id, decimalOf(wagered), decimalOf(balance < 0n ? 0n : balance)]);
}

/** The currency the player's wallet reports in (the wallet's own record of it). */
export async function walletCurrency(db: Queryable, playerId: number): Promise<string | undefined> {
  return (await db.query<{ currency: string }>('SELECT currency FROM wallet_reported_balances WHERE player_id = $1 ORDER BY position LIMIT 1', [playerId])).rows[0]?.currency;
}

/** Whether the player's active bonus is past its expiry at `at` (a read, before taking the lock to expire it). */
export async function hasDueBonus(db: Queryable, playerId: number, at: Date): Promise<boolean> {
  return (await db.query("SELECT 1 FROM player_bonuses WHERE player_id = $1 AND state = 'active' AND expires_at <= $2", [playerId, at])).rows.length > 0;
}
