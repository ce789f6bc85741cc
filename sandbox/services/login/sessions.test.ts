// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });
const minute = 60_000;

const profile = (session: string) => sandbox.request('GET', `/services/profile/v1/profiles/${session}`);
const balances = (session: string) => sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`);
const notifications = (session: string) => sandbox.request('GET', `/services/notifications/v1/profiles/${session}/summary`);

describe('sessions', { timeout: 20_000 }, () => {
  it('answers 401 SESSION_EXPIRED on every authorised path for an unknown session', async () => {
    const unknown = 'A'.repeat(43);
    const expired = { status: 401, body: { errorCode: 'SESSION_EXPIRED' } };
    expect(await profile(unknown)).toMatchObject(expired);
    expect(await balances(unknown)).toMatchObject(expired);
    expect(await notifications(unknown)).toMatchObject(expired);
    expect(
      await sandbox.request('PUT', `/api/v1/profiles/${unknown}/pin-code`, { body: { pinCode: '1234' } }),
    ).toMatchObject(expired);
  });

  it('expire after 30 idle minutes, and every authorised call renews them', async () => {
    const player = await sandbox.createPlayer();
    const session = await sandbox.sessionFor(player.username, player.password);
    sandbox.advanceClock(29 * minute);
    expect((await balances(session)).status).toBe(200);
    sandbox.advanceClock(29 * minute);
    expect((await notifications(session)).status).toBe(200);
    sandbox.advanceClock(30 * minute + 1000);
    expect(await profile(session)).toMatchObject({ status: 401, body: { errorCode: 'SESSION_EXPIRED' } });
  });
});
