// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { balancesOf, gameWhere, playRound, startGame } from '../../test-support/game-play.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();

let keys = 0;
const freshKey = (): string => `redeem-${process.pid}-${(keys += 1)}`;

/** A new player with these loyalty points and a wallet that reports its bonus money. */
async function playerWith(patch: Record<string, unknown>) {
  const player = await sandbox.createPlayer({
    balances: [
      { type: 'Playable', amount: 10 },
      { type: 'Withdrawable', amount: 10 },
      { type: 'Bonus', amount: 0 },
    ],
    ...patch,
  });
  const session = await sandbox.sessionFor(player.username, player.password);
  return { ...player, session };
}

const redeem = (session: string, body: unknown, key: string | null = freshKey()) =>
  sandbox.request('POST', `/services/loyalty-points/v1/players/${session}/redeem`, { body, headers: key === null ? {} : { 'Idempotency-Key': key } });

const loyaltyOf = async (session: string) => record((await sandbox.request('GET', `/services/loyalty-points/v2/players/${session}/external`)).body);

const ledgerOf = async (username: string) =>
  (await sandbox.control('GET', `/sandbox/control/players/${encodeURIComponent(username)}/ledger`)).body as { kind: string; lines: { account: string; amount: number | string }[] }[];

describe('redeeming loyalty points (LOY-05)', () => {
  it('turns points into bonus money from the house loyalty account, and says what is left', async () => {
    const { username, session } = await playerWith({ loyaltyPoints: 1234.99 });
    const answer = await redeem(session, { points: 1200 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ redeemedPoints: 1200, bonusAmount: 1200, currency: 'EUR', formattedAmount: '€12.00', remainingPoints: 34.99 });
    expect(await balancesOf(sandbox, session)).toMatchObject({ Bonus: 12, Playable: 22, Withdrawable: 10 });
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 34.99, redemptionPoints: 0, statusPoints: 1234.99, currentTierId: 'bronze' });
    const [latest] = await ledgerOf(username);
    expect(latest?.kind).toBe('redemption');
    expect(latest?.lines.map((line) => [line.account, Number(line.amount)]).sort()).toEqual([
      ['bonus', 12],
      ['house_loyalty', -12],
    ]);
  });

  it('never lowers the tier: redeeming 1,200 of 1,240 points keeps Bronze, and the way to Silver is as long as before (LOYP-01)', async () => {
    const { session } = await playerWith({ loyaltyPoints: 1240 });
    expect(await loyaltyOf(session)).toMatchObject({ currentTierId: 'bronze', tierPoints: 1240, statusPoints: 1240, nextTierId: 'silver', statusPointsToNextTier: 3760 });
    expect((await redeem(session, { points: 1200 })).status).toBe(200);
    expect(await loyaltyOf(session)).toMatchObject({ currentTierId: 'bronze', tierPoints: 40, redemptionPoints: 0, statusPoints: 1240, nextTierId: 'silver', statusPointsToNextTier: 3760 });
  });

  it('pays in the minor units of the player currency', async () => {
    const { session } = await playerWith({ currency: 'JPY', balances: [{ type: 'Playable', amount: 100 }, { type: 'Bonus', amount: 0 }], loyaltyPoints: 500 });
    const answer = await redeem(session, { points: 500 });
    expect(answer.body).toMatchObject({ bonusAmount: 5, currency: 'JPY', remainingPoints: 0 });
    expect(await balancesOf(sandbox, session)).toMatchObject({ Bonus: 5 });
  });

  it('answers a retry with the first answer and moves nothing; the key with another body is 409', async () => {
    const { username, session } = await playerWith({ loyaltyPoints: 1000 });
    const key = freshKey();
    const first = await redeem(session, { points: 500 }, key);
    const again = await redeem(session, { points: 500 }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balancesOf(sandbox, session)).toMatchObject({ Bonus: 5 });
    expect((await ledgerOf(username)).filter((entry) => entry.kind === 'redemption')).toHaveLength(1);
    const reused = await redeem(session, { points: 100 }, key);
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 500 });
  });

  it('keeps the key per player: another player may use the same one', async () => {
    const ada = await playerWith({ loyaltyPoints: 300 });
    const bea = await playerWith({ loyaltyPoints: 300 });
    const key = freshKey();
    expect((await redeem(ada.session, { points: 100 }, key)).status).toBe(200);
    expect((await redeem(bea.session, { points: 200 }, key)).body).toMatchObject({ redeemedPoints: 200, remainingPoints: 100 });
  });

  it('refuses more points than the player may redeem with 422 TOO_LARGE, moving nothing', async () => {
    const { session } = await playerWith({ loyaltyPoints: 1299.5 });
    const answer = await redeem(session, { points: 1300 });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'points', cause: 'TOO_LARGE' }] });
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 1299.5 });
    expect(await balancesOf(sandbox, session)).toMatchObject({ Bonus: 0 });
  });

  it('refuses an excluded player with 403 LOYALTY_EXCLUDED', async () => {
    const { session } = await playerWith({ loyaltyPoints: 5000, loyaltyExcluded: true });
    const answer = await redeem(session, { points: 100 });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ errorCode: 'LOYALTY_EXCLUDED' });
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 5000 });
  });

  it.each([[{ points: 150 }], [{ points: 0 }], [{ points: -100 }], [{ points: 100.5 }], [{ points: '100' }], [{ points: null }], [{}], [[100]], [{ points: 1e20 }]])(
    'refuses the body %j with 422 points INVALID_FORMAT',
    async (body) => {
      const { session } = await playerWith({ loyaltyPoints: 5000 });
      const answer = await redeem(session, body);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ fieldErrors: [{ field: 'points', cause: 'INVALID_FORMAT' }] });
    },
  );

  it.each([[null], ['short'], ['has space in it'], ['x'.repeat(65)], ['bad/key/here']])('refuses the Idempotency-Key %j with 422', async (key) => {
    const { session } = await playerWith({ loyaltyPoints: 5000 });
    const answer = await redeem(session, { points: 100 }, key);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ fieldErrors: [{ field: 'Idempotency-Key', cause: 'INVALID_FORMAT' }] });
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 5000 });
  });

  it('decides concurrent redemptions one after the other: never more points than the player had', async () => {
    const { session } = await playerWith({ loyaltyPoints: 1000 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(session, { points: 300 })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(5);
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 100 });
    expect(await balancesOf(sandbox, session)).toMatchObject({ Bonus: 9 });
  });

  it('refuses an unknown session, and a request that is not JSON', async () => {
    expect((await redeem('not-a-session-id-at-all', { points: 100 })).status).toBe(401);
    const { session } = await playerWith({ loyaltyPoints: 5000 });
    const form = await fetch(`${sandbox.url}/services/loyalty-points/v1/players/${session}/redeem`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': freshKey() },
      body: 'points=100',
    });
    expect(form.status).toBe(415);
  });
});

describe('earning loyalty points', () => {
  const slot = gameWhere((game) => game.kind === 'slot' && !game.jackpot && game.practicePlay);

  it('earns 10 points per 1.00 staked with real money, in the round, and none in practice play', async () => {
    const { session } = await playerWith({ loyaltyPoints: 0, balances: [{ type: 'Playable', amount: 50 }] });
    const real = await startGame(sandbox, slot.id, session, 'real');
    expect((await playRound(sandbox, real.playToken, { stake: 1 })).status).toBe(200);
    expect((await playRound(sandbox, real.playToken, { stake: 0.5 })).status).toBe(200);
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 15, statusPoints: 15 });
    const practice = await startGame(sandbox, slot.id, null, 'practice');
    expect((await playRound(sandbox, practice.playToken, { stake: 1 })).status).toBe(200);
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 15, statusPoints: 15 });
  });

  it('grows status points with play, never with redemption: they carry the player up a tier (LOYP-03)', async () => {
    const { session } = await playerWith({ loyaltyPoints: 200, loyaltyStatusPoints: 4995, balances: [{ type: 'Playable', amount: 50 }] });
    expect(await loyaltyOf(session)).toMatchObject({ currentTierId: 'bronze', statusPointsToNextTier: 5 });
    expect((await redeem(session, { points: 200 })).status).toBe(200);
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 0, statusPoints: 4995, currentTierId: 'bronze' });
    const real = await startGame(sandbox, slot.id, session, 'real');
    expect((await playRound(sandbox, real.playToken, { stake: 1 })).status).toBe(200);
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 10, statusPoints: 5005, currentTierId: 'silver', nextTierId: 'gold', statusPointsToNextTier: 14995 });
  });

  it('earns nothing for a refused round, and once for a retried one', async () => {
    const { session } = await playerWith({ loyaltyPoints: 0, balances: [{ type: 'Playable', amount: 2 }] });
    const real = await startGame(sandbox, slot.id, session, 'real');
    const refused = await playRound(sandbox, real.playToken, { stake: 10 });
    expect(refused.status).toBe(402);
    expect(text(record(refused.body).errorCode)).toBe('INSUFFICIENT_FUNDS');
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 0 });
    const key = `round-retry-${process.pid}`;
    expect((await playRound(sandbox, real.playToken, { stake: 1, idempotencyKey: key })).status).toBe(200);
    expect((await playRound(sandbox, real.playToken, { stake: 1, idempotencyKey: key })).status).toBe(200);
    expect(await loyaltyOf(session)).toMatchObject({ tierPoints: 10 });
  });
});
