// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

/** Polls the site makes on its own (`X-Background-Refresh: true`) check the session but never renew it. */
const sandbox = useTestSandbox({ own: true });
const minute = 60_000;
const background = { 'X-Background-Refresh': 'true' };
const expired = { status: 401, body: { errorCode: 'SESSION_EXPIRED' } };


const authorisedPaths = (session: string) => [
  `/services/profile/v1/profiles/${session}`,
  `/services/wallet-gateway/v1/profiles/${session}/balances`,
  `/services/notifications/v1/profiles/${session}/summary`,
  `/services/loyalty-points/v2/players/${session}/external`,
];

async function newSession(): Promise<string> {
  const player = await sandbox.createPlayer();
  return sandbox.sessionFor(player.username, player.password);
}

describe('background refresh', { timeout: 30_000 }, () => {
  it('does not keep a session alive: with only background calls it expires after 30 idle minutes', async () => {
    const session = await newSession();
    for (let elapsed = 0; elapsed < 29; elapsed += 1) {
      sandbox.advanceClock(minute);
      for (const path of authorisedPaths(session)) {
        expect((await sandbox.request('GET', path, { headers: background })).status).toBe(200);
      }
    }
    sandbox.advanceClock(1 * minute + 1000);
    for (const path of authorisedPaths(session)) {
      expect(await sandbox.request('GET', path, { headers: background })).toMatchObject(expired);
    }
    // Expired for the foreground too: the background calls did not renew it.
    expect(await sandbox.request('GET', authorisedPaths(session)[0] ?? '')).toMatchObject(expired);
  });

  it('a foreground call (without the header, or with another value) renews it', async () => {
    for (const headers of [{}, { 'X-Background-Refresh': 'false' }] as Record<string, string>[]) {
      const session = await newSession();
      sandbox.advanceClock(20 * minute);
      expect((await sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`, { headers })).status).toBe(200);
      sandbox.advanceClock(20 * minute);
      expect(
        (await sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`, { headers: background })).status,
      ).toBe(200);
      sandbox.advanceClock(11 * minute);
      expect(await sandbox.request('GET', `/services/profile/v1/profiles/${session}`, { headers: background })).toMatchObject(expired);
    }
  });

  it('still answers 401 for an unknown or ended session', async () => {
    const session = await newSession();
    expect((await sandbox.request('DELETE', `/services/login-service/v1/sessions/${session}`)).status).toBe(204);
    for (const id of [session, 'A'.repeat(43)]) {
      expect(await sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${id}/balances`, { headers: background })).toMatchObject(
        expired,
      );
    }
  });
});
