// @vitest-environment node
// Bonuses with wagering (issue 22, docs/bonus-rules.md): opt-in and its refusals, wagering advanced by
// each real-money round in the round's own transaction, conversion, expiry, forfeit, and two rounds at
// once, with the ledger's totals still equal to its entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/database/database.ts';
import { unitsOf } from '../../kernel/money.ts';
import { openTestDatabase } from '../../test-support/harness.ts';
import { listBalances } from './balances.ts';
import { forfeitBonus, grantBonus, playerBonuses } from './bonuses.ts';
import { settleRealMoneyRound } from './game-bets.ts';
import { balanceOf, houseAccount, lockForStake, playerAccount, postTransaction, runningBalanceMismatches } from './ledger.ts';
import { periodSumMismatches } from './period-sums.ts';

const STARBURST = 1001; // a slot: 100%
const ROULETTE = 3311; // a table game: 10%
const BLACKJACK = 3421; // a live game: 0%

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const u = (amount: string) => unitsOf(amount);
const day = 86_400_000;
const start = new Date('2026-11-27T12:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

let made = 0;
async function newPlayer(currency = 'EUR', cash = '0', reported: readonly string[] = ['Withdrawable', 'Bonus', 'Playable']): Promise<number> {
  made += 1;
  const inserted = await db.query<{ id: number }>("INSERT INTO players (username, password_hash, created_at) VALUES ($1, 'x', now()) RETURNING id", [
    `bonus-${made}-${Date.now()}@wallet.test`,
  ]);
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('no player');
  for (const [position, type] of reported.entries()) {
    await db.query('INSERT INTO wallet_reported_balances (player_id, position, balance_type, currency) VALUES ($1, $2, $3, $4)', [id, position, type, currency]);
  }
  if (cash !== '0') {
    await postTransaction(db, {
      kind: 'adjustment',
      at: start,
      postings: [
        { account: playerAccount(id, 'cash', currency), amount: u(cash) },
        { account: houseAccount('house_operator_adjustments', currency), amount: -u(cash) },
      ],
    });
  }
  return id;
}

const deposit = (playerId: number, amount: string, currency = 'EUR', at = start) =>
  postTransaction(db, {
    kind: 'deposit',
    at,
    postings: [
      { account: houseAccount('house_payment_provider', currency), amount: -u(amount) },
      { account: playerAccount(playerId, 'cash', currency), amount: u(amount) },
    ],
  });

const optIn = (playerId: number, offerId: string, currency = 'EUR', at = start) =>
  db.transaction(async (tx) => {
    await lockForStake(tx, playerId, currency);
    return grantBonus(tx, { playerId, currency }, offerId, at);
  });

let rounds = 0;
const play = (playerId: number, gameId: number, stake: string, win = '0', at = start) => {
  rounds += 1;
  const key = `bonus-test:${rounds}`;
  return db.transaction(async (tx) =>
    settleRealMoneyRound(tx, await lockForStake(tx, playerId, 'EUR'), {
      playerId,
      currency: 'EUR',
      stake: u(stake),
      win: u(win),
      gameId,
      idempotencyKey: key,
      reference: key,
      at,
    }),
  );
};

const held = async (playerId: number) => ({
  cash: await balanceOf(db, playerAccount(playerId, 'cash', 'EUR')),
  bonus: await balanceOf(db, playerAccount(playerId, 'bonus', 'EUR')),
});

const onlyBonus = async (playerId: number) => {
  const [bonus] = await playerBonuses(db, playerId);
  if (bonus === undefined) throw new Error('no bonus');
  return bonus;
};

const ledgerKinds = async (playerId: number) =>
  (
    await db.query<{ kind: string }>(
      `SELECT DISTINCT t.kind FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.player_id = $1 ORDER BY t.kind`,
      [playerId],
    )
  ).rows.map((row) => row.kind);

describe('bonuses with wagering', { timeout: 60_000 }, () => {
  it('BON-02: opting in grants the offer’s match of the qualifying deposit, up to its maximum, as bonus money with its requirement and expiry', async () => {
    // A wallet that reported no Bonus balance reports it once a bonus is granted.
    const ada = await newPlayer('EUR', '0', ['Playable', 'Withdrawable']);
    await deposit(ada, '25.00');
    await deposit(ada, '400.00', 'EUR', later(1000));
    const answer = await optIn(ada, 'welcome');
    expect('granted' in answer && answer.granted).toMatchObject({
      offerId: 'welcome',
      state: 'active',
      amount: u('25'), // the first deposit, matched 100%
      balance: u('25'),
      wageringRequirement: u('750'), // 30 times
      wagered: 0n,
      expiresAt: later(30 * day),
    });
    expect(await held(ada)).toEqual({ cash: u('425'), bonus: u('25') });
    const balances = await listBalances(db, ada);
    expect(balances.find((balance) => balance.type === 'Withdrawable')?.amount).toBe(425);
    expect(balances.find((balance) => balance.type === 'Bonus')?.amount).toBe(25);
    expect(balances.find((balance) => balance.type === 'Playable')?.amount).toBe(450);

    const bob = await newPlayer();
    await deposit(bob, '10.00');
    await deposit(bob, '300.00', 'EUR', later(1000));
    const weekend = await optIn(bob, 'weekend');
    // The latest deposit, matched 50%, up to 50.
    expect('granted' in weekend && weekend.granted.amount).toBe(u('50'));
  });

  it('BON-03: opt-in is refused with its reason: an active bonus, no qualifying deposit, a deposit already matched, another currency, an unknown offer', async () => {
    const cleo = await newPlayer();
    expect(await optIn(cleo, 'welcome')).toEqual({ refused: 'NO_QUALIFYING_DEPOSIT' });
    await deposit(cleo, '19.99');
    expect(await optIn(cleo, 'welcome')).toEqual({ refused: 'NO_QUALIFYING_DEPOSIT' }); // below the minimum of 20
    await deposit(cleo, '40.00', 'EUR', later(1000));
    expect(await optIn(cleo, 'weekend')).toMatchObject({ granted: { amount: u('20') } });
    expect(await optIn(cleo, 'welcome')).toEqual({ refused: 'BONUS_ACTIVE' });
    expect(await optIn(cleo, 'nothing-like-it')).toEqual({ refused: 'OFFER_NOT_FOUND' });
    const bonus = await onlyBonus(cleo);
    await db.transaction((tx) => forfeitBonus(tx, cleo, bonus.id, later(2000)));
    // The latest deposit was matched already.
    expect(await optIn(cleo, 'weekend', 'EUR', later(3000))).toEqual({ refused: 'NO_QUALIFYING_DEPOSIT' });

    const yen = await newPlayer('JPY');
    await deposit(yen, '5000', 'JPY');
    expect(await optIn(yen, 'welcome', 'JPY')).toEqual({ refused: 'CURRENCY_NOT_OFFERED' });
    expect(await ledgerKinds(yen)).toEqual(['deposit']);
  });

  it('BON-04: each real-money round adds its stake at its game’s weight (slots 100%, table games 10%, live 0%) in the round’s own transaction', async () => {
    const dan = await newPlayer('EUR', '100');
    await deposit(dan, '20.00');
    await optIn(dan, 'welcome');
    await play(dan, STARBURST, '2.00');
    expect((await onlyBonus(dan)).wagered).toBe(u('2'));
    await play(dan, ROULETTE, '5.00');
    expect((await onlyBonus(dan)).wagered).toBe(u('2.5'));
    await play(dan, BLACKJACK, '5.00');
    expect((await onlyBonus(dan)).wagered).toBe(u('2.5'));

    // A round whose transaction fails moves neither money nor wagering.
    const before = await held(dan);
    await expect(
      db.transaction(async (tx) => {
        await settleRealMoneyRound(tx, await lockForStake(tx, dan, 'EUR'), {
          playerId: dan, currency: 'EUR', stake: u('3'), win: 0n, gameId: STARBURST, idempotencyKey: 'bonus-test:failing', reference: 'failing', at: start,
        });
        throw new Error('the round could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    expect((await onlyBonus(dan)).wagered).toBe(u('2.5'));
    expect(await held(dan)).toEqual(before);
  });

  it('BON-04: what the bonus money stakes, and what that part wins, stays bonus money until the requirement is met', async () => {
    const eve = await newPlayer();
    await deposit(eve, '20.00');
    await optIn(eve, 'welcome');
    // The deposit's cash pays first; the next stake is the bonus's.
    await play(eve, STARBURST, '20.00');
    await play(eve, STARBURST, '10.00', '30.00');
    expect(await held(eve)).toEqual({ cash: 0n, bonus: u('40') });
    expect(await onlyBonus(eve)).toMatchObject({ balance: u('40'), wagered: u('30') });
  });

  it('BON-05: the round that meets the requirement converts the bonus to withdrawable money in that same transaction', async () => {
    const fay = await newPlayer('EUR', '1000');
    await deposit(fay, '20.00');
    await optIn(fay, 'welcome'); // 20, to wager 600
    await play(fay, STARBURST, '300.00');
    expect(await onlyBonus(fay)).toMatchObject({ state: 'active', wagered: u('300') });
    await play(fay, STARBURST, '400.00', '100.00');
    expect(await onlyBonus(fay)).toMatchObject({ state: 'completed', wagered: u('600'), balance: 0n });
    expect(await held(fay)).toEqual({ cash: u('1020') - u('700') + u('100') + u('20'), bonus: 0n });
    const conversion = await db.query<{ reference: string; bet: string }>(
      `SELECT c.reference, (SELECT count(*) FROM ledger_transactions b WHERE b.kind = 'bet' AND b.created_at = c.created_at AND b.idempotency_key LIKE 'bonus-test:%')::text AS bet
       FROM ledger_transactions c WHERE c.kind = 'bonus_conversion' AND c.reference = $1`,
      [`bonus:${(await onlyBonus(fay)).id}`],
    );
    expect(conversion.rows).toHaveLength(1);
    // Further rounds count toward nothing.
    await play(fay, STARBURST, '1.00');
    expect(await onlyBonus(fay)).toMatchObject({ state: 'completed', wagered: u('600') });
  });

  it('BON-06: past its expiry a bonus is expired, its remaining money removed in the ledger, before the next stake is decided', async () => {
    const gus = await newPlayer();
    await deposit(gus, '20.00');
    await optIn(gus, 'welcome');
    await play(gus, STARBURST, '20.00'); // the cash is gone; the bonus's 20 remain
    expect(await play(gus, STARBURST, '5.00', '0', later(30 * day - 1))).toMatchObject({ settled: true, playable: u('15') });
    expect(await play(gus, STARBURST, '5.00', '0', later(30 * day))).toEqual({ settled: false, reason: 'INSUFFICIENT_FUNDS', playable: 0n });
    expect(await onlyBonus(gus)).toMatchObject({ state: 'expired', balance: 0n, wagered: u('25'), endedAt: later(30 * day) });
    expect(await held(gus)).toEqual({ cash: 0n, bonus: 0n });
    expect(await ledgerKinds(gus)).toContain('bonus_expiry');
  });

  it('BON-07: forfeiting removes the remaining bonus money and its progress, in the ledger; a bonus that is not active cannot be forfeited', async () => {
    const hal = await newPlayer('EUR', '50');
    await deposit(hal, '30.00');
    await optIn(hal, 'welcome');
    await play(hal, STARBURST, '10.00', '4.00');
    const bonus = await onlyBonus(hal);
    const answer = await db.transaction((tx) => forfeitBonus(tx, hal, bonus.id, later(1000)));
    expect(answer).toMatchObject({ forfeited: { state: 'forfeited', balance: 0n, wagered: u('10') } });
    expect(await held(hal)).toEqual({ cash: u('74'), bonus: 0n });
    expect(await db.transaction((tx) => forfeitBonus(tx, hal, bonus.id, later(2000)))).toEqual({ refused: 'BONUS_NOT_ACTIVE' });
    expect(await ledgerKinds(hal)).toContain('bonus_forfeit');
  });

  it('BON-04: two rounds at once are counted one after the other, and the ledger’s totals still equal its entries', async () => {
    const ivy = await newPlayer('EUR', '100');
    await deposit(ivy, '20.00');
    await optIn(ivy, 'welcome');
    const results = await Promise.all([play(ivy, STARBURST, '3.00'), play(ivy, STARBURST, '4.00'), play(ivy, ROULETTE, '10.00')]);
    expect(results.every((result) => result.settled)).toBe(true);
    expect((await onlyBonus(ivy)).wagered).toBe(u('8'));
    expect(await held(ivy)).toEqual({ cash: u('103'), bonus: u('20') });
    expect(await runningBalanceMismatches(db)).toEqual([]);
    expect(await periodSumMismatches(db)).toEqual([]);
  });
});
