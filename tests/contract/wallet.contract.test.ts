// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionId } from '../../src/domain/session';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { HttpLoyaltyGateway } from '../../src/infrastructure/loyalty/http-loyalty-gateway';
import { HttpNotificationsGateway } from '../../src/infrastructure/wallet/http-notifications-gateway';
import { HttpWalletGateway } from '../../src/infrastructure/wallet/http-wallet-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
});
afterAll(() => sandbox.close());

const sessionFor = async (template: string, patch: Record<string, unknown> = {}): Promise<SessionId> => {
  const player = await sandbox.newPlayer(template, patch);
  const result = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (result._tag === 'Left' || result.right.kind !== 'SUCCESS') throw new Error(`login failed for ${template}`);
  return result.right.success.sessionId;
};

describe('wallet (WAL-02, WAL-03, WAL-09, WAL-10, WAL-11)', () => {
  it('reads the balances of the ready player in minor units', async () => {
    const balances = await new HttpWalletGateway(sandbox.http).balances(await sessionFor('ready@demo.test'));
    expect(balances._tag === 'Right' && balances.right.find((entry) => entry.type === 'Playable')).toEqual({
      type: 'Playable',
      amount: { minor: 12550, currency: 'EUR' },
    });
  });

  it('reads bitcoin to the satoshi and yen without decimals', async () => {
    const bitcoin = await new HttpWalletGateway(sandbox.http).balances(await sessionFor('satoshi@demo.test'));
    expect(bitcoin._tag === 'Right' && bitcoin.right.find((entry) => entry.type === 'Playable')?.amount).toEqual({ minor: 1234567, currency: 'BTC' });
    const yen = await new HttpWalletGateway(sandbox.http).balances(await sessionFor('yen@demo.test'));
    expect(yen._tag === 'Right' && yen.right.find((entry) => entry.type === 'Playable')?.amount).toEqual({ minor: 15000, currency: 'JPY' });
  });

  it('sees a balance changed through the control API', async () => {
    const player = await sandbox.newPlayer();
    const session = (await new HttpLoginGateway(sandbox.http).login({ credentials: player })) as { right: { success: { sessionId: SessionId } } };
    await sandbox.control('PATCH', `/sandbox/control/players/${encodeURIComponent(player.username)}`, {
      balances: [
        { type: 'Playable', amount: 7.25 },
        { type: 'PendingWithdrawal', amount: 50 },
      ],
    });
    const balances = await new HttpWalletGateway(sandbox.http).balances(session.right.success.sessionId);
    expect(balances._tag === 'Right' && balances.right.map((entry) => [entry.type, entry.amount.minor])).toEqual([
      ['Playable', 725],
      ['PendingWithdrawal', 5000],
    ]);
  });

  it('counts notifications', async () => {
    const summary = await new HttpNotificationsGateway(sandbox.http).summary(await sessionFor('inbox@demo.test'));
    expect(summary).toMatchObject({ right: { numberOfMessages: 1100 } });
  });

  it('reads the loyalty tier and points of a player (LOY-01, LOY-02)', async () => {
    const loyalty = await new HttpLoyaltyGateway(sandbox.http).profile(await sessionFor('pending@demo.test'));
    expect(loyalty).toMatchObject({ right: { excluded: false, tierPoints: 25000, currentTierId: 'gold', tiersInfo: { gold: { name: 'Gold' } } } });
    const starter = await new HttpLoyaltyGateway(sandbox.http).profile(await sessionFor('ready@demo.test', { loyaltyPoints: 10 }));
    expect(starter).toMatchObject({ right: { currentTierId: null, tierPoints: 10 } });
  });

  it('yields null when the loyalty service answers not-ok (LOY-01)', async () => {
    const session = await sessionFor('ready@demo.test');
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'GET', path: '/services/loyalty-points/', status: 503, times: 1 });
    expect(await new HttpLoyaltyGateway(sandbox.http).profile(session)).toEqual({ _tag: 'Right', right: null });
  });

  it('turns an injected platform failure into a typed failure', async () => {
    const session = await sessionFor('ready@demo.test');
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'GET', path: '/services/wallet-gateway/', status: 503, body: { message: 'Wallet down' }, times: 1 });
    expect(await new HttpWalletGateway(sandbox.http).balances(session)).toMatchObject({ left: { code: 'HTTP', status: 503, message: 'Wallet down' } });
    expect(await new HttpWalletGateway(sandbox.http).balances(session)).toMatchObject({ _tag: 'Right' });
  });
});
