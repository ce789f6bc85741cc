// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openTestDatabase, record, text } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { consumeCaptchaToken, issueCaptchaToken } from './captcha-tokens.ts';

const sandbox = useTestSandbox({ own: true });
const minute = 60_000;

async function captchaToken(): Promise<string> {
  const result = await sandbox.request('POST', '/services/captcha/v1/tokens', { body: {} });
  expect(result.status).toBe(201);
  return text(record(result.body).token);
}

describe('captcha', () => {
  it('is enforced for a player who must pass one; a token works once', async () => {
    const enforcement = { status: 401, body: { errorCode: 'invalid_grant_captcha_enforcement' } };
    expect(await sandbox.login('captcha@demo.test', 'Captcha-Player-1')).toMatchObject(enforcement);
    expect(
      await sandbox.login('captcha@demo.test', 'Captcha-Player-1', { 'X-CAPTCHA-TOKEN': 'made-up' }),
    ).toMatchObject(enforcement);

    const token = await captchaToken();
    expect((await sandbox.login('captcha@demo.test', 'Captcha-Player-1', { 'X-CAPTCHA-TOKEN': token })).status).toBe(200);
    expect(await sandbox.login('captcha@demo.test', 'Captcha-Player-1', { 'X-CAPTCHA-TOKEN': token })).toMatchObject(
      enforcement,
    );
  });

  it('expires a token after 2 minutes', async () => {
    const token = await captchaToken();
    sandbox.advanceClock(2 * minute + 1000);
    expect(await sandbox.login('captcha@demo.test', 'Captcha-Player-1', { 'X-CAPTCHA-TOKEN': token })).toMatchObject({
      status: 401,
      body: { errorCode: 'invalid_grant_captcha_enforcement' },
    });
  });
});

describe('captcha tokens kept', { timeout: 30_000 }, () => {
  it('are only the live ones: used and expired tokens go when a new one is minted', async () => {
    const database = await openTestDatabase();
    const { db } = database;
    const count = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM captcha_tokens')).rows[0]?.n);
    try {
      const start = Date.now();
      const first = await issueCaptchaToken(db, start);
      await issueCaptchaToken(db, start);
      expect(await consumeCaptchaToken(db, first, start)).toBe(true);
      expect(await count()).toBe(2);
      await issueCaptchaToken(db, start + minute); // the used one goes
      expect(await count()).toBe(2);
      await issueCaptchaToken(db, start + 3 * minute); // the others have expired
      expect(await count()).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('minting captcha tokens', { timeout: 30_000 }, () => {
  // 2 at once, then 1 a minute, per source (the same size as the login's buckets, but its own).
  const tight = useTestSandbox({ loginRateLimit: { burst: 2, perMinute: 1 } });
  const mint = () => tight.request('POST', '/services/captcha/v1/tokens', { body: {} });

  it('is throttled per source: 429 with Retry-After beyond the bucket, logins untouched', async () => {
    expect((await mint()).status).toBe(201);
    expect((await mint()).status).toBe(201);
    const refused = await mint();
    expect(refused).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS', message: expect.any(String) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await tight.login('ready@demo.test', 'Ready-Player-1')).status).toBe(200);
    tight.advanceClock(60_000);
    expect((await mint()).status).toBe(201);
    expect((await mint()).status).toBe(429);
  });
});
