// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record } from '../../test-support/harness.ts';
import { gameWhere, playRound, startGame } from '../../test-support/game-play.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { monthWindows } from './monthly-statement.ts';
import { approvedCard, freshPlayer, moneyPost, paymentPath } from '../../test-support/payments.ts';

const sandbox = useTestSandbox({ own: true });

const statement = (session: string, query = '') => sandbox.request('GET', paymentPath(session, `statement${query}`));
/** Moves the sandbox's clock to an instant (the tests run in calendar order, never backwards). */
const clockAt = (iso: string) => sandbox.advanceClock(Date.parse(iso) - sandbox.now());

describe('monthly statement (SG-11)', { timeout: 60_000 }, () => {
  it('sums each month’s deposits, withdrawals and net position, months without activity as zeros', async () => {
    clockAt('2027-03-15T12:00:00Z');
    const player = await freshPlayer(sandbox);
    await moneyPost(sandbox, player.session, 'deposits', { amount: 2500, currency: 'EUR', method: 'CARD', card: approvedCard });
    const reversed = await moneyPost(sandbox, player.session, 'withdrawals', { amount: 1000, currency: 'EUR', method: 'CARD' });
    expect((await moneyPost(sandbox, player.session, `withdrawals/${String(record(reversed.body).id)}/reversal`, {})).status).toBe(200);
    await moneyPost(sandbox, player.session, 'withdrawals', { amount: 1500, currency: 'EUR', method: 'CARD' });
    const rejected = await moneyPost(sandbox, player.session, 'withdrawals', { amount: 1200, currency: 'EUR', method: 'CARD' });
    await sandbox.control('POST', `/sandbox/control/withdrawals/${String(record(rejected.body).id)}/reject`);

    clockAt('2027-04-10T09:00:00Z');
    const session = await sandbox.sessionFor(player.username, player.password);
    await moneyPost(sandbox, session, 'deposits', { amount: 4000, currency: 'EUR', method: 'CARD', card: approvedCard });
    const game = await startGame(sandbox, gameWhere((candidate) => candidate.kind === 'slot' && !candidate.jackpot).id, session, 'real');
    const round = record((await playRound(sandbox, game.playToken, { stake: 1 })).body);
    const roundNet = Math.round((Number(round.win) - Number(round.stake)) * 100);
    // Practice play is play money: never in the statement.
    const practice = await startGame(sandbox, gameWhere((candidate) => candidate.kind === 'slot' && !candidate.jackpot).id, null, 'practice');
    expect((await playRound(sandbox, practice.playToken, { stake: 5 })).status).toBe(200);

    const answer = await statement(session, '?months=3');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      currency: 'EUR',
      months: [
        { month: '2027-04', deposits: 4000, withdrawals: 0, netPosition: roundNet },
        // The reversal is money in, as the deposit limits count it (SG-06); the rejected withdrawal is taken back.
        { month: '2027-03', deposits: 3500, withdrawals: 2500, netPosition: 0 },
        { month: '2027-02', deposits: 0, withdrawals: 0, netPosition: 0 },
      ],
    });
    const twelve = record((await statement(session)).body).months as unknown[];
    expect(twelve).toHaveLength(12);
    expect(twelve[11]).toEqual({ month: '2026-05', deposits: 0, withdrawals: 0, netPosition: 0 });
  });

  it('puts a movement in the month of the player’s jurisdiction’s calendar', async () => {
    // 23:30 in London on 30 April is 00:30 on 1 May in Malta.
    clockAt('2027-04-30T22:30:00Z');
    const maltese = await freshPlayer(sandbox, 'ready@demo.test');
    const british = await freshPlayer(sandbox, 'london@demo.test');
    await moneyPost(sandbox, maltese.session, 'deposits', { amount: 1000, currency: 'EUR', method: 'CARD', card: approvedCard });
    const britishCurrency = String(record((await statement(british.session)).body).currency);
    await moneyPost(sandbox, british.session, 'deposits', { amount: 1000, currency: britishCurrency, method: 'CARD', card: approvedCard });

    expect(record((await statement(maltese.session, '?months=2')).body).months).toEqual([
      { month: '2027-05', deposits: 1000, withdrawals: 0, netPosition: 0 },
      { month: '2027-04', deposits: 0, withdrawals: 0, netPosition: 0 },
    ]);
    expect(record((await statement(british.session, '?months=1')).body)).toEqual({
      currency: britishCurrency,
      months: [{ month: '2027-04', deposits: 1000, withdrawals: 0, netPosition: 0 }],
    });
  });

  it.each([['0'], ['25'], ['1.5'], ['twelve'], ['-1']])('refuses months=%s with 422', async (months) => {
    const { session } = await freshPlayer(sandbox);
    expect(await statement(session, `?months=${months}`)).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'months', cause: 'INVALID_FORMAT' }] } });
  });

  it('needs a live session', async () => {
    expect((await statement('no-such-session')).status).toBe(401);
  });
});

describe('month windows', () => {
  it('follow the zone’s calendar across a daylight-saving change', () => {
    const [april, march] = monthWindows(Date.parse('2027-04-02T00:00:00Z'), 2, 'Europe/London');
    expect(april?.start.toISOString()).toBe('2027-03-31T23:00:00.000Z');
    expect(march).toEqual({ start: new Date('2027-03-01T00:00:00.000Z'), end: new Date('2027-03-31T23:00:00.000Z') });
  });
});
