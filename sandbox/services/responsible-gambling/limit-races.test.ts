// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gameWhere, playRound, startGame } from '../../test-support/game-play.ts';
import { record } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { approvedCard, freshPlayer, moneyPost, walletOf } from '../../test-support/payments.ts';

/**
 * SG-14: requests racing each other or a limit change never let a player past a limit. The limit
 * is read under the lock of the player's ledger accounts, in the transaction that moves the money.
 */
const sandbox = useTestSandbox();

const putLimit = (session: string, type: string, period: string, body: unknown) =>
  sandbox.request('PUT', `/services/responsible-gambling/v1/profiles/${session}/limits/${type}/${period}`, { body });
const deposit = (session: string, amount: number) => moneyPost(sandbox, session, 'deposits', { amount, currency: 'EUR', method: 'CARD', card: approvedCard });
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status);
const count = (values: number[], wanted: number) => values.filter((value) => value === wanted).length;

describe('requests racing a limit', { timeout: 60_000 }, () => {
  it('20 concurrent deposits let through only what fits the day limit', async () => {
    const { session } = await freshPlayer(sandbox);
    await putLimit(session, 'DEPOSIT', 'DAY', { amount: 5000, currency: 'EUR' });
    const before = await walletOf(sandbox, session);
    const answers = statuses(await Promise.all(Array.from({ length: 20 }, () => deposit(session, 1000))));
    expect(count(answers, 201)).toBe(5);
    expect(count(answers, 409)).toBe(15);
    expect((await walletOf(sandbox, session)).Playable).toBeCloseTo((before.Playable ?? 0) + 50, 2);
  });

  it('20 concurrent game rounds never wager past the limit', async () => {
    const { session } = await freshPlayer(sandbox);
    await putLimit(session, 'WAGER', 'DAY', { amount: 5000, currency: 'EUR' });
    const game = await startGame(sandbox, gameWhere((candidate) => candidate.kind === 'slot' && !candidate.jackpot).id, session, 'real');
    const answers = statuses(await Promise.all(Array.from({ length: 20 }, () => playRound(sandbox, game.playToken, { stake: 10 }))));
    expect(count(answers, 200)).toBe(5);
    expect(count(answers, 409)).toBe(15);
  });

  it('a raise asked while deposits race does not apply before its cooling-off', async () => {
    const { session } = await freshPlayer(sandbox);
    await putLimit(session, 'DEPOSIT', 'WEEK', { amount: 3000, currency: 'EUR' });
    const requests = [
      ...Array.from({ length: 5 }, () => deposit(session, 1000)),
      putLimit(session, 'DEPOSIT', 'WEEK', { amount: 10_000, currency: 'EUR' }),
      ...Array.from({ length: 5 }, () => deposit(session, 1000)),
    ];
    const answers = await Promise.all(requests);
    const raise = answers[5];
    expect(raise?.body).toMatchObject({ amount: 3000, pending: { amount: 10_000 } });
    const depositStatuses = statuses(answers.filter((_, index) => index !== 5));
    expect(count(depositStatuses, 201)).toBe(3);
    expect(count(depositStatuses, 409)).toBe(7);
  });

  it('a lowering asked while deposits race holds for every deposit decided after it', async () => {
    const { session } = await freshPlayer(sandbox);
    await putLimit(session, 'DEPOSIT', 'DAY', { amount: 10_000, currency: 'EUR' });
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => deposit(session, 1000)),
      putLimit(session, 'DEPOSIT', 'DAY', { amount: 2000, currency: 'EUR' }),
      ...Array.from({ length: 6 }, () => deposit(session, 1000)),
    ]);
    const lowered = record(answers[4]?.body);
    expect(lowered).toMatchObject({ amount: 2000, pending: null });
    // What the lowering saw as used was decided before it; after it, only what fits 2000 passes.
    const usedBefore = Number(lowered.used);
    const accepted = count(statuses(answers.filter((_, index) => index !== 4)), 201);
    expect(accepted * 1000).toBe(Math.max(usedBefore, 2000));
    const after = await sandbox.request('GET', `/services/responsible-gambling/v1/profiles/${session}/limits`);
    expect(record(after.body).limits).toMatchObject([{ type: 'DEPOSIT', used: accepted * 1000, remaining: 0 }]);
  });
});
