// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gameWhere, launch, playRound, startGame } from '../../test-support/game-play.ts';
import { record, type HttpResult } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { approvedCard, confirmationCard, freshPlayer, moneyPost, newKey, paymentPath, walletOf } from '../../test-support/payments.ts';

/**
 * SG-09, SG-10: a time-out or self-exclusion confirmed with the password; while it is in force the
 * platform refuses every deposit, game, bet and loosening of a limit, and lets the player withdraw
 * and read their account. A self-exclusion ends only when asked, after the cooling-off.
 */
const sandbox = useTestSandbox({ own: true });

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const rg = (session: string, rest = '') => `/services/responsible-gambling/v1/profiles/${session}/exclusion${rest}`;
const exclusionOf = async (session: string) => record((await sandbox.request('GET', rg(session))).body).exclusion;
const takeBreak = (session: string, body: Record<string, unknown>) => sandbox.request('POST', rg(session), { body });
const timeOut = (session: string, password: string, days = 1) => takeBreak(session, { kind: 'TIME_OUT', days, password });
const selfExclusion = (session: string, password: string, months = 6) => takeBreak(session, { kind: 'SELF_EXCLUSION', months, password });
const deposit = (session: string, card = approvedCard) => moneyPost(sandbox, session, 'deposits', { amount: 2500, currency: 'EUR', method: 'CARD', card });
const askToEnd = (session: string) => sandbox.request('POST', rg(session, '/end-request'), { headers: { 'content-type': 'application/json' } });
const fieldErrors = (result: HttpResult) => record(result.body).fieldErrors;

function expectExcluded(result: HttpResult, kind: string, endsAt: unknown): void {
  expect({ status: result.status, body: result.body }).toMatchObject({ status: 403, body: { errorCode: 'EXCLUDED', message: expect.any(String), exclusion: { kind, endsAt } } });
}

describe('taking a break', { timeout: 120_000 }, () => {
  it('a one-day time-out confirmed with the password ends a day later, and a second one neither stacks nor shortens it', async () => {
    const player = await freshPlayer(sandbox);
    expect(await exclusionOf(player.session)).toBeNull();
    const asked = sandbox.now();
    const taken = await timeOut(player.session, player.password, 1);
    expect(taken.status).toBe(201);
    const exclusion = record(record(taken.body).exclusion);
    const startedAt = Date.parse(String(exclusion.startedAt));
    expect(startedAt).toBeGreaterThanOrEqual(asked);
    expect(exclusion).toEqual({
      kind: 'TIME_OUT',
      startedAt: new Date(startedAt).toISOString(),
      endsAt: new Date(startedAt + dayMs).toISOString(),
      expired: false,
      endRequestedAt: null,
      endsAfterRequestAt: null,
      fromAnotherAccount: false,
    });
    expect(await exclusionOf(player.session)).toEqual(exclusion);
    expect(taken.text).not.toContain(player.password);

    const again = await timeOut(player.session, player.password, 42);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'ALREADY_EXCLUDED', exclusion });
    expect(await exclusionOf(player.session)).toEqual(exclusion);
  });

  it('two time-outs racing give one 201 and one 409', async () => {
    const player = await freshPlayer(sandbox);
    const answers = await Promise.all([timeOut(player.session, player.password, 1), timeOut(player.session, player.password, 7)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.status === 201);
    expect(await exclusionOf(player.session)).toEqual(record(winner?.body).exclusion);
  });

  it('refuses bad requests field by field, and a wrong password without starting anything', async () => {
    const player = await freshPlayer(sandbox);
    expect(fieldErrors(await takeBreak(player.session, {}))).toEqual([
      { field: 'kind', cause: 'REQUIRED' },
      { field: 'password', cause: 'REQUIRED' },
    ]);
    expect(fieldErrors(await takeBreak(player.session, { kind: 'HOLIDAY', password: 'x' }))).toEqual([{ field: 'kind', cause: 'INVALID_FORMAT' }]);
    for (const days of [0, 43, 1.5, '1']) {
      expect(fieldErrors(await takeBreak(player.session, { kind: 'TIME_OUT', days, password: player.password }))).toEqual([{ field: 'days', cause: 'INVALID_FORMAT' }]);
    }
    expect(fieldErrors(await takeBreak(player.session, { kind: 'TIME_OUT', password: player.password }))).toEqual([{ field: 'days', cause: 'REQUIRED' }]);
    for (const months of [5, 61]) {
      expect(fieldErrors(await takeBreak(player.session, { kind: 'SELF_EXCLUSION', months, password: player.password }))).toEqual([{ field: 'months', cause: 'INVALID_FORMAT' }]);
    }
    const wrong = await timeOut(player.session, 'not-the-password');
    expect(wrong.status).toBe(422);
    expect(fieldErrors(wrong)).toEqual([{ field: 'password', cause: 'INVALID_PASSWORD' }]);
    expect(wrong.text).not.toContain('not-the-password');
    expect(await exclusionOf(player.session)).toBeNull();
  });

  it('after 5 wrong passwords in an hour refuses even the right one with 429 and Retry-After, until the hour has passed', async () => {
    const player = await freshPlayer(sandbox);
    const wrongs = await Promise.all(Array.from({ length: 7 }, (_, index) => timeOut(player.session, `wrong-${index}`)));
    expect(wrongs.filter((answer) => answer.status === 422)).toHaveLength(5);
    expect(wrongs.filter((answer) => answer.status === 429)).toHaveLength(2);
    const locked = await timeOut(player.session, player.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS' });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    sandbox.advanceClock(hourMs + 1000);
    const session = await sandbox.sessionFor(player.username, player.password);
    expect((await timeOut(session, player.password)).status).toBe(201);
  });
});

describe('while a time-out is in force', { timeout: 120_000 }, () => {
  it('refuses deposits, confirmations, reversals, transfers, games, bets, redemptions and loosened limits; withdrawals, the wallet and the history work', async () => {
    const recipient = await sandbox.createPlayer({ template: 'ready@demo.test' });
    const player = await freshPlayer(sandbox, 'ready@demo.test', { loyaltyPoints: 500 });
    const { session } = player;
    const limits = `/services/responsible-gambling/v1/profiles/${session}/limits`;
    expect((await sandbox.request('PUT', `${limits}/DEPOSIT/WEEK`, { body: { amount: 50_000, currency: 'EUR' } })).status).toBe(200);
    const waiting = await deposit(session, confirmationCard);
    expect(waiting.status).toBe(202);
    const pending = await moneyPost(sandbox, session, 'withdrawals', { amount: 1000, currency: 'EUR', method: 'CARD' });
    expect(pending.status).toBe(201);
    const slot = gameWhere((game) => game.kind === 'slot' && !game.jackpot && game.practicePlay);
    const openGame = await startGame(sandbox, slot.id, session, 'real');
    const openPractice = await startGame(sandbox, slot.id, session, 'practice');
    expect((await playRound(sandbox, openPractice.playToken, { stake: 1 })).status).toBe(200);
    const before = await walletOf(sandbox, session);

    const taken = await timeOut(session, player.password, 1);
    expect(taken.status).toBe(201);
    const endsAt = record(record(taken.body).exclusion).endsAt;

    expectExcluded(await deposit(session), 'TIME_OUT', endsAt);
    expectExcluded(await sandbox.request('POST', paymentPath(session, `deposits/${String(record(waiting.body).id)}/confirmation`), { body: { code: '1234' } }), 'TIME_OUT', endsAt);
    expectExcluded(await moneyPost(sandbox, session, `withdrawals/${String(record(pending.body).id)}/reversal`, {}), 'TIME_OUT', endsAt);
    expectExcluded(await moneyPost(sandbox, session, 'transfers', { amount: 100, currency: 'EUR', recipient: recipient.username }), 'TIME_OUT', endsAt);
    expectExcluded(await launch(sandbox, slot.id, session, 'real'), 'TIME_OUT', endsAt);
    expectExcluded(await launch(sandbox, slot.id, session, 'practice'), 'TIME_OUT', endsAt);
    expectExcluded(await playRound(sandbox, openGame.playToken, { stake: 1 }), 'TIME_OUT', endsAt);
    // A practice game opened before the break stops with it; the older and integration paths name the player too.
    expectExcluded(await playRound(sandbox, openPractice.playToken, { stake: 1 }), 'TIME_OUT', endsAt);
    expectExcluded(await sandbox.request('GET', `/services/casino/casino-lobby-services/games/${slot.id}/url?mode=practice&language=en&currencyCode=EUR&sessionId=${session}`), 'TIME_OUT', endsAt);
    const integration = encodeURIComponent(JSON.stringify({ channel: 'desktop', currency: 'EUR', language: 'en', sessionId: session }));
    expectExcluded(await sandbox.request('GET', `/services/games-integration-service/api/v1/games/${slot.id}/practice/url?integrationParams=${integration}`), 'TIME_OUT', endsAt);
    const bet = { fixtureId: 'fx-1', selection: 'HOME', odds: '2.10', stake: 100, currency: 'EUR' };
    expectExcluded(await sandbox.request('POST', `/services/sportsbook/v1/profiles/${session}/bets`, { body: bet, headers: { 'Idempotency-Key': newKey() } }), 'TIME_OUT', endsAt);
    expectExcluded(await sandbox.request('POST', `/services/loyalty-points/v1/players/${session}/redeem`, { body: { points: 100 }, headers: { 'Idempotency-Key': newKey() } }), 'TIME_OUT', endsAt);
    expectExcluded(await sandbox.request('PUT', `${limits}/DEPOSIT/WEEK`, { body: { amount: 60_000, currency: 'EUR' } }), 'TIME_OUT', endsAt);
    expectExcluded(await sandbox.request('DELETE', `${limits}/DEPOSIT/WEEK`), 'TIME_OUT', endsAt);
    expect(await walletOf(sandbox, session)).toEqual(before);

    // Tightening is always allowed, and the player can still take their money out and read their account.
    expect((await sandbox.request('PUT', `${limits}/DEPOSIT/WEEK`, { body: { amount: 40_000, currency: 'EUR' } })).status).toBe(200);
    expect((await sandbox.request('PUT', `${limits}/LOSS/DAY`, { body: { amount: 1000, currency: 'EUR' } })).status).toBe(200);
    expect((await moneyPost(sandbox, session, 'withdrawals', { amount: 1000, currency: 'EUR', method: 'CARD' })).status).toBe(201);
    expect((await sandbox.request('GET', paymentPath(session, 'transactions'))).status).toBe(200);
    expect((await sandbox.request('GET', `/services/profile/v1/profiles/${session}`)).status).toBe(200);
    expect((await sandbox.request('GET', `/services/casino-integration/v1/promotional-spins/players/${session}/playable`)).body).toEqual({ games: [] });
    expect((await sandbox.login(player.username, player.password)).status).toBe(200);
  });

  it('ends by itself at its end, and the player may deposit and play again', async () => {
    const player = await freshPlayer(sandbox);
    expect((await timeOut(player.session, player.password, 2)).status).toBe(201);
    sandbox.advanceClock(2 * dayMs - 60_000);
    let session = await sandbox.sessionFor(player.username, player.password);
    expect((await deposit(session)).status).toBe(403);
    sandbox.advanceClock(60_000);
    session = await sandbox.sessionFor(player.username, player.password);
    expect(await exclusionOf(session)).toBeNull();
    expect((await deposit(session)).status).toBe(201);
    expect((await launch(sandbox, gameWhere((game) => game.kind === 'slot').id, session, 'real')).status).toBe(200);
  });
});

describe('a self-exclusion', { timeout: 120_000 }, () => {
  it('does not end by itself: once expired the player asks, and it ends after the cooling-off', async () => {
    const player = await freshPlayer(sandbox);
    let { session } = player;
    expect((await askToEnd(session)).status).toBe(404);
    const taken = await selfExclusion(session, player.password, 6);
    expect(taken.status).toBe(201);
    const exclusion = record(record(taken.body).exclusion);
    const months = (Date.parse(String(exclusion.endsAt)) - Date.parse(String(exclusion.startedAt))) / dayMs;
    expect(months).toBeGreaterThanOrEqual(181);
    expect(months).toBeLessThanOrEqual(184);
    const early = await askToEnd(session);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ errorCode: 'NOT_EXPIRED' });

    sandbox.advanceClock(Date.parse(String(exclusion.endsAt)) - sandbox.now() + 30 * dayMs);
    session = await sandbox.sessionFor(player.username, player.password);
    expect(await exclusionOf(session)).toMatchObject({ kind: 'SELF_EXCLUSION', expired: true, endRequestedAt: null });
    expectExcluded(await deposit(session), 'SELF_EXCLUSION', exclusion.endsAt);

    const asked = await askToEnd(session);
    expect(asked.status).toBe(200);
    const ending = record(record(asked.body).exclusion);
    expect(ending).toMatchObject({ kind: 'SELF_EXCLUSION', expired: true });
    const endsAfter = ending.endsAfterRequestAt;
    expect(Date.parse(String(endsAfter)) - Date.parse(String(ending.endRequestedAt))).toBe(24 * hourMs);
    expectExcluded(await deposit(session), 'SELF_EXCLUSION', endsAfter);
    // Asking again keeps the first wait.
    sandbox.advanceClock(hourMs);
    session = await sandbox.sessionFor(player.username, player.password);
    expect(record((await askToEnd(session)).body).exclusion).toMatchObject({ endsAfterRequestAt: endsAfter });

    sandbox.advanceClock(23 * hourMs);
    session = await sandbox.sessionFor(player.username, player.password);
    expect(await exclusionOf(session)).toBeNull();
    expect((await deposit(session)).status).toBe(201);
  });

  it('of a time-out there is no end to ask for', async () => {
    const player = await freshPlayer(sandbox);
    expect((await timeOut(player.session, player.password)).status).toBe(201);
    expect((await askToEnd(player.session)).status).toBe(404);
  });
});
