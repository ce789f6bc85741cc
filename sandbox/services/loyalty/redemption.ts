import type { Database, Queryable } from '../../kernel/database/database.ts';
import { exclusionAnswer } from '../responsible-gambling/index.ts';
import { formatMinor, minorUnitsOf, unitsOf } from '../../kernel/money.ts';
import { accountId, heldByPlayer, houseAccount, playerAccount, postTransaction } from '../wallet/index.ts';
import { POINTS_PER_UNIT, redeemablePoints } from './loyalty-accounts.ts';

/** `Idempotency-Key`: 8–64 of A–Z a–z 0–9 _ - (docs/api.md, "Idempotency"). */
export const idempotencyKeyFormat = /^[A-Za-z0-9_-]{8,64}$/;

/** The most points one request may name: far above any account, and worth a safe integer of minor units in every currency. */
const MAX_POINTS_ASKED = 1e9;

/** `points` of a redeem body: a positive whole multiple of 100, or null. */
export function pointsAsked(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { points } = body as { points?: unknown };
  if (typeof points !== 'number' || !Number.isSafeInteger(points) || points <= 0 || points > MAX_POINTS_ASKED) return null;
  return points % POINTS_PER_UNIT === 0 ? points : null;
}

export interface RedemptionAnswer {
  readonly status: number;
  readonly body: unknown;
}

interface StoredRedemption {
  requested: { points: number };
  status: number;
  answer: unknown;
}

interface RedeemingPlayer {
  points: string;
  excluded: boolean;
  currency: string;
  language: string;
}

const error = (status: number, errorCode: string, message: string): RedemptionAnswer => ({ status, body: { errorCode, message } });

const tooLarge: RedemptionAnswer = { status: 422, body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'points', cause: 'TOO_LARGE' }] } };

async function playerCurrency(tx: Queryable, playerId: number): Promise<{ currency: string }> {
  const row = (await tx.query<{ currency: string }>('SELECT currency FROM profiles WHERE player_id = $1', [playerId])).rows[0];
  if (row === undefined) throw new Error(`No player ${playerId}`);
  return row;
}

async function lockedPlayer(tx: Queryable, playerId: number): Promise<RedeemingPlayer> {
  const result = await tx.query<RedeemingPlayer>(
    `SELECT l.points::text AS points, l.excluded, p.currency, p.language
     FROM loyalty_accounts l JOIN profiles p ON p.player_id = l.player_id
     WHERE l.player_id = $1 FOR UPDATE OF l`,
    [playerId],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error(`Player ${playerId} has no loyalty account`);
  return row;
}

async function storedRedemption(tx: Queryable, playerId: number, key: string): Promise<StoredRedemption | undefined> {
  const result = await tx.query<StoredRedemption>('SELECT requested, status, answer FROM loyalty_redemptions WHERE player_id = $1 AND idempotency_key = $2', [
    playerId,
    key,
  ]);
  return result.rows[0];
}

async function store(tx: Queryable, playerId: number, key: string, points: number, answer: RedemptionAnswer, at: Date): Promise<RedemptionAnswer> {
  await tx.query(
    `INSERT INTO loyalty_redemptions (player_id, idempotency_key, requested, status, answer, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [playerId, key, JSON.stringify({ points }), answer.status, JSON.stringify(answer.body), at],
  );
  return answer;
}

/**
 * LOY-05: redeems `points` for bonus money (100 points = 1.00 of the player's currency), in one
 * database transaction: the points leave the loyalty account and house_loyalty pays the bonus
 * account. Only spendable points are spent: status points, and so the tier, stay as they were. The player's loyalty row stays locked meanwhile, so two redemptions, or a redemption and
 * the points a bet earns, are decided one after the other. Every decided answer is stored under the
 * key: the same key and body answer it again, and move nothing.
 */
export async function redeemPoints(db: Database, playerId: number, key: string, points: number, at: Date): Promise<RedemptionAnswer> {
  return db.transaction(async (tx) => {
    // Locks in the order a bet takes them (the player's ledger accounts, then the loyalty account), so
    // a redemption and a round of the same player wait for each other instead of deadlocking.
    const { currency } = await playerCurrency(tx, playerId);
    const bonusAccount = playerAccount(playerId, 'bonus', currency);
    await accountId(tx, bonusAccount);
    await heldByPlayer(tx, playerId, { lock: true });
    const player = await lockedPlayer(tx, playerId);
    const stored = await storedRedemption(tx, playerId, key);
    if (stored !== undefined) {
      return stored.requested.points === points
        ? { status: stored.status, body: stored.answer }
        : error(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another redemption.');
    }
    // SG-09: not stored, so the same key works once the player's break is over.
    const onBreak = await exclusionAnswer(tx, playerId, at.getTime());
    if (onBreak !== null) return onBreak;
    if (player.excluded) return store(tx, playerId, key, points, error(403, 'LOYALTY_EXCLUDED', 'The player is excluded from the loyalty programme.'), at);
    const held = Number(player.points);
    if (points > redeemablePoints(held)) return store(tx, playerId, key, points, tooLarge, at);

    const remaining = await tx.query<{ points: string }>('UPDATE loyalty_accounts SET points = points - $2 WHERE player_id = $1 RETURNING points::text AS points', [
      playerId,
      points,
    ]);
    const bonus = unitsOf(String(points / POINTS_PER_UNIT));
    const bonusAmount = minorUnitsOf(bonus, player.currency);
    await postTransaction(tx, {
      kind: 'redemption',
      idempotencyKey: `loyalty-redemption:${playerId}:${key}`,
      reference: `loyalty-redemption:${key}`,
      at,
      postings: [
        { account: houseAccount('house_loyalty', player.currency), amount: -bonus },
        { account: bonusAccount, amount: bonus },
      ],
    });
    const answer = {
      redeemedPoints: points,
      bonusAmount,
      currency: player.currency,
      formattedAmount: formatMinor(bonusAmount, player.currency, player.language),
      remainingPoints: Number(remaining.rows[0]?.points ?? '0'),
    };
    return store(tx, playerId, key, points, { status: 200, body: answer }, at);
  });
}
