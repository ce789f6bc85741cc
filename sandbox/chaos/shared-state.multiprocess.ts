import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameWhere, playRound, startGame } from '../test-support/game-play.ts';
import { newDataDir, record, startTestSandbox, text, type HttpResult, type TestSandbox } from '../test-support/harness.ts';
import { approvedCard, freshPlayer, moneyPost, newKey, walletOf } from '../test-support/payments.ts';
import { testPostgresDatabaseFor } from '../test-support/test-postgres.ts';

/**
 * Two sandboxes on one PostgreSQL database, as two processes behind a load balancer: each has its
 * own pool, its own in-process state and its own data dir (holding copies of the same keys, as the
 * README asks). Every request of a burst goes to one or the other in turn, and the platform must
 * answer as one: throttles, lockouts, one-time codes, idempotency keys and limits are shared.
 * Runs on PostgreSQL only (sandbox/chaos/vitest.config.ts): PGlite is one process by design.
 */
const rateLimit = { burst: 20, perMinute: 1 };
let a: TestSandbox;
let b: TestSandbox;

beforeAll(async () => {
  a = await startTestSandbox({ loginRateLimit: rateLimit });
  const databaseUrl = await testPostgresDatabaseFor(a.dataDir, { seeded: true });
  if (databaseUrl === null) throw new Error('These tests need SANDBOX_TEST_POSTGRES_URL (node scripts/postgres-cluster.mjs -- …)');
  const dataDir = await newDataDir();
  for (const key of ['code-key', 'secret-key']) await copyFile(join(a.dataDir, key), join(dataDir, key));
  b = await startTestSandbox({ dataDir, databaseUrl, loginRateLimit: rateLimit });
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** `count` requests at once, alternately through a and b. */
const throughBoth = (count: number, send: (sandbox: TestSandbox, index: number) => Promise<HttpResult>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index % 2 === 0 ? a : b, index)));

const codesOf = (answers: HttpResult[]) => answers.map((answer) => record(answer.body ?? {}).errorCode ?? answer.status);
const count = (values: unknown[], wanted: unknown) => values.filter((value) => value === wanted).length;

describe('two sandboxes on one PostgreSQL answer as one platform', { timeout: 90_000 }, () => {
  it('share a throttle: 30 captcha tokens asked through both get the bucket of 20, no more', async () => {
    const answers = await throughBoth(30, (sandbox) => sandbox.request('POST', '/services/captcha/v1/tokens', { body: {} }));
    expect(count(answers.map((answer) => answer.status), 429)).toBe(10);
  });

  it('share the sign-up throttle: 8 sign-ups at once through both, 5 an hour from one source', async () => {
    const signUp = (sandbox: TestSandbox, index: number) =>
      sandbox.request('POST', '/services/registration/v1/players', {
        body: {
          email: `joiner.${index}.${newKey()}@example.test`,
          password: 'correct horse battery',
          firstName: 'Mary',
          lastName: 'Jones',
          birthDate: '1990-04-12',
          country: 'MT',
          currency: 'EUR',
          language: 'en',
          acceptTerms: true,
          referral: null,
        },
      });
    const statuses = (await throughBoth(8, signUp)).map((answer) => answer.status);
    expect(count(statuses, 201)).toBe(5);
    expect(count(statuses, 429)).toBe(3);
  });

  it('share a lockout: 8 wrong PINs through both are 4 wrong answers and 4 blocks, and the right PIN after them is blocked', async () => {
    const { username } = await a.createPlayer({ pinCode: '1234' });
    const pinLogin = (sandbox: TestSandbox, pinCode: string) =>
      sandbox.request('POST', '/services/login-service/v1/login/pin', { body: { username, pinCode } });
    const wrong = throughBoth(8, (sandbox) => pinLogin(sandbox, '9999'));
    const codes = codesOf(await wrong);
    expect(count(codes, 'invalid_grant')).toBe(4);
    expect(count(codes, 'blocked')).toBe(4);
    expect(codesOf([await pinLogin(b, '1234')])).toEqual(['blocked']);
    expect(record((await a.control('GET', `/sandbox/control/players/${encodeURIComponent(username)}`)).body)).toMatchObject({ failedLogins: 5 });
  });

  it('share one-time codes: an SMS login code sent through one is taken once, whichever it goes through', async () => {
    const { username, password } = await a.createPlayer();
    await a.patchPlayer(username, { mfaLoginMethod: 'SMS' });
    expect((await a.login(username, password)).status).toBe(401);
    const outbox = (await a.control('GET', `/sandbox/outbox?to=${encodeURIComponent(username)}`)).body;
    const code = text(record(Array.isArray(outbox) ? outbox[0] : {}).code);
    const answers = await throughBoth(4, (sandbox) => sandbox.login(username, password, { 'X-MFA-CODE': code }));
    expect(count(answers.map((answer) => answer.status), 200)).toBe(1);
  });

  it('share idempotency: one deposit key sent through both moves the money once and answers alike', async () => {
    const { session } = await freshPlayer(a);
    const before = await walletOf(b, session);
    const key = newKey();
    const answers = await throughBoth(6, (sandbox) => moneyPost(sandbox, session, 'deposits', { amount: 1_000, currency: 'EUR', method: 'CARD', card: approvedCard }, key));
    expect(new Set(answers.map((answer) => `${answer.status} ${String(record(answer.body).id)}`)).size).toBe(1);
    expect((await walletOf(a, session)).Playable).toBeCloseTo((before.Playable ?? 0) + 10, 2);
  });

  it('share idempotency of rounds: one round key through both providers is one round', async () => {
    const { session } = await freshPlayer(a);
    const game = await startGame(a, gameWhere((candidate) => candidate.kind === 'slot' && !candidate.jackpot).id, session, 'real');
    const idempotencyKey = newKey();
    const answers = await throughBoth(6, (sandbox) => playRound(sandbox, game.playToken, { stake: 1, idempotencyKey }));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => record(answer.body).roundId)).size).toBe(1);
  });

  it('share a limit: 20 deposits through both let through only the day limit', async () => {
    const { session } = await freshPlayer(a);
    await b.request('PUT', `/services/responsible-gambling/v1/profiles/${session}/limits/DEPOSIT/DAY`, { body: { amount: 5_000, currency: 'EUR' } });
    const answers = await throughBoth(20, (sandbox) => moneyPost(sandbox, session, 'deposits', { amount: 1_000, currency: 'EUR', method: 'CARD', card: approvedCard }));
    expect(count(answers.map((answer) => answer.status), 201)).toBe(5);
  });
});
