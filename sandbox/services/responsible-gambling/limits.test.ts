// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gameWhere, playRound, startGame } from '../../test-support/game-play.ts';
import { record } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { seededRandomInt } from '../game-provider/index.ts';
import { approvedCard, confirmationCard, freshPlayer, moneyPost, walletOf } from '../../test-support/payments.ts';

// The game's draws repeat from run to run: the loss limit must be reached within the rounds played.
const sandbox = useTestSandbox({ own: true, random: seededRandomInt(2026) });
const hour = 3_600_000;

const limitsPath = (session: string, rest = '') => `/services/responsible-gambling/v1/profiles/${session}/limits${rest}`;
const getLimits = (session: string) => sandbox.request('GET', limitsPath(session));
const putLimit = (session: string, type: string, period: string, body: unknown) => sandbox.request('PUT', limitsPath(session, `/${type}/${period}`), { body });
const deleteLimit = (session: string, type: string, period: string) => sandbox.request('DELETE', limitsPath(session, `/${type}/${period}`));
const deposit = (session: string, amount: number, card = approvedCard) => moneyPost(sandbox, session, 'deposits', { amount, currency: 'EUR', method: 'CARD', card });
const withdraw = (session: string, amount: number) => moneyPost(sandbox, session, 'withdrawals', { amount, currency: 'EUR', method: 'CARD' });
/** The limit's ISO instant is `ms` from when it was asked (the sandbox's clock runs on between the two readings). */
const expectInstantNear = (iso: unknown, ms: number) => expect(Math.abs(Date.parse(String(iso)) - ms)).toBeLessThan(10_000);
const pendingOf = (body: unknown) => record(record(body).pending);
/** Time moved past the session's idle limit: the player logs in again. */
const later = async (username: string, password: string, ms: number) => {
  sandbox.advanceClock(ms);
  return sandbox.sessionFor(username, password);
};
const slot = () => gameWhere((candidate) => candidate.kind === 'slot' && !candidate.jackpot).id;

describe('limits (SG-02, SG-03)', { timeout: 60_000 }, () => {
  it('a new player has none, in their currency with the jurisdiction cooling-off', async () => {
    const { session } = await freshPlayer(sandbox);
    const answer = await getLimits(session);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ currency: 'EUR', coolingOffHours: 24, limits: [] });
  });

  it('a new limit applies at once, with what the period used and when it resets', async () => {
    const { session } = await freshPlayer(sandbox);
    expect((await deposit(session, 1200)).status).toBe(201);
    const set = await putLimit(session, 'DEPOSIT', 'DAY', { amount: 5000, currency: 'EUR' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ type: 'DEPOSIT', period: 'DAY', amount: 5000, used: 1200, remaining: 3800, pending: null });
    const resetsAt = Date.parse(String(record(set.body).resetsAt));
    expect(resetsAt).toBeGreaterThan(sandbox.now());
    expect(resetsAt - sandbox.now()).toBeLessThanOrEqual(25 * hour);
    expect(record((await getLimits(session)).body).limits).toEqual([set.body]);
  });

  it('raising waits for the cooling-off while the current limit stays; lowering applies at once', async () => {
    const { session, username, password } = await freshPlayer(sandbox);
    await putLimit(session, 'WAGER', 'WEEK', { amount: 5000, currency: 'EUR' });
    const raised = await putLimit(session, 'WAGER', 'WEEK', { amount: 9000, currency: 'EUR' });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ amount: 5000, pending: { amount: 9000 } });
    expectInstantNear(pendingOf(raised.body).appliesAt, sandbox.now() + 24 * hour);
    const nearlyThere = await later(username, password, 23 * hour);
    expect(record((await getLimits(nearlyThere)).body).limits).toMatchObject([{ type: 'WAGER', amount: 5000, pending: { amount: 9000 } }]);
    const after = await later(username, password, hour);
    expect(record((await getLimits(after)).body).limits).toMatchObject([{ type: 'WAGER', amount: 9000, pending: null }]);
    const lowered = await putLimit(after, 'WAGER', 'WEEK', { amount: 100, currency: 'EUR' });
    expect(lowered.body).toMatchObject({ amount: 100, pending: null });
  });

  it('lowering during a pending raise applies at once and drops the raise', async () => {
    const { session, username, password } = await freshPlayer(sandbox);
    await putLimit(session, 'LOSS', 'MONTH', { amount: 5000, currency: 'EUR' });
    await putLimit(session, 'LOSS', 'MONTH', { amount: 8000, currency: 'EUR' });
    const lowered = await putLimit(session, 'LOSS', 'MONTH', { amount: 4000, currency: 'EUR' });
    expect(lowered.body).toMatchObject({ amount: 4000, pending: null });
    const after = await later(username, password, 25 * hour);
    expect(record((await getLimits(after)).body).limits).toMatchObject([{ amount: 4000, pending: null }]);
  });

  it('removing waits for the cooling-off; removing a limit that is not there is 404', async () => {
    const { session, username, password } = await freshPlayer(sandbox);
    expect((await deleteLimit(session, 'DEPOSIT', 'MONTH')).status).toBe(404);
    await putLimit(session, 'DEPOSIT', 'MONTH', { amount: 5000, currency: 'EUR' });
    const removed = await deleteLimit(session, 'DEPOSIT', 'MONTH');
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ amount: 5000, pending: { amount: null } });
    const { appliesAt } = pendingOf(removed.body);
    expectInstantNear(appliesAt, sandbox.now() + 24 * hour);
    const anHourOn = await later(username, password, hour);
    // Asking again keeps the first wait.
    expect((await deleteLimit(anHourOn, 'DEPOSIT', 'MONTH')).body).toMatchObject({ pending: { amount: null, appliesAt } });
    expect((await deposit(anHourOn, 5001)).status).toBe(409);
    const after = await later(username, password, 23 * hour);
    expect(record((await getLimits(after)).body).limits).toEqual([]);
    expect((await deposit(after, 5001)).status).toBe(201);
  });

  it("the cooling-off is the player's jurisdiction's, and the periods follow its calendar", async () => {
    const changed = await sandbox.control('PATCH', '/sandbox/control/jurisdictions/GB', { coolingOffHours: 72 });
    expect(changed.status).toBe(200);
    try {
      const { session } = await freshPlayer(sandbox, 'london@demo.test');
      const listed = await getLimits(session);
      expect(listed.body).toMatchObject({ currency: 'GBP', coolingOffHours: 72 });
      await putLimit(session, 'DEPOSIT', 'DAY', { amount: 5000, currency: 'GBP' });
      const raised = await putLimit(session, 'DEPOSIT', 'DAY', { amount: 6000, currency: 'GBP' });
      expectInstantNear(pendingOf(raised.body).appliesAt, sandbox.now() + 72 * hour);
      // A London day ends at a London midnight.
      const resetsAt = new Date(String(record(raised.body).resetsAt));
      const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(resetsAt);
      expect(londonTime).toBe('00:00');
      expect((await putLimit(session, 'DEPOSIT', 'DAY', { amount: 6000, currency: 'EUR' })).body).toMatchObject({ fieldErrors: [{ field: 'currency', cause: 'NOT_ALLOWED' }] });
    } finally {
      await sandbox.control('PATCH', '/sandbox/control/jurisdictions/GB', { coolingOffHours: 24 });
    }
  });

  it('a session-time limit is minutes, daily', async () => {
    const { session } = await freshPlayer(sandbox);
    const set = await putLimit(session, 'SESSION_TIME', 'DAY', { minutes: 120 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ type: 'SESSION_TIME', period: 'DAY', minutes: 120, used: 0, remaining: 120, pending: null });
    expect((await putLimit(session, 'SESSION_TIME', 'DAY', { minutes: 240 })).body).toMatchObject({ minutes: 120, pending: { minutes: 240 } });
  });
});

describe('bad limits are refused with field errors (SG-14)', { timeout: 60_000 }, () => {
  const cases: [string, string, string, unknown, unknown][] = [
    ['negative', 'DEPOSIT', 'DAY', { amount: -500, currency: 'EUR' }, [{ field: 'amount', cause: 'INVALID_FORMAT' }]],
    ['zero', 'DEPOSIT', 'DAY', { amount: 0, currency: 'EUR' }, [{ field: 'amount', cause: 'INVALID_FORMAT' }]],
    ['12.345 EUR (a fraction of a cent)', 'LOSS', 'WEEK', { amount: 1234.5, currency: 'EUR' }, [{ field: 'amount', cause: 'INVALID_FORMAT' }]],
    ['a string', 'WAGER', 'DAY', { amount: '5000', currency: 'EUR' }, [{ field: 'amount', cause: 'INVALID_FORMAT' }]],
    ['1e12', 'DEPOSIT', 'MONTH', { amount: 1e12, currency: 'EUR' }, [{ field: 'amount', cause: 'TOO_LARGE' }]],
    ['just over a million', 'DEPOSIT', 'MONTH', { amount: 100_000_001, currency: 'EUR' }, [{ field: 'amount', cause: 'TOO_LARGE' }]],
    ['1e300', 'DEPOSIT', 'MONTH', { amount: 1e300, currency: 'EUR' }, [{ field: 'amount', cause: 'TOO_LARGE' }]],
    ['another currency', 'DEPOSIT', 'DAY', { amount: 5000, currency: 'USD' }, [{ field: 'currency', cause: 'NOT_ALLOWED' }]],
    ['no amount nor currency', 'DEPOSIT', 'DAY', {}, [{ field: 'currency', cause: 'REQUIRED' }, { field: 'amount', cause: 'REQUIRED' }]],
    ['0 minutes', 'SESSION_TIME', 'DAY', { minutes: 0 }, [{ field: 'minutes', cause: 'INVALID_FORMAT' }]],
    ['2000 minutes', 'SESSION_TIME', 'DAY', { minutes: 2000 }, [{ field: 'minutes', cause: 'INVALID_FORMAT' }]],
    ['90.5 minutes', 'SESSION_TIME', 'DAY', { minutes: 90.5 }, [{ field: 'minutes', cause: 'INVALID_FORMAT' }]],
    ['a weekly session time', 'SESSION_TIME', 'WEEK', { minutes: 60 }, [{ field: 'period', cause: 'INVALID_FORMAT' }]],
    ['an unknown type', 'BONUS', 'DAY', { amount: 5000, currency: 'EUR' }, [{ field: 'type', cause: 'INVALID_FORMAT' }]],
    ['an unknown period', 'DEPOSIT', 'YEAR', { amount: 5000, currency: 'EUR' }, [{ field: 'period', cause: 'INVALID_FORMAT' }]],
    ['a body that is not an object', 'DEPOSIT', 'DAY', [5000], [{ field: 'currency', cause: 'REQUIRED' }, { field: 'amount', cause: 'REQUIRED' }]],
  ];

  it.each(cases)('%s', async (_name, type, period, body, fieldErrors) => {
    const { session } = await freshPlayer(sandbox);
    const answer = await putLimit(session, type, period, body);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', fieldErrors });
    expect(record((await getLimits(session)).body).limits).toEqual([]);
  });

  it('a million in the currency is allowed', async () => {
    const { session } = await freshPlayer(sandbox);
    expect((await putLimit(session, 'DEPOSIT', 'MONTH', { amount: 100_000_000, currency: 'EUR' })).status).toBe(200);
  });

  it('an unknown session is 401', async () => {
    expect((await getLimits('no-such-session')).status).toBe(401);
  });
});

describe('deposit limits (SG-04, SG-06)', { timeout: 60_000 }, () => {
  it('a deposit over the day limit is refused, saying which limit and how much is left', async () => {
    const { session } = await freshPlayer(sandbox);
    await putLimit(session, 'DEPOSIT', 'DAY', { amount: 5000, currency: 'EUR' });
    expect((await deposit(session, 3000)).status).toBe(201);
    const refused = await deposit(session, 2500);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'LIMIT_EXCEEDED', limit: { type: 'DEPOSIT', period: 'DAY', amount: 5000, remaining: 2000 } });
    expect((await deposit(session, 2000)).status).toBe(201);
    expect(record((await getLimits(session)).body).limits).toMatchObject([{ used: 5000, remaining: 0 }]);
  });

  it('the lowest applicable limit wins', async () => {
    const { session } = await freshPlayer(sandbox);
    await putLimit(session, 'DEPOSIT', 'DAY', { amount: 5000, currency: 'EUR' });
    await putLimit(session, 'DEPOSIT', 'WEEK', { amount: 3000, currency: 'EUR' });
    await putLimit(session, 'DEPOSIT', 'MONTH', { amount: 20_000, currency: 'EUR' });
    const refused = await deposit(session, 3500);
    expect(refused.body).toMatchObject({ errorCode: 'LIMIT_EXCEEDED', limit: { type: 'DEPOSIT', period: 'WEEK', amount: 3000, remaining: 3000 } });
  });

  it('a new day gives the day limit back', async () => {
    const { session, username, password } = await freshPlayer(sandbox);
    await putLimit(session, 'DEPOSIT', 'DAY', { amount: 2000, currency: 'EUR' });
    expect((await deposit(session, 2000)).status).toBe(201);
    expect((await deposit(session, 1000)).status).toBe(409);
    const tomorrow = await later(username, password, 25 * hour);
    expect((await deposit(tomorrow, 2000)).status).toBe(201);
  });

  it('a confirmed deposit is checked again when the money moves', async () => {
    const { session } = await freshPlayer(sandbox);
    await putLimit(session, 'DEPOSIT', 'DAY', { amount: 5000, currency: 'EUR' });
    const waiting = await deposit(session, 4000, confirmationCard);
    expect(waiting.status).toBe(202);
    expect((await deposit(session, 2000)).status).toBe(201);
    const id = String(record(waiting.body).id);
    const confirmed = await sandbox.request('POST', `/services/payment/v1/profiles/${session}/deposits/${id}/confirmation`, { body: { code: '1234' } });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body).toMatchObject({ errorCode: 'LIMIT_EXCEEDED', limit: { type: 'DEPOSIT', period: 'DAY', remaining: 3000 } });
  });

  it('reversing a withdrawal counts as a deposit and is refused over a limit (SG-06)', async () => {
    const { session, username, password } = await freshPlayer(sandbox);
    const withdrawal = await withdraw(session, 3000);
    expect(withdrawal.status).toBe(201);
    const id = String(record(withdrawal.body).id);
    await putLimit(session, 'DEPOSIT', 'DAY', { amount: 2000, currency: 'EUR' });
    const refused = await moneyPost(sandbox, session, `withdrawals/${id}/reversal`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'LIMIT_EXCEEDED', limit: { type: 'DEPOSIT', period: 'DAY', amount: 2000, remaining: 2000 } });
    expect(await walletOf(sandbox, session)).toMatchObject({ PendingWithdrawal: 30 });
    await putLimit(session, 'DEPOSIT', 'DAY', { amount: 1000, currency: 'EUR' });
    await deleteLimit(session, 'DEPOSIT', 'DAY');
    const after = await later(username, password, 24 * hour);
    expect((await moneyPost(sandbox, after, `withdrawals/${id}/reversal`, {})).status).toBe(200);
    expect(record((await getLimits(after)).body).limits).toEqual([]);
  });
});

describe('bet limits (SG-05)', { timeout: 60_000 }, () => {
  it('a game round over the wager limit is refused in the game, and moves nothing', async () => {
    const { session } = await freshPlayer(sandbox);
    await putLimit(session, 'WAGER', 'DAY', { amount: 1500, currency: 'EUR' });
    const game = await startGame(sandbox, slot(), session, 'real');
    expect((await playRound(sandbox, game.playToken, { stake: 10 })).status).toBe(200);
    const before = await walletOf(sandbox, session);
    const refused = await playRound(sandbox, game.playToken, { stake: 10 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'LIMIT_EXCEEDED', limit: { type: 'WAGER', period: 'DAY', amount: 1500, remaining: 500 } });
    expect(await walletOf(sandbox, session)).toEqual(before);
    // The game page carries the words it shows for the refusal (game.js fills in the limit's name).
    const strings = record(game.config.strings);
    expect(strings.limitExceeded).toBe('This stake would go over your {limit}. Choose a lower stake, or stop for now.');
    expect(record(strings.limitNames).WAGER_DAY).toBe('daily wager limit');
  });

  it('a loss limit counts bets minus wins, and a bet risks its whole stake', async () => {
    const { session } = await freshPlayer(sandbox);
    await putLimit(session, 'LOSS', 'DAY', { amount: 2500, currency: 'EUR' });
    const game = await startGame(sandbox, slot(), session, 'real');
    let played = 0;
    let answer = await playRound(sandbox, game.playToken, { stake: 10 });
    while (answer.status === 200 && played < 50) {
      played += 1;
      answer = await playRound(sandbox, game.playToken, { stake: 10 });
    }
    expect(answer.status).toBe(409);
    const limit = record(record(answer.body).limit);
    expect(limit).toMatchObject({ type: 'LOSS', period: 'DAY', amount: 2500 });
    expect(Number(limit.remaining)).toBeLessThan(1000);
    const [loss] = record((await getLimits(session)).body).limits as Record<string, number>[];
    expect(loss?.used).toBe(2500 - Number(limit.remaining));
  });

  it('practice play is never limited', async () => {
    const { session } = await freshPlayer(sandbox);
    await putLimit(session, 'WAGER', 'DAY', { amount: 1, currency: 'EUR' });
    const game = await startGame(sandbox, slot(), null, 'practice');
    expect((await playRound(sandbox, game.playToken, { stake: 10 })).status).toBe(200);
  });
});

describe('session-time limit (SG-13)', { timeout: 60_000 }, () => {
  it('once reached, authorised calls and logins are refused until the day ends', async () => {
    const { session, username, password } = await freshPlayer(sandbox);
    // Start at the beginning of a Malta day, so the 30 minutes fall in one day.
    const maltaMidnight = (() => {
      const nextUtcMidnight = Math.ceil(sandbox.now() / (24 * hour)) * 24 * hour;
      return nextUtcMidnight + 23 * hour; // 00:00 in Malta (UTC+1 in winter) of the following day
    })();
    sandbox.advanceClock(maltaMidnight - sandbox.now());
    const fresh = await sandbox.sessionFor(username, password);
    await putLimit(fresh, 'SESSION_TIME', 'DAY', { minutes: 30 });
    sandbox.advanceClock(20 * 60_000);
    expect((await getLimits(fresh)).body).toMatchObject({ limits: [{ type: 'SESSION_TIME', used: 20, remaining: 10 }] });
    sandbox.advanceClock(10 * 60_000);
    const refused = await getLimits(fresh);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ errorCode: 'SESSION_TIME_LIMIT' });
    expect((await sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${fresh}/balances`)).status).toBe(401);
    const login = await sandbox.login(username, password);
    expect(login.status).toBe(401);
    expect(login.body).toMatchObject({ errorCode: 'SESSION_TIME_LIMIT' });
    expect(session).not.toBe(fresh);
    sandbox.advanceClock(24 * hour);
    expect((await sandbox.login(username, password)).status).toBe(200);
  });
});
