// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { newReferralCode } from './referrals.ts';

const sandbox = useTestSandbox({ own: true });
const hour = 60 * 60_000;
const tracking = (token: string) => sandbox.request('GET', `/services/referral/v1/profiles/tracking/${encodeURIComponent(token)}`);

const profileOf = async (session: string) => {
  const answer = await sandbox.request('GET', `/services/referral/v1/profiles/${session}`);
  expect(answer.status).toBe(200);
  return record(answer.body);
};

const freshSession = async () => {
  const player = await sandbox.createPlayer();
  return sandbox.sessionFor(player.username, player.password);
};

describe('referral tracking (REF-06)', { timeout: 30_000 }, () => {
  it('knows the seeded affiliates, with the sites they send visitors from', async () => {
    const aurora = await tracking('AFF-AURORA-001');
    expect(aurora.status).toBe(200);
    expect(aurora.body).toEqual({ token: 'AFF-AURORA-001', type: 'AFFILIATE', valid: true, referringSites: ['https://partner.example'] });
    expect((await tracking('AFF-STREAMER-7')).body).toEqual({ token: 'AFF-STREAMER-7', type: 'AFFILIATE', valid: true, referringSites: [] });
  });

  it('answers 404 for an unknown token, and for anything that is not a token at all', async () => {
    for (const token of ['AFF-NOBODY', 'P0000000', 'a;b', '<script>', 'x'.repeat(65)]) {
      const answer = await tracking(token);
      expect(answer.status).toBe(404);
      expect(record(answer.body).errorCode).toBe('NOT_FOUND');
    }
    expect((await tracking('a\r\nSet-Cookie: x=1')).status).toBe(404);
    // 10 KB is refused before any route (the URL is too long), never counted.
    expect([404, 414]).toContain((await tracking('x'.repeat(10_000))).status);
  });

  it("knows a player's own code once it is made, as a PROFILE referral, and counts its arrivals", async () => {
    const session = await freshSession();
    const { referralCode } = await profileOf(session);
    const code = text(referralCode);
    expect((await tracking(code)).body).toEqual({ token: code, type: 'PROFILE', valid: true, referringSites: [] });
    await tracking(code);
    expect((await profileOf(session)).clicks).toBe(2);
  });

  it('keeps no personal data of a click: only the token, the day and a count', async () => {
    const { db, close } = await import('../../test-support/harness.ts').then((harness) => harness.openTestDatabase());
    try {
      const columns = await db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'referral_clicks' ORDER BY ordinal_position");
      expect(columns.rows.map((row) => row.column_name)).toEqual(['token', 'day', 'clicks']);
    } finally {
      await close();
    }
  });
});

describe('the refer-a-friend profile (REF-06)', { timeout: 30_000 }, () => {
  it('makes the code at the first request, P and 7 letters or digits, and keeps it', async () => {
    const session = await freshSession();
    const first = await profileOf(session);
    expect(text(first.referralCode)).toMatch(/^P[A-Z0-9]{7}$/);
    expect(first).toEqual({ referralCode: first.referralCode, referralLink: `${sandbox.url}/welcome/${text(first.referralCode)}`, referredPlayers: 0, clicks: 0 });
    expect((await profileOf(session)).referralCode).toBe(first.referralCode);
    const other = await profileOf(await freshSession());
    expect(other.referralCode).not.toBe(first.referralCode);
  });

  it('counts the players who joined with the code', async () => {
    // The registration limit's hour passes before the session starts (sessions end after 30 idle minutes).
    sandbox.advanceClock(hour + 1000);
    const session = await freshSession();
    const code = text((await profileOf(session)).referralCode);
    const joined = await sandbox.request('POST', '/services/registration/v1/players', {
      body: {
        email: `friend-${Date.now()}@example.com`,
        password: 'a long and unusual passphrase',
        firstName: 'Ada',
        lastName: 'Byron',
        birthDate: '1990-05-01',
        country: 'MT',
        currency: 'EUR',
        language: 'en',
        acceptTerms: true,
        referral: { token: code, type: 'PROFILE', affiliateId: null, sharingMethod: 'raf-link', storedAt: sandbox.now() },
      },
    });
    expect(joined.status).toBe(201);
    expect((await profileOf(session)).referredPlayers).toBe(1);
  });

  it('is 401 for an unknown session', async () => {
    const answer = await sandbox.request('GET', '/services/referral/v1/profiles/not-a-session');
    expect(answer.status).toBe(401);
    expect(record(answer.body).errorCode).toBe('SESSION_EXPIRED');
  });

  it('draws codes from P and [A-Z0-9] only', () => {
    for (let index = 0; index < 200; index += 1) expect(newReferralCode()).toMatch(/^P[A-Z0-9]{7}$/);
  });
});

describe('the console (REF-06)', { timeout: 30_000 }, () => {
  it("lists the affiliates' tokens with their arrivals, escaped", async () => {
    await sandbox.request('GET', '/services/referral/v1/profiles/tracking/AFF-STREAMER-7');
    const page = await sandbox.request('GET', '/sandbox/console');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h2 id="referrals-heading">Referrals</h2>');
    expect(page.text).toMatch(/<code>AFF-STREAMER-7<\/code><\/td><td>AFFILIATE<\/td><td>[1-9]\d*<\/td>/);
    expect(page.text).toContain('<code>AFF-AURORA-001</code>');
  });
});
