import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';
import type { JackpotService } from './jackpot-service';
import { GamesTokens } from './tokens';

describe('JackpotService (GAME-02)', () => {
  it('refreshes every 30 s while the page is visible, rests while hidden, and catches up when shown again', async () => {
    const app = createTestApp();
    app.platform.games.jackpots.set(7, 500_000);
    const amounts: (number | null)[] = [];
    const subscription = app.get<JackpotService>(GamesTokens.JackpotService).amountOf$(7).subscribe((amount) => amounts.push(amount));
    await app.time.settle();
    expect(app.platform.games.callsOf('jackpots')).toHaveLength(1);

    app.fakes.pageVisibility.set(false);
    await app.time.advance(90_000);
    expect(app.platform.games.callsOf('jackpots')).toHaveLength(1);

    app.platform.games.jackpots.set(7, 650_000);
    app.fakes.pageVisibility.set(true);
    await app.time.settle();
    expect(app.platform.games.callsOf('jackpots')).toHaveLength(2);
    expect(amounts.at(-1)).toBe(650_000);
    subscription.unsubscribe();
  });

  it('keeps the last amounts when a refresh fails', async () => {
    const app = createTestApp();
    app.platform.games.jackpots.set(7, 500_000);
    const amounts: (number | null)[] = [];
    const subscription = app.get<JackpotService>(GamesTokens.JackpotService).amountOf$(7).subscribe((amount) => amounts.push(amount));
    await app.time.settle();
    app.platform.games.fail('jackpots', { code: 'HTTP', status: 503 });
    await app.time.advance(30_000);
    expect(app.platform.games.callsOf('jackpots')).toHaveLength(2);
    expect(amounts.at(-1)).toBe(500_000);
    subscription.unsubscribe();
  });
});
