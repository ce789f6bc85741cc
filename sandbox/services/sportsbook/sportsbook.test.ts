// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();
const fixturesPath = '/services/sportsbook/v1/fixtures';
const betsPath = (session: string) => `/services/sportsbook/v1/profiles/${session}/bets`;
let keys = 0;
const newKey = () => `sports-test-${Date.now()}-${(keys += 1)}`;

async function playerWith(balances: { type: string; amount: number }[], patch: Record<string, unknown> = {}) {
  const player = await sandbox.createPlayer({ balances, ...patch });
  return { ...player, session: await sandbox.sessionFor(player.username, player.password) };
}

const placeBet = (session: string, body: Record<string, unknown>, key = newKey()) =>
  sandbox.request('POST', betsPath(session), { body, headers: { 'Idempotency-Key': key } });

async function ledgerOf(username: string) {
  return (await sandbox.control('GET', `/sandbox/control/players/${encodeURIComponent(username)}/ledger`)).body as {
    kind: string;
    lines: { account: string; amount: number | string }[];
  }[];
}

async function balance(session: string, type: string): Promise<number> {
  const balances = (await sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`)).body as { type: string; amount: number }[];
  return balances.find((entry) => entry.type === type)?.amount ?? 0;
}

const homeOn = (fixtureId: string, odds: string, stake: number) => ({ fixtureId, selection: 'HOME', odds, stake, currency: 'EUR' });

describe('sportsbook fixtures', () => {
  it('are a dozen seeded fixtures of football, tennis and basketball, open, with decimal odds', async () => {
    const result = await sandbox.request('GET', fixturesPath);
    expect(result.status).toBe(200);
    const fixtures = result.body as Record<string, unknown>[];
    expect(fixtures).toHaveLength(12);
    expect(new Set(fixtures.map((fixture) => fixture.sport))).toEqual(new Set(['football', 'tennis', 'basketball']));
    expect(fixtures.find((fixture) => fixture.id === 'fx-1')).toMatchObject({
      sport: 'football', home: 'Northbridge United', away: 'Eastport City', status: 'OPEN', odds: { HOME: '2.10', DRAW: '3.40', AWAY: '3.25' },
    });
    // No draw in tennis.
    expect(record(fixtures.find((fixture) => fixture.id === 'fx-6')?.odds)).not.toHaveProperty('DRAW');
    const starts = fixtures.map((fixture) => String(fixture.startsAt));
    expect([...starts].sort()).toEqual(starts);
  });
});

describe('placing a bet', { timeout: 30_000 }, () => {
  it('takes the stake from cash, then bonus, for the sportsbook, and lists the bet', async () => {
    const player = await playerWith([{ type: 'Withdrawable', amount: 3 }, { type: 'Bonus', amount: 10 }, { type: 'Playable', amount: 13 }]);
    const placed = await placeBet(player.session, homeOn('fx-1', '2.10', 500));
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'OPEN', fixtureId: 'fx-1', selection: 'HOME', odds: '2.10', stake: 500, potentialWin: 1050, currency: 'EUR', formattedStake: '€5.00' });
    expect(String(record(placed.body).id)).toMatch(/^bet_/);
    expect(await balance(player.session, 'Playable')).toBe(8);

    const [bet] = await ledgerOf(player.username);
    expect(bet?.kind).toBe('sports_bet');
    expect(bet?.lines.map((line) => [line.account, Number(line.amount)]).sort()).toEqual([['bonus', -2], ['cash', -3], ['house_sportsbook', 5]]);

    const listed = await sandbox.request('GET', betsPath(player.session));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([placed.body]);
  });

  it('answers a retry with the first answer and moves the money once; another bet under the same key is 409', async () => {
    const player = await playerWith([{ type: 'Playable', amount: 20 }]);
    const key = newKey();
    const [first, second] = await Promise.all([placeBet(player.session, homeOn('fx-2', '1.75', 1000), key), placeBet(player.session, homeOn('fx-2', '1.75', 1000), key)]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await balance(player.session, 'Playable')).toBe(10);
    expect((await ledgerOf(player.username)).filter((transaction) => transaction.kind === 'sports_bet')).toHaveLength(1);

    const reused = await placeBet(player.session, homeOn('fx-2', '1.75', 900), key);
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('refuses a stake over the playable balance (402), a changed price (409 with the odds) and bad fields (422)', async () => {
    const player = await playerWith([{ type: 'Playable', amount: 4 }]);
    const short = await placeBet(player.session, homeOn('fx-3', '2.45', 500));
    expect(short.status).toBe(402);
    expect(short.body).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', playable: 400 });
    const changed = await placeBet(player.session, homeOn('fx-3', '2.50', 100));
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ errorCode: 'ODDS_CHANGED', odds: '2.45' });
    expect(await balance(player.session, 'Playable')).toBe(4);

    const invalid = await sandbox.request('POST', betsPath(player.session), {
      body: { fixtureId: 'fx-6', selection: 'DRAW', odds: 2.1, stake: 1.5, currency: 'GBP' },
    });
    expect(invalid.status).toBe(422);
    expect(record(invalid.body).fieldErrors).toEqual([
      { field: 'Idempotency-Key', cause: 'INVALID_FORMAT' },
      { field: 'selection', cause: 'INVALID_FORMAT' },
      { field: 'odds', cause: 'INVALID_FORMAT' },
      { field: 'currency', cause: 'CURRENCY_MISMATCH' },
      { field: 'stake', cause: 'INVALID_FORMAT' },
    ]);
    for (const [stake, cause] of [[49, 'TOO_SMALL'], [50_001, 'TOO_LARGE'], ['100', 'INVALID_FORMAT'], [-100, 'INVALID_FORMAT'], [0, 'INVALID_FORMAT']] as const) {
      const answer = await placeBet(player.session, homeOn('fx-3', '2.45', stake as number));
      expect(record(answer.body).fieldErrors).toEqual([{ field: 'stake', cause }]);
    }
    expect(record((await placeBet(player.session, homeOn('fx-99', '2.45', 100))).body).fieldErrors).toEqual([{ field: 'fixtureId', cause: 'UNKNOWN_FIXTURE' }]);
    expect((await placeBet('not-a-session', homeOn('fx-3', '2.45', 100))).status).toBe(401);
  });

  it('never lets two bets together take more than the playable balance', async () => {
    const player = await playerWith([{ type: 'Playable', amount: 10 }]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => placeBet(player.session, homeOn('fx-5', '2.00', 300))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(3);
    expect(await balance(player.session, 'Playable')).toBe(1);
  });
});

describe('settling a fixture', { timeout: 30_000 }, () => {
  it('pays winning bets stake × odds to cash, marks the rest lost, and closes the fixture', async () => {
    const winner = await playerWith([{ type: 'Playable', amount: 50 }]);
    const loser = await playerWith([{ type: 'Playable', amount: 50 }]);
    expect((await placeBet(winner.session, { fixtureId: 'fx-4', selection: 'AWAY', odds: '1.95', stake: 1001, currency: 'EUR' })).status).toBe(201);
    expect((await placeBet(loser.session, { fixtureId: 'fx-4', selection: 'DRAW', odds: '3.30', stake: 1000, currency: 'EUR' })).status).toBe(201);

    const settled = await sandbox.control('POST', '/sandbox/control/fixtures/fx-4/result', { result: 'AWAY' });
    expect(settled.status).toBe(200);
    expect(settled.body).toEqual({ settledBets: 2 });
    // 10.01 × 1.95 = 19.5195, paid 19.51 (rounded down to the cent).
    expect(await balance(winner.session, 'Playable')).toBe(59.5);
    expect(await balance(loser.session, 'Playable')).toBe(40);
    expect((await sandbox.request('GET', betsPath(winner.session))).body).toMatchObject([{ status: 'WON', potentialWin: 1951 }]);
    expect((await sandbox.request('GET', betsPath(loser.session))).body).toMatchObject([{ status: 'LOST' }]);
    expect((await ledgerOf(winner.username))[0]?.kind).toBe('sports_win');

    const fixture = ((await sandbox.request('GET', fixturesPath)).body as Record<string, unknown>[]).find((entry) => entry.id === 'fx-4');
    expect(fixture).toMatchObject({ status: 'SETTLED', result: 'AWAY' });
    expect((await placeBet(winner.session, { fixtureId: 'fx-4', selection: 'AWAY', odds: '1.95', stake: 100, currency: 'EUR' })).body).toMatchObject({ errorCode: 'FIXTURE_CLOSED' });
    expect((await sandbox.control('POST', '/sandbox/control/fixtures/fx-4/result', { result: 'HOME' })).status).toBe(409);
    expect((await sandbox.control('POST', '/sandbox/control/fixtures/fx-99/result', { result: 'HOME' })).status).toBe(404);
    expect((await sandbox.control('POST', '/sandbox/control/fixtures/fx-6/result', { result: 'DRAW' })).status).toBe(422);
    expect((await sandbox.request('POST', '/sandbox/control/fixtures/fx-7/result', { body: { result: 'HOME' } })).status).toBe(403);
  });

  it('is undone by a reset: the fixtures open again and the bets are gone', async () => {
    await sandbox.control('POST', '/sandbox/control/fixtures/fx-12/result', { result: 'HOME' });
    expect((await sandbox.control('POST', '/sandbox/control/reset')).status).toBe(204);
    const fixtures = (await sandbox.request('GET', fixturesPath)).body as Record<string, unknown>[];
    expect(fixtures.every((fixture) => fixture.status === 'OPEN')).toBe(true);
  });
});
