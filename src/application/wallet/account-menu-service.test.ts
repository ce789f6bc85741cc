import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../../domain/wallet';
import { aUser, balances } from '../../../tests/support/players';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';
import type { AccountMenuService, AccountMenuView } from './account-menu-service';
import { WalletTokens } from './tokens';

const euros = (minor: number) => ({ minor, currency: 'EUR' as CurrencyCode });

describe('AccountMenuService (WAL-01)', () => {
  it('gives the amounts and the points, not their text: presentation formats them in the player language', async () => {
    const app = createTestApp();
    app.platform.addPlayer({
      username: 'ada@demo.test',
      password: 'secret-pass',
      user: aUser(),
      balances: balances('EUR', { Playable: 80, Withdrawable: 60, Bonus: 20, PendingWithdrawal: 50 }),
      loyalty: {
        excluded: false,
        redemptionAmount: 0,
        redemptionPoints: 0,
        redemptionPointsName: 'points',
        tierPoints: 1234.99,
        currentTierId: 'gold',
        tiersInfo: { gold: { name: 'Gold', colour: '#f2c14e' } },
        status: null,
      },
    });
    await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'secret-pass' } }, null);
    await app.load('wallet');
    let latest: AccountMenuView | null = null;
    const subscription = app.get<AccountMenuService>(WalletTokens.AccountMenuService).menu$.subscribe((view) => (latest = view));
    await app.time.settle();
    expect(latest).toMatchObject({
      balance: euros(8000),
      balanceStatus: 'fresh',
      pendingWithdrawal: euros(5000),
      loyalty: { tierName: 'Gold', points: 1234 },
    });
    const view = latest as AccountMenuView | null;
    expect(view?.rows.find((row) => row.balanceType === 'Withdrawable')?.amount).toEqual(euros(6000));
    subscription.unsubscribe();
  });
});
