// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HashingGate, maxWaitingPerLane } from '../../kernel/security/hashing-gate.ts';
import { openDatabase } from '../../kernel/database/database.ts';
import { newDataDir, record } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { defaultLoginRateLimit, LoginThrottle, parseLoginRateLimit } from './login-throttle.ts';

/** The production-like default (10 at once, then 6 a minute): what `npm start` runs with. */
const sandbox = useTestSandbox({ loginRateLimit: defaultLoginRateLimit });

describe('login attempts from one source', { timeout: 60_000 }, () => {
  it('are throttled across usernames at the default limit: 429, Retry-After and the platform body', async () => {
    expect(defaultLoginRateLimit).toEqual({ burst: 10, perMinute: 6 });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await sandbox.login(`spray-${attempt}@demo.test`, 'Password-1')).status).toBe(401);
    }
    const throttled = await sandbox.login('spray-11@demo.test', 'Password-1');
    expect(throttled).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS', message: expect.any(String) } });
    // 10 s per token at 6 a minute, less the time the ten password checks took.
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(10);
    // The right password does not get through either, and resets with made-up tokens are throttled too.
    expect((await sandbox.login('ready@demo.test', 'Ready-Player-1')).status).toBe(429);
    expect((await sandbox.request('POST', '/services/login-service/v1/password-reset', { body: { token: 'x', newPassword: 'Long-enough-1' } })).status).toBe(429);

    // One attempt more every 10 seconds.
    sandbox.advanceClock(10_000);
    expect((await sandbox.login('spray-12@demo.test', 'Password-1')).status).toBe(401);
    expect((await sandbox.login('spray-13@demo.test', 'Password-1')).status).toBe(429);
  });

  it('a right password gives its token back, so a player never throttles themselves', async () => {
    sandbox.advanceClock(2 * 60_000); // a full bucket again
    const player = await sandbox.createPlayer({ template: 'reset@demo.test' });
    // 12 logins in a row, more than the burst: each 428 (password right) returns its token.
    for (let attempt = 1; attempt <= 12; attempt += 1) expect((await sandbox.login(player.username, player.password)).status).toBe(428);
    expect(record((await sandbox.login(player.username, 'wrong')).body).errorCode).toBe('invalid_grant');
  });
});

describe('LoginThrottle', () => {
  it('refills per minute; a source that gave a right credential and kept half its bucket is in good standing', async () => {
    let nowMs = 0;
    const db = await openDatabase(await newDataDir());
    try {
      const throttle = new LoginThrottle(db, 'login', { burst: 2, perMinute: 6 }, () => nowMs);
      expect(await throttle.inGoodStanding('a')).toBe(false);
      expect(await throttle.take('a')).toEqual({ allowed: true });
      await throttle.refund('a');
      expect(await throttle.inGoodStanding('a')).toBe(true);
      expect(await throttle.take('a')).toEqual({ allowed: true });
      expect(await throttle.inGoodStanding('a')).toBe(true);
      expect(await throttle.take('a')).toEqual({ allowed: true });
      expect(await throttle.inGoodStanding('a')).toBe(false);
      expect(await throttle.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
      expect(await throttle.take('b')).toEqual({ allowed: true });
      nowMs += 5_000;
      expect(await throttle.take('a')).toEqual({ allowed: false, retryAfterSeconds: 5 });
      nowMs += 5_000;
      expect(await throttle.take('a')).toEqual({ allowed: true });
      await throttle.refund('a');
      expect(await throttle.inGoodStanding('a')).toBe(true);
      nowMs += 25 * 60 * 60_000;
      expect(await throttle.inGoodStanding('a')).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('is one bucket per source and door for every process on the database, taken under its row lock', async () => {
    const nowMs = 0;
    const db = await openDatabase(await newDataDir());
    try {
      const limit = { burst: 5, perMinute: 1 };
      // Two sandbox processes' throttles on one database, and another door's throttle beside them.
      const first = new LoginThrottle(db, 'login', limit, () => nowMs);
      const second = new LoginThrottle(db, 'login', limit, () => nowMs);
      const captcha = new LoginThrottle(db, 'captcha', limit, () => nowMs);
      const verdicts = await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? first : second).take('203.0.113.9')));
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
      expect(await captcha.take('203.0.113.9')).toEqual({ allowed: true });
    } finally {
      await db.close();
    }
  });

  it('reads SANDBOX_LOGIN_RATE as <burst>/<perMinute>', () => {
    expect(parseLoginRateLimit(undefined)).toEqual(defaultLoginRateLimit);
    expect(parseLoginRateLimit('1000/600')).toEqual({ burst: 1000, perMinute: 600 });
    expect(() => parseLoginRateLimit('fast')).toThrow(/SANDBOX_LOGIN_RATE/);
    expect(() => parseLoginRateLimit('0/6')).toThrow(/SANDBOX_LOGIN_RATE/);
  });
});

describe('HashingGate', () => {
  const deferred = () => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  };

  it('keeps a slot for the priority lane, serves it first, and refuses a full lane with a retryable 503', async () => {
    const gate = new HashingGate(2, 3);
    const order: string[] = [];
    const sprayBlocker = deferred();
    const playerBlocker = deferred();
    const first = gate.run(async () => {
      order.push('spray-0');
      await sprayBlocker.promise;
    }, { lane: 'normal', bounded: true });
    // The normal lane has one slot of two: the rest of the spray waits, three at most.
    const spray = [1, 2, 3].map((index) => gate.run(async () => void order.push(`spray-${index}`), { lane: 'normal', bounded: true }));
    await expect(gate.run(async () => undefined, { lane: 'normal', bounded: true })).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
    expect(gate.load).toEqual({ running: 1, priority: 0, normal: 3 });
    // A player in good standing runs at once, in the slot the spray cannot take.
    const player = gate.run(async () => {
      order.push('player');
      await playerBlocker.promise;
    }, { lane: 'priority', bounded: true });
    const waitingPlayer = gate.run(async () => void order.push('second player'), { lane: 'priority', bounded: true });
    expect(order).toEqual(['spray-0', 'player']);
    expect(gate.load).toEqual({ running: 2, priority: 1, normal: 3 });

    sprayBlocker.resolve();
    await first;
    await waitingPlayer;
    expect(order.slice(0, 3)).toEqual(['spray-0', 'player', 'second player']);
    playerBlocker.resolve();
    await Promise.all([player, ...spray]);
    expect(order.slice(3)).toEqual(['spray-1', 'spray-2', 'spray-3']);
    expect(gate.load).toEqual({ running: 0, priority: 0, normal: 0 });
    expect(maxWaitingPerLane).toBe(16);
  });
});
