// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();

const sessionOf = (username: string) => sandbox.sessionFor(username, demoPassword(username));
const balances = (session: string) => sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`);

describe('balances', () => {
  it.each([
    [
      'ready@demo.test',
      [
        { type: 'Playable', amount: 125.5, currency: 'EUR' },
        { type: 'PlayableCasino', amount: 125.5, currency: 'EUR' },
        { type: 'Withdrawable', amount: 100, currency: 'EUR' },
        { type: 'Total', amount: 125.5, currency: 'EUR' },
      ],
    ],
    ['nopin@demo.test', [{ type: 'Playable', amount: 40, currency: 'EUR' }]],
    [
      'satoshi@demo.test',
      [
        { type: 'Playable', amount: 0.01234567, currency: 'BTC' },
        { type: 'Total', amount: 0.01234567, currency: 'BTC' },
      ],
    ],
    ['yen@demo.test', [{ type: 'Playable', amount: 15000, currency: 'JPY' }]],
    [
      'pending@demo.test',
      [
        { type: 'Playable', amount: 80, currency: 'EUR' },
        { type: 'Withdrawable', amount: 60, currency: 'EUR' },
        { type: 'PendingWithdrawal', amount: 50, currency: 'EUR' },
        { type: 'Bonus', amount: 20, currency: 'EUR' },
        { type: 'Locked', amount: 10, currency: 'EUR' },
        { type: 'NonPlayableBonus', amount: 5, currency: 'EUR' },
        { type: 'Total', amount: 95, currency: 'EUR' },
      ],
    ],
    ['inbox@demo.test', [{ type: 'Playable', amount: 10, currency: 'EUR' }]],
    ['es@demo.test', [{ type: 'Playable', amount: 55, currency: 'EUR' }]],
  ])('of %s are the seeded ones, in major units', async (username, expected) => {
    expect(await balances(await sessionOf(username))).toMatchObject({ status: 200, body: expected });
  });
});
