// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gameWhere, playRound, startGame } from '../../test-support/game-play.ts';
import { record } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { freshPlayer, walletOf } from '../../test-support/payments.ts';

const sandbox = useTestSandbox({ own: true });
const minute = 60_000;

const rgPath = (session: string, rest: string) => `/services/responsible-gambling/v1/profiles/${session}/${rest}`;
const summaryOf = (session: string, headers: Record<string, string> = {}) => sandbox.request('GET', rgPath(session, 'session'), { headers });
const putRealityCheck = (session: string, body: unknown) => sandbox.request('PUT', rgPath(session, 'reality-check'), { body });
const slot = () => gameWhere((candidate) => candidate.kind === 'slot' && !candidate.jackpot).id;

describe('the session summary (SG-07, SG-08, SG-11, SG-13)', { timeout: 60_000 }, () => {
  it('says when this session and the previous one began, the platform clock, and the jurisdiction default', async () => {
    const { username, password, session: first } = await freshPlayer(sandbox);
    const firstStarted = sandbox.now();
    const answer = await summaryOf(first);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ previousLoginAt: null, currency: 'EUR', netPosition: 0, realityCheckMinutes: 60, realityCheckMinutesDefault: 60, sessionTimeEndsAt: null });
    expect(Math.abs(Date.parse(String(record(answer.body).startedAt)) - firstStarted)).toBeLessThan(5_000);

    sandbox.advanceClock(90 * minute);
    const second = await sandbox.sessionFor(username, password);
    const later = record((await summaryOf(second)).body);
    expect(later.previousLoginAt).toBe(record(answer.body).startedAt);
    expect(Date.parse(String(later.startedAt)) - Date.parse(String(later.previousLoginAt))).toBeGreaterThanOrEqual(90 * minute);
    expect(Math.abs(Date.parse(String(later.now)) - sandbox.now())).toBeLessThan(5_000);
  });

  it('counts the real money won minus staked since login, not practice play nor an earlier session', async () => {
    const { username, password, session: earlier } = await freshPlayer(sandbox);
    const before = await startGame(sandbox, slot(), earlier, 'real');
    expect((await playRound(sandbox, before.playToken, { stake: 10 })).status).toBe(200);

    sandbox.advanceClock(minute);
    const session = await sandbox.sessionFor(username, password);
    expect(record((await summaryOf(session)).body).netPosition).toBe(0);
    const playable = (await walletOf(sandbox, session)).Playable ?? 0;
    const game = await startGame(sandbox, slot(), session, 'real');
    for (let round = 0; round < 3; round += 1) expect((await playRound(sandbox, game.playToken, { stake: 10 })).status).toBe(200);
    const practice = await startGame(sandbox, slot(), null, 'practice');
    expect((await playRound(sandbox, practice.playToken, { stake: 10 })).status).toBe(200);
    const playableAfter = (await walletOf(sandbox, session)).Playable ?? 0;
    // Nothing but the rounds moved the wallet: its change is the net position, in cents.
    expect(record((await summaryOf(session)).body).netPosition).toBe(Math.round((playableAfter - playable) * 100));
  });

  it('says when the session-time limit will end the session', async () => {
    const { session } = await freshPlayer(sandbox);
    expect((await sandbox.request('PUT', rgPath(session, 'limits/SESSION_TIME/DAY'), { body: { minutes: 45 } })).status).toBe(200);
    const body = record((await summaryOf(session)).body);
    const endsAt = Date.parse(String(body.sessionTimeEndsAt));
    const now = Date.parse(String(body.now));
    // Minutes already logged in today are counted, so the end is at most 45 minutes away.
    expect(endsAt - now).toBeLessThanOrEqual(45 * minute);
    expect(endsAt - now).toBeGreaterThan(40 * minute);
  });

  it('a background refresh does not keep the session alive', async () => {
    const { session } = await freshPlayer(sandbox);
    sandbox.advanceClock(20 * minute);
    expect((await summaryOf(session, { 'X-Background-Refresh': 'true' })).status).toBe(200);
    sandbox.advanceClock(11 * minute);
    expect((await summaryOf(session, { 'X-Background-Refresh': 'true' })).body).toMatchObject({ errorCode: 'SESSION_EXPIRED' });
  });

  it('an unknown session is 401', async () => {
    expect((await summaryOf('no-such-session')).status).toBe(401);
    expect((await putRealityCheck('no-such-session', { minutes: 30 })).status).toBe(401);
  });
});

describe('the reality-check interval (SG-07)', { timeout: 60_000 }, () => {
  it('is the player choice until they ask for the jurisdiction default again', async () => {
    const { session } = await freshPlayer(sandbox, 'london@demo.test');
    const chosen = await putRealityCheck(session, { minutes: 30 });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ realityCheckMinutes: 30, realityCheckMinutesDefault: 60 });
    expect((await summaryOf(session)).body).toMatchObject({ realityCheckMinutes: 30 });
    expect((await putRealityCheck(session, { minutes: null })).body).toEqual({ realityCheckMinutes: 60, realityCheckMinutesDefault: 60 });
  });

  it('follows the jurisdiction default when it changes', async () => {
    await sandbox.control('PATCH', '/sandbox/control/jurisdictions/CA-ON', { realityCheckMinutes: 45 });
    try {
      const { session } = await freshPlayer(sandbox, 'ontario@demo.test');
      expect((await summaryOf(session)).body).toMatchObject({ realityCheckMinutes: 45, realityCheckMinutesDefault: 45, currency: 'CAD' });
    } finally {
      await sandbox.control('PATCH', '/sandbox/control/jurisdictions/CA-ON', { realityCheckMinutes: 60 });
    }
  });

  it.each([
    ['9 minutes', { minutes: 9 }, 'INVALID_FORMAT'],
    ['241 minutes', { minutes: 241 }, 'INVALID_FORMAT'],
    ['a fraction', { minutes: 30.5 }, 'INVALID_FORMAT'],
    ['a string', { minutes: '30' }, 'INVALID_FORMAT'],
    ['no minutes', {}, 'REQUIRED'],
    ['not an object', [30], 'REQUIRED'],
  ])('%s is refused', async (_name, body, cause) => {
    const { session } = await freshPlayer(sandbox);
    const answer = await putRealityCheck(session, body);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'minutes', cause }] });
    expect((await summaryOf(session)).body).toMatchObject({ realityCheckMinutes: 60 });
  });
});
