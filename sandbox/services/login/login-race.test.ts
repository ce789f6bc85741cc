// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCostVariable } from '../../kernel/security/passwords.ts';
import { type HttpResult, record } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

/**
 * Concurrent attempts at one player. Every attempt must see the counters the previous one left, so
 * a burst cannot get more guesses than the lockout (5 logins) or the MFA limit (3 codes) allows.
 */
const sandbox = useTestSandbox({ own: true });

// The races need each check to take a production scrypt's time (test runs hash at a light cost):
// this file's players get their secrets hashed at the production cost.
let costBefore: string | undefined;
beforeAll(() => {
  costBefore = process.env[hashCostVariable];
  process.env[hashCostVariable] = 'production';
});
afterAll(() => {
  if (costBefore === undefined) delete process.env[hashCostVariable];
  else process.env[hashCostVariable] = costBefore;
});
const racingPassword = 'Racing-Player-1';
/** A fresh player whose PIN (1234) and password are hashed at the production cost. */
const racingPlayer = async (patch: Record<string, unknown> = {}) => {
  const player = await sandbox.createPlayer({ ...patch, pinCode: '1234', password: racingPassword });
  return { username: player.username, password: racingPassword };
};


const stateOf = async (username: string) =>
  record((await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(username)}`)).body);

const errorCodes = (results: HttpResult[]) => results.map((result) => record(result.body ?? {}).errorCode ?? result.status);

const count = (values: unknown[], value: unknown) => values.filter((candidate) => candidate === value).length;

/**
 * Sends the wrong attempts at once, then, as soon as the first of them is answered (the others are
 * still being checked: each takes a ~0.25 s scrypt), the right one. Without serialisation the right
 * one reads the player before the fifth failure is recorded and logs in, although the burst blocks
 * the account before its turn.
 */
async function burstThenRight(wrong: () => Promise<HttpResult>, right: () => Promise<HttpResult>, wrongCount: number) {
  const wrongResults = Array.from({ length: wrongCount }, () => wrong());
  await Promise.race(wrongResults);
  const rightResult = await right();
  return { wrong: await Promise.all(wrongResults), right: rightResult };
}

describe('concurrent logins', { timeout: 60_000 }, () => {
  it('cannot get past the 5-failure lockout: no 200 once blocked, and the count stops at 5', async () => {
    const player = await racingPlayer();
    const pinLogin = (pinCode: string) =>
      sandbox.request('POST', '/services/login-service/v1/login/pin', { body: { username: player.username, pinCode } });

    const { wrong, right } = await burstThenRight(() => pinLogin('9999'), () => pinLogin('1234'), 12);

    expect(right).toMatchObject({ status: 401, body: { errorCode: 'blocked' } });
    const codes = errorCodes(wrong);
    expect(count(codes, 'invalid_grant')).toBe(4);
    expect(count(codes, 'blocked')).toBe(8);
    expect(await stateOf(player.username)).toMatchObject({ failedLogins: 5, blockedUntil: expect.any(String) });
  });

  it('also with passwords, wherever the right one lands in the burst', async () => {
    const player = await racingPlayer();
    const attempts = [
      ...Array.from({ length: 12 }, () => sandbox.login(player.username, 'wrong-password')),
      sandbox.login(player.username, player.password),
    ];
    const results = await Promise.all(attempts);
    const codes = errorCodes(results);
    const successes = count(codes, 200);
    // The right password succeeds only if it came before the fifth failure; then the count restarted.
    expect(successes).toBeLessThanOrEqual(1);
    expect(count(codes, 'blocked')).toBeGreaterThanOrEqual(8 - 4 * successes);
    expect(await stateOf(player.username)).toMatchObject({ failedLogins: 5, blockedUntil: expect.any(String) });
  });

  it('cannot get past the 3-code MFA limit', async () => {
    const player = await racingPlayer({ mfaLoginMethod: 'PIN_CODE' });
    const withCode = (code: string) => sandbox.login(player.username, player.password, { 'X-MFA-CODE': code });

    const { wrong, right } = await burstThenRight(() => withCode('9999'), () => withCode('1234'), 6);

    expect(right).toMatchObject({ status: 401, body: { errorCode: 'VERIFICATION_BLOCKED' } });
    expect(wrong.map((result) => record(result.body).remainingAttempts).filter((left) => left !== undefined).sort()).toEqual([1, 2]);
    expect(count(errorCodes(wrong), 'VERIFICATION_BLOCKED')).toBe(4);
    expect(await stateOf(player.username)).toMatchObject({ mfaFailures: 3, verificationBlockedUntil: expect.any(String) });
  });
});
