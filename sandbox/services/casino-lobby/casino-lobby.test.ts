// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openTestDatabase, record } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { contributeToJackpot, findJackpot, growthPerSecondMinor, jackpotCeilingMinor, jackpotGameIds, seedJackpotMinor } from './jackpots.ts';

const sandbox = useTestSandbox({ own: true });
const lobby = '/services/casino/casino-lobby-services/v1';

type Jackpot = { gameId: number; amount: number };

describe('jackpots', () => {
  it('lists forty jackpots in minor units, seeded both below and above a million', async () => {
    const answer = await sandbox.request('GET', `${lobby}/jackpots?currencyCode=EUR&language=en&channelType=desktop`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const jackpots = answer.body as Jackpot[];
    expect(jackpots).toHaveLength(40);
    for (const jackpot of jackpots) {
      expect(jackpot.amount).toBeGreaterThanOrEqual(seedJackpotMinor(jackpot.gameId));
      expect(jackpot.amount).toBeLessThanOrEqual(jackpotCeilingMinor);
    }
    const seeds = jackpotGameIds().map(seedJackpotMinor);
    expect(Math.min(...seeds)).toBeGreaterThanOrEqual(50_000_00);
    expect(Math.max(...seeds)).toBeLessThanOrEqual(3_500_000_00);
    expect(seeds.some((seed) => seed < 1_000_000_00)).toBe(true);
    expect(seeds.some((seed) => seed > 1_000_000_00)).toBe(true);
  });

  it("tick while nobody in the sandbox plays, at each game's rate", async () => {
    const before = (await sandbox.request('GET', `${lobby}/jackpots?currencyCode=EUR`)).body as Jackpot[];
    sandbox.advanceClock(60_000);
    const after = (await sandbox.request('GET', `${lobby}/jackpots?currencyCode=EUR`)).body as Jackpot[];
    // The sandbox's clock runs on between the two readings too: a minute, and at most a few seconds more on a busy machine.
    const grown = after.filter((jackpot, index) => {
      const growth = jackpot.amount - (before[index]?.amount ?? 0);
      const rate = growthPerSecondMinor(jackpot.gameId);
      return growth >= 60 * rate && growth <= 65 * rate;
    });
    // A game that reached the ceiling in that minute was won and started again.
    expect(grown.length).toBeGreaterThanOrEqual(39);
  });

  it('answers one game, 404 for a game without a jackpot, 422 for a bad currency', async () => {
    const [first] = (await sandbox.request('GET', `${lobby}/jackpots?currencyCode=EUR`)).body as Jackpot[];
    const one = await sandbox.request('GET', `${lobby}/jackpots/${first?.gameId}?currencyCode=EUR&language=en`);
    // The same jackpot, ticked on by the seconds between the two readings (a few at most on a busy machine).
    const jackpot = one.body as Jackpot;
    expect(jackpot.gameId).toBe(first?.gameId);
    const ticks = (jackpot.amount - (first?.amount ?? 0)) / growthPerSecondMinor(jackpot.gameId);
    expect(Number.isInteger(ticks) && ticks >= 0 && ticks <= 5).toBe(true);
    expect((await sandbox.request('GET', `${lobby}/jackpots/1001?currencyCode=EUR`)).status).toBe(404);
    expect((await sandbox.request('GET', `${lobby}/jackpots/abc`)).status).toBe(404);
    expect((await sandbox.request('GET', `${lobby}/jackpots?currencyCode=eur'--`)).status).toBe(422);
  });

  it('grows with real-money stakes, per currency', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const gameId = jackpotGameIds()[0] as number;
      // Far in the future, as the template database may have been seeded long ago.
      const at = Date.now() + 365 * 24 * 3600_000;
      const before = (await findJackpot(db, gameId, 'EUR', at))?.amount as number;
      expect(await contributeToJackpot(db, gameId, 'EUR', 10_000, at)).toBe(before + 100);
      expect((await findJackpot(db, gameId, 'EUR', at))?.amount).toBe(before + 100);
      expect((await findJackpot(db, gameId, 'EUR', at + 10_000))?.amount).toBe(before + 100 + 10 * growthPerSecondMinor(gameId));
      expect(await contributeToJackpot(db, gameId, 'SEK', 50, at)).toBe(seedJackpotMinor(gameId) + 1);
      expect(await contributeToJackpot(db, 1001, 'EUR', 10_000, at)).toBeNull();
      expect(await contributeToJackpot(db, gameId, 'EUR', -5, at)).toBeNull();
      expect((await findJackpot(db, gameId, 'EUR', at))?.amount).toBe(before + 100);
    } finally {
      await close();
    }
  });

  it('can be set through the test-control API', async () => {
    const gameId = jackpotGameIds()[1] as number;
    const set = await sandbox.control('PUT', `/sandbox/control/jackpots/${gameId}`, { currency: 'GBP', amount: 123_456_789 });
    expect(set.body).toEqual({ gameId, amount: 123_456_789 });
    expect((await sandbox.request('GET', `${lobby}/jackpots/${gameId}?currencyCode=GBP`)).body).toEqual({ gameId, amount: 123_456_789 });
    expect((await sandbox.control('PUT', '/sandbox/control/jackpots/1001', { amount: 5 })).status).toBe(404);
    expect((await sandbox.control('PUT', `/sandbox/control/jackpots/${gameId}`, { amount: -1 })).status).toBe(422);
  });
});

describe('offers and promotional spins', () => {
  it('lists about thirty games with a free-games offer', async () => {
    const offers = record((await sandbox.request('GET', `${lobby}/offers/games`)).body);
    expect((offers.games as number[]).length).toBe(30);
    expect(offers.games).toContain(1001);
  });

  it('lists the games a player has promotional spins on, and refuses an unknown session', async () => {
    const player = await sandbox.createPlayer();
    const session = await sandbox.sessionFor(player.username, player.password);
    const spins = await sandbox.request('GET', `/services/casino-integration/v1/promotional-spins/players/${session}/playable`);
    expect(spins.body).toEqual({ games: [1002, 1003, 2410] });
    const other = await sandbox.createPlayer({ template: 'nopin@demo.test' });
    const none = await sandbox.request('GET', `/services/casino-integration/v1/promotional-spins/players/${await sandbox.sessionFor(other.username, other.password)}/playable`);
    expect(none.body).toEqual({ games: [] });
    expect((await sandbox.request('GET', '/services/casino-integration/v1/promotional-spins/players/not-a-session/playable')).status).toBe(401);
  });
});
